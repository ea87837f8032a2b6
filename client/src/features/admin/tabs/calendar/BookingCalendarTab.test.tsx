import { findDialog } from '@/test/dialogs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_EVENT } from '@/lib/api';
import { fakeStaffApi, fakeToken, newBooking, NOW, renderTab } from '@/features/admin/testing/bookings-test-utils';
import { BookingCalendarTab } from './BookingCalendarTab';
import { expectToast } from '@/test/toasts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.setItem('adminToken', fakeToken());
});

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Today is March 10, 2027 in these tests. */
function park() {
  return [
    newBooking({ venue: 'Open Air Arena', status: 'confirmed', eventDate: '2027-03-12', duration: 3 }),
    newBooking({ venue: 'Open Area', status: 'confirmed', eventDate: '2027-03-13' }),
    newBooking({
      venue: 'Conference Hall',
      status: 'confirmed',
      eventDate: '2027-03-20',
      isAdminBlock: true,
      customer: { name: 'Admin Block', email: 'staff@example.lk', phone: 'N/A' },
    }),
    newBooking({ venue: 'Open Area', status: 'confirmed', eventDate: '2027-04-02' }),
    newBooking({ venue: 'Open Area', status: 'confirmed', eventDate: '2027-03-02' }),
    newBooking({ venue: 'Open Area', status: 'pending', eventDate: '2027-03-25' }),
  ];
}

async function openBlockDate(user: ReturnType<typeof userEvent.setup>, day: RegExp) {
  await user.click(await screen.findByRole('button', { name: day }));
  return findDialog({ name: 'Block Date' });
}

