import { findDialog } from '@/test/dialogs';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingForm } from './BookingForm';
import { MESSAGES } from '../../utils/booking-messages';
import { fakeApi, type FakeApi } from '@/test/fake-bookings-api';
import { fakeAnswer, http, server } from '@/test/msw/server';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';

function setup(api: FakeApi = {}) {
  const requests = fakeApi(api);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BookingForm />);
  return { user, requests };
}

const venueSelect = () => screen.getByRole('combobox', { name: 'Venue' });
const SUBMIT = { name: /^(Send|Submitting|No Stalls)/ };
const submitButton = () => screen.getByRole('button', SUBMIT);
/** The form is back in reach once a dialog over it has closed and given it back to assistive technology. */
const submitButtonAfterDialog = () => screen.findByRole('button', SUBMIT);
const alertText = () => screen.getByRole('alert').textContent;
/** A submit is checked as it is sent: the form's problem shows a moment after the click. */
const expectAlert = (text: string) => waitFor(() => expect(alertText()).toBe(text));

async function fillContact(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Nadeesha Perera');
  await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'nadeesha@example.lk');
  await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '+94 77 123 4567');
}

async function pickDate(user: UserEvent, label: string) {
  await user.click(screen.getByRole('button', { name: 'Open calendar' }));
  const dialog = await findDialog({ name: 'Choose a date' });
  await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${label}, available`) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

beforeEach(() => {
  // Only Date is faked: 11:30 in Kandy on March 10, 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T06:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the booking form', { timeout: 20_000 }, () => {
  it('shows SPEC.md validation messages in order: venue, required fields, guests', async () => {
    const { user, requests } = setup();
    await user.click(submitButton());
    await expectAlert('Please select a venue.');
    await waitFor(() => expect(venueSelect()).toHaveFocus());

    await user.selectOptions(venueSelect(), 'Open Air Arena');
    await user.click(submitButton());
    await expectAlert('Please fill in all required fields (Name, Email, Phone, Date).');

    await fillContact(user);
    await user.click(submitButton());
    await expectAlert('Please fill in all required fields (Name, Email, Phone, Date).');

    await pickDate(user, 'March 20, 2026');
    expect(screen.getByRole('textbox', { name: 'Event Date' })).toHaveValue('March 20, 2026');
    await user.click(submitButton());
    await expectAlert('Please enter the expected number of guests.');
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Expected Guests' })).toHaveFocus());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('keeps the date read-only and the calendar button disabled until a venue is chosen', async () => {
    const { user } = setup();
    expect(screen.getByRole('textbox', { name: 'Event Date' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Open calendar' })).toBeDisabled();
    await user.selectOptions(venueSelect(), 'Open Area');
    expect(screen.getByRole('button', { name: 'Open calendar' })).toBeEnabled();
  });

  it('offers SPEC.md event types and durations, defaulting to other', async () => {
    const { user } = setup();
    await user.selectOptions(venueSelect(), 'Open Area');
    const eventType = screen.getByRole('combobox', { name: 'Event Type' });
    expect(eventType).toHaveValue('other');
    expect(within(eventType).getAllByRole('option')).toHaveLength(11);
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select duration', 'Half Day (4 hours)', 'Full Day (8 hours)', 'Multiple Days']);
  });

  it('shows booked and blocked days from the API as unavailable in the calendar', async () => {
    const { user } = setup({
      bookings: [
        { _id: 'b1', venue: 'Open Air Arena', eventDate: '2026-03-20', duration: 2, status: 'confirmed' },
        {
          _id: 'b2',
          venue: 'Open Air Arena',
          eventDate: '2026-03-25',
          duration: 1,
          status: 'confirmed',
          isAdminBlock: true,
        },
      ],
    });
    await user.selectOptions(venueSelect(), 'Open Air Arena');
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await findDialog({ name: 'Choose a date' });
    expect(await within(dialog).findByRole('button', { name: 'March 21, 2026, booked' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'March 20, 2026, booked' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'March 25, 2026, admin blocked' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'March 22, 2026, available' })).toBeEnabled();
  });

  it('warns and clears the date when the availability check says it is blocked', async () => {
    const { user } = setup({
      venueAvailability: { isAvailable: false, reason: 'blocked', message: 'Blocked.' },
    });
    await user.selectOptions(venueSelect(), 'Open Air Arena');
    await pickDate(user, 'March 20, 2026');
    expect(await screen.findByText(MESSAGES.dateBlocked)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Event Date' })).toHaveValue('');
  });

  it('clears the date and stall when the venue changes', async () => {
    const { user } = setup();
    await user.selectOptions(venueSelect(), 'Open Air Arena');
    await pickDate(user, 'March 20, 2026');
    await user.selectOptions(venueSelect(), 'Open Area');
    expect(screen.getByRole('textbox', { name: 'Event Date' })).toHaveValue('');
  });

  it('asks for a stall when renting one, and hides guests', async () => {
    const { user } = setup({ bookedStalls: ['A1', 'A2'] });
    await user.selectOptions(venueSelect(), 'Vendor Stalls');
    expect(screen.queryByRole('spinbutton', { name: 'Expected Guests' })).not.toBeInTheDocument();
    await fillContact(user);
    await pickDate(user, 'March 20, 2026');
    expect(screen.getByRole('textbox', { name: 'Rental Start Date' })).toHaveValue('March 20, 2026');
    await user.click(submitButton());
    await expectAlert('Please select a vendor stall.');

    await user.click(screen.getByRole('button', { name: 'Choose a Stall' }));
    const dialog = await findDialog({ name: 'Choose a vendor stall' });
    expect(within(dialog).getByRole('button', { name: 'Stall A1, booked' })).toBeDisabled();
    expect(within(dialog).getAllByRole('button', { name: /^Stall [A-F]\d+, / })).toHaveLength(100);
    await user.click(within(dialog).getByRole('button', { name: 'Stall B3, available' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('B3')).toBeInTheDocument();
    expect(screen.getByText('Available Stalls 98 / 100')).toBeInTheDocument();
  });

  it('disables submit as No Stalls Available, with the warning, when every stall is rented', async () => {
    const all = ['A', 'B', 'C', 'D', 'E', 'F'].flatMap((block, index) =>
      Array.from({ length: [16, 24, 20, 16, 12, 12][index]! }, (_, n) => `${block}${n + 1}`),
    );
    const { user } = setup({ bookedStalls: all });
    await user.selectOptions(venueSelect(), 'Vendor Stalls');
    const button = await screen.findByRole('button', { name: 'No Stalls Available' });
    expect(button).toBeDisabled();
    expect(screen.getByText(MESSAGES.noStalls)).toBeInTheDocument();
  });

  it('clears the date with the no-stalls warning when the chosen date has no free stall', async () => {
    const { user } = setup({ stallAvailability: { totalStalls: 100, availableStalls: 0, isAvailable: false } });
    await user.selectOptions(venueSelect(), 'Vendor Stalls');
    await pickDate(user, 'March 20, 2026');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rental Start Date' })).toHaveValue(''));
    expect(screen.getAllByText(MESSAGES.noStalls).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('button', { name: 'No Stalls Available' })).toBeDisabled();
  });

  it('marks limited stall availability (10 or fewer) with the warning colour', async () => {
    const { user } = setup({ stallAvailability: { totalStalls: 100, availableStalls: 7, isAvailable: true } });
    await user.selectOptions(venueSelect(), 'Vendor Stalls');
    await pickDate(user, 'March 20, 2026');
    expect(await screen.findByText(/Available Stalls 7 \/ 100/)).toHaveClass('stall-count--limited');
  });

  it('sends the booking, shows the success toast with the id and resets the form', async () => {
    const { user, requests } = setup({ create: { status: 201, body: { _id: 'bk-42', message: 'ok' } } });
    await user.selectOptions(venueSelect(), 'Open Air Arena');
    await fillContact(user);
    await pickDate(user, 'March 20, 2026');
    await user.type(screen.getByRole('spinbutton', { name: 'Expected Guests' }), '500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event Type' }), 'wedding');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), 'multi-day');
    await user.click(submitButton());

    expect(
      await screen.findByText(
        'Booking request submitted successfully! Booking ID: bk-42. We will contact you within 24 hours regarding your Open Air Arena booking.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      venue: 'Open Air Arena',
      eventType: 'wedding',
      eventDate: '2026-03-20',
      duration: 3,
      customer: { name: 'Nadeesha Perera', email: 'nadeesha@example.lk', phone: '+94 77 123 4567' },
      guests: 500,
      specialRequirements: '',
      notes: '',
    });
    expect(venueSelect()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Event Date' })).toHaveValue('');
  });

  it('sends a stall rental with its stall and shows the stall variant of the toast', async () => {
    const { user, requests } = setup({ create: { status: 201, body: { _id: 'bk-7' } } });
    await user.selectOptions(venueSelect(), 'Vendor Stalls');
    await fillContact(user);
    await pickDate(user, 'March 20, 2026');
    await user.click(screen.getByRole('button', { name: 'Choose a Stall' }));
    await user.click(await screen.findByRole('button', { name: 'Stall C4, available' }));
    await user.click(await submitButtonAfterDialog());
    expect(
      await screen.findByText(
        'Stall rental request submitted successfully! Booking ID: bk-7. We will contact you within 24 hours regarding your Vendor Stalls rental.',
      ),
    ).toBeInTheDocument();
    expect(
      requests.find((request) => request.method === 'POST' && request.url === '/api/bookings')?.body,
    ).toMatchObject({
      venue: 'Vendor Stalls',
      eventType: 'vendor stall rental',
      duration: 1,
      stallInfo: { stallId: 'C4', block: 'C', stallNumber: 4, blockName: 'Block C' },
      holdToken: 'h'.repeat(43),
    });
  });

  it('holds the chosen stall, shows stalls others hold, and offers a fresh choice when the hold ran out', async () => {
    const expired = 'Your 10-minute hold on stall C4 has run out, and nothing was booked. Please choose a stall again.';
    const { user, requests } = setup({
      heldStalls: ['C5'],
      create: { status: 409, body: { statusCode: 409, message: expired, code: 'HOLD_EXPIRED' } },
    });
    await user.selectOptions(venueSelect(), 'Vendor Stalls');
    await fillContact(user);
    await pickDate(user, 'March 20, 2026');
    await user.click(screen.getByRole('button', { name: 'Choose a Stall' }));
    expect(await screen.findByRole('button', { name: 'Stall C5, held by another visitor' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Stall C4, available' }));
    expect(requests.find((r) => r.url === '/api/bookings/vendor-stalls/holds' && r.method === 'POST')?.body).toEqual({
      stallId: 'C4',
    });
    expect(await screen.findByText(/held for you until 2:40 PM/)).toBeVisible();

    await user.click(await submitButtonAfterDialog());
    await expectToast(`Booking failed: ${expired}`);
    expect(await findDialog({ name: 'Choose a vendor stall' })).toBeVisible();
    expect(screen.getByText('No stall selected')).toBeInTheDocument();
  });

  it('keeps the plan open and says so when another visitor holds the stall first', async () => {
    const held = 'Stall C4 is being held by another visitor for a few minutes. Please choose another stall.';
    const { user } = setup({ hold: { status: 409, body: { statusCode: 409, message: held, code: 'STALL_HELD' } } });
    await user.selectOptions(venueSelect(), 'Vendor Stalls');
    await fillContact(user);
    await pickDate(user, 'March 20, 2026');
    await user.click(screen.getByRole('button', { name: 'Choose a Stall' }));
    await user.click(await screen.findByRole('button', { name: 'Stall C4, available' }));
    await expectToast(held);
    expect(screen.getByRole('dialog', { name: 'Choose a vendor stall' })).toBeVisible();
  });

  it('tells a Sinhala visitor in Sinhala, by the refusal code, that another visitor holds the stall', async () => {
    const held = 'Stall C4 is being held by another visitor for a few minutes. Please choose another stall.';
    fakeApi({ hold: { status: 409, body: { statusCode: 409, message: held, code: 'STALL_HELD' } } });
    const user = userEvent.setup({ delay: null });
    await act(async () => {
      renderWithProviders(<BookingForm />, { language: 'si' });
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'ස්ථානය' }), 'Vendor Stalls');
    await user.click(screen.getByRole('button', { name: 'කුටියක් තෝරන්න' }));
    await user.click(await screen.findByRole('button', { name: 'කුටිය C4, ලබා ගත හැක' }));
    await expectToast('කුටිය C4 වෙනත් අමුත්තෙකු මිනිත්තු කිහිපයකට රඳවාගෙන ඇත. කරුණාකර වෙනත් කුටියක් තෝරන්න.');
    expect(screen.getByRole('dialog', { name: 'වෙළඳ කුටියක් තෝරන්න' })).toBeVisible();
  });

  it("shows the server's message when the booking fails", async () => {
    const { user } = setup({
      create: {
        status: 409,
        body: { statusCode: 409, message: 'This date is already booked. Please select a different date.' },
      },
    });
    await user.selectOptions(venueSelect(), 'Open Area');
    await fillContact(user);
    await pickDate(user, 'March 20, 2026');
    await user.type(screen.getByRole('spinbutton', { name: 'Expected Guests' }), '80');
    await user.click(submitButton());
    expect(
      await screen.findByText('Booking failed: This date is already booked. Please select a different date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Nadeesha Perera');
  });

  it('shows the connection error when the server cannot be reached', async () => {
    const { user } = setup({ create: 'network' });
    await user.selectOptions(venueSelect(), 'Open Area');
    await fillContact(user);
    await pickDate(user, 'March 20, 2026');
    await user.type(screen.getByRole('spinbutton', { name: 'Expected Guests' }), '80');
    await user.click(submitButton());
    expect(
      await screen.findByText('Connection error. Please check if the server is running and try again.'),
    ).toBeInTheDocument();
  });

  it('disables submit while the request is on its way', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { user } = setup();
    server.use(
      http.post('/api/bookings', async ({ response }) => {
        await answered;
        return response.untyped(fakeAnswer({ status: 201, body: { _id: 'bk-9' } }));
      }),
    );
    await user.selectOptions(venueSelect(), 'Open Area');
    await fillContact(user);
    await pickDate(user, 'March 20, 2026');
    await user.type(screen.getByRole('spinbutton', { name: 'Expected Guests' }), '80');
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await act(async () => {
      release();
    });
    expect(await screen.findByText(/Booking ID: bk-9/)).toBeInTheDocument();
  });

  it('asks in Tamil when Tamil is chosen: labels, SPEC.md errors, the calendar legend and a price in LKR', async () => {
    fakeApi();
    const user = userEvent.setup({ delay: null });
    await act(async () => {
      renderWithProviders(<BookingForm />, { language: 'ta' });
    });
    const venue = await screen.findByRole('combobox', { name: 'இடம்' });
    await user.click(screen.getByRole('button', { name: 'முன்பதிவுக் கோரிக்கையை அனுப்பு' }));
    await expectAlert('தயவுசெய்து இடத்தைத் தேர்ந்தெடுங்கள்.');
    await user.selectOptions(venue, 'Open Area');
    expect(screen.getByRole('option', { name: 'திறந்த வெளி (Open Area)' })).toBeInTheDocument();
    expect(screen.getByText(/மதிப்பிடப்பட்ட வாடகை: 1 நாளுக்கு LKR 150,000/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'நாட்காட்டியைத் திறக்கவும்' }));
    const dialog = await findDialog({ name: 'திகதியைத் தேர்ந்தெடுங்கள்' });
    expect(within(dialog).getByRole('list', { name: 'குறியீடுகள்' })).toHaveTextContent('நிர்வாகம் தடுத்தது');
    expect(within(dialog).getByRole('button', { name: /^20 மார்ச்,? 2026, கிடைக்கும்$/ })).toBeEnabled();
  });
});