describe('the Booking Calendar tab', { timeout: 20_000 }, () => {
  it('shows the month with the venue codes of booked and blocked days, and the stat cards', async () => {
    fakeStaffApi({ bookings: park() });
    renderTab(<BookingCalendarTab />);
    expect(screen.getByRole('heading', { name: 'March 2027' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', {
        name: '13 OAR OA, March 13, 2027, booked: Open Air Arena booked, Open Area booked',
      }),
    ).toBeEnabled();
    // A taken day's name starts with the words its cell shows (WCAG 2.5.3, label in name).
    expect(
      screen.getByRole('button', { name: '14 OAR, March 14, 2027, booked: Open Air Arena booked' }),
    ).toHaveTextContent(/^14 OAR$/);
    expect(
      screen.getByRole('button', { name: '20 CH, March 20, 2027, blocked: Conference Hall blocked' }),
    ).toHaveTextContent(/^20 CH$/);
    expect(screen.getByRole('button', { name: 'March 10, 2027, today, available' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'March 25, 2027, available' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '2 OA, March 2, 2027, past date: Open Area booked' })).toBeDisabled();

    for (const text of ['Available', 'Booked', 'Past Date']) expect(screen.getByText(text)).toBeInTheDocument();
    const codes = screen.getByRole('group', { name: 'Venue codes' });
    expect(
      within(codes)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`),
    ).toEqual([
      'OAR Open Air Arena',
      'OA Open Area',
      'CH Conference Hall',
      'BH Banquet Hall',
      'AUD Auditorium',
      'VS Vendor Stalls',
    ]);

    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    // March: the 2nd (passed), 12–14 and the block on the 20th; April: the 2nd.
    await waitFor(() => expect(value('This Month')).toBe('5'));
    expect(value('Next Month')).toBe('1');
    await waitFor(() => expect(value('Admin Blocks')).toBe('1'));
  });

  it('moves between months', async () => {
    fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingCalendarTab />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2027' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '2 OA, April 2, 2027, booked: Open Area booked' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'March 2027' })).toBeInTheDocument();
  });

  it('asks for a venue before blocking', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingCalendarTab />);
    const dialog = await openBlockDate(user, /^March 25, 2027/);
    expect(within(dialog).getByRole('textbox', { name: 'Date' })).toHaveValue('March 25, 2027');
    expect(within(dialog).getByRole('textbox', { name: 'Duration' })).toHaveValue('1 day');
    expect(within(dialog).getByRole('textbox', { name: 'Type' })).toHaveValue('Admin Block');
    await user.click(within(dialog).getByRole('button', { name: 'Block Date' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Please select a venue$/);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('offers only the venues still free that day', async () => {
    fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingCalendarTab />);
    const dialog = await openBlockDate(user, /^13 OAR OA, March 13, 2027/);
    const venue = within(dialog).getByRole('combobox', { name: 'Venue' });
    expect(within(venue).getByRole('option', { name: 'Open Air Arena (OAR) · already booked' })).toBeDisabled();
    expect(within(venue).getByRole('option', { name: 'Banquet Hall (BH)' })).toBeEnabled();
  });

  it('says so when no token is held', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingCalendarTab />);
    const dialog = await openBlockDate(user, /^March 25, 2027/);
    localStorage.removeItem('adminToken');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Venue' }), 'Banquet Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Block Date' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Error blocking date: No admin token found. Please log in again.',
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('removes an expired token and says it has expired', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingCalendarTab />);
    const dialog = await openBlockDate(user, /^March 25, 2027/);
    localStorage.setItem('adminToken', fakeToken(-60));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Venue' }), 'Banquet Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Block Date' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Error blocking date: Token has expired. Please log in again.',
    );
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('checks the connection first and says when the server is not there', async () => {
    const requests = fakeStaffApi({ bookings: park(), blockTest: 'network' });
    const user = userEvent.setup();
    renderTab(<BookingCalendarTab />);
    const dialog = await openBlockDate(user, /^March 25, 2027/);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Venue' }), 'Banquet Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Block Date' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error blocking date: Server connection failed. Please check if the backend is running.',
    );
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/bookings/admin-block-test',
    ]);
  });

  it('shows the status and the server’s message when the block is refused', async () => {
    const message = 'This date is already booked. Please select a different date.';
    fakeStaffApi({ bookings: park(), block: { status: 409, body: { statusCode: 409, message } } });
    const user = userEvent.setup();
    renderTab(<BookingCalendarTab />);
    const dialog = await openBlockDate(user, /^March 25, 2027/);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Venue' }), 'Banquet Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Block Date' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Error blocking date: Server error: 409 - ${message}`,
    );
  });

  it('ends the session when the server refuses the token', async () => {
    fakeStaffApi({ bookings: park(), block: { status: 403, body: { statusCode: 403, message: 'Forbidden' } } });
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    const user = userEvent.setup();
    renderTab(<BookingCalendarTab />);
    const dialog = await openBlockDate(user, /^March 25, 2027/);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Venue' }), 'Banquet Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Block Date' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error blocking date: Authentication failed. Please log in again.',
    );
    await expectToast('Authentication failed. Please log in again.');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(ended).toHaveBeenCalled();
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });

  it('blocks the day: connection check, then the block, a toast, and the day shows as blocked', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingCalendarTab />);
    const dialog = await openBlockDate(user, /^March 25, 2027/);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Venue' }), 'Banquet Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Block Date' }));
    await expectToast('Date blocked successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual([
      '/api/bookings/admin-block-test',
      '/api/bookings/admin-block',
    ]);
    expect(posts[0]?.body).toEqual({ test: true });
    expect(posts[0]?.authorization).toBeNull();
    expect(posts[1]?.body).toEqual({
      venue: 'Banquet Hall',
      eventType: 'other',
      eventDate: '2027-03-25',
      duration: 1,
      notes: 'Admin blocked date',
      customer: { name: 'Admin Block', phone: 'N/A' },
      guests: 1,
      status: 'confirmed',
      totalAmount: 0,
    });
    expect(posts[1]?.authorization).toMatch(/^Bearer /);
    expect(
      await screen.findByRole('button', { name: '25 BH, March 25, 2027, blocked: Banquet Hall blocked' }),
    ).toHaveTextContent('BH');
  });
});
