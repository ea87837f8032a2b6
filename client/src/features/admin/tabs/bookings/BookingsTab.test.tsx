import { findDialog } from '@/test/dialogs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@kandy-park/domain';
import { parkToday } from '@/lib/park-time';
import { GROUPS } from './utils/booking-groups';
import { BookingsTab } from './BookingsTab';
import {
  fakeStaffApi,
  listCalls,
  newBooking,
  NOW,
  renderTab,
  TODAY,
} from '@/features/admin/testing/bookings-test-utils';
import { expectToast } from '@/test/toasts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.setItem('adminToken', 'token');
});

afterEach(() => {
  // Sonner keeps its toasts between renders: a toast of one test must not show in the next.
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A park with a booking in every list. */
function park() {
  return [
    newBooking({ customer: { name: 'Dilani Fernando', email: 'dilani@example.lk', phone: '+94 71 234 5678' } }),
    newBooking({ customer: { name: 'Kasun Bandara', email: 'kasun@example.lk', phone: '+94 72 441 7788' } }),
    newBooking({ venue: 'Open Air Arena', status: 'confirmed', totalAmount: 1_250_000 }),
    newBooking({
      venue: 'Open Air Arena',
      status: 'confirmed',
      isAdminBlock: true,
      customer: { name: 'Admin Block', email: 'staff@example.lk', phone: 'N/A' },
    }),
    newBooking({
      venue: 'Vendor Stalls',
      status: 'confirmed',
      eventType: 'vendor stall rental',
      stallInfo: { stallId: 'A3', block: 'A', blockName: 'Block A', stallNumber: 3 },
      totalAmount: 30_000,
    }),
    newBooking({ status: 'cancelled', rejectionReason: 'The lawn is being re-turfed that week.' }),
    newBooking({ status: 'completed', customer: { name: 'Nuwan Perera', email: 'n@example.lk', phone: '0812223344' } }),
    newBooking({
      status: 'confirmed',
      eventDate: addDays(TODAY, -5),
      customer: { name: 'Ruwani Senanayake', email: 'r@example.lk', phone: '0778804411' },
    }),
  ];
}

const card = (name: RegExp) => screen.getByRole('article', { name });

describe('the Bookings tab', { timeout: 20_000 }, () => {
  it('shows the header counts and the five lists by SPEC.md’s names, Pending first', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    renderTab(<BookingsTab />);

    const counts = await screen.findByRole('region', { name: 'Booking counts' });
    await waitFor(() => expect(within(counts).getByText('8')).toBeInTheDocument());
    const figures = within(counts)
      .getAllByText(/^(Total|Pending|Active Events|Vendor Stalls|Rejected|History)$/)
      .map((label) => `${label.textContent} ${label.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Total 8', 'Pending 2', 'Active Events 2', 'Vendor Stalls 1', 'Rejected 1', 'History 2']);

    const tabs = within(screen.getByRole('tablist', { name: 'Booking lists' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Pending2',
      'Approved Events2',
      'Vendor Stalls1',
      'Not Approved1',
      'Booking History2',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(listCalls(requests)[0]?.get('group')).toBe('pending');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(card(/Dilani Fernando/)).toBeInTheDocument();
  });

  it('asks the server for the chosen list and shows its cards', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingsTab />);
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('tab', { name: /^Vendor Stalls/ }));
    expect(screen.getByRole('tab', { name: /^Vendor Stalls/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(listCalls(requests).at(-1)?.get('group')).toBe('stalls'));
    const rental = await screen.findByRole('article', { name: /Vendor Stalls/ });
    expect(within(rental).getByText('A3 · Block A')).toBeInTheDocument();
    expect(within(rental).getByText('Monthly, ongoing')).toBeInTheDocument();
    expect(within(rental).getByRole('button', { name: 'Terminate Rental' })).toBeInTheDocument();
    expect(
      screen.getByText('These are ongoing monthly rentals. A rental stays here until it is terminated.'),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /^Approved Events/ }));
    await waitFor(() => expect(listCalls(requests).at(-1)?.get('group')).toBe('approved'));
    const block = await screen.findByRole('article', { name: /Admin Block/ });
    expect(within(block).getByText('Blocked')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Remove Block' })).toBeInTheDocument();
  });

  it('opens the list named in the address, and shows each card’s facts', async () => {
    fakeStaffApi({ bookings: park() });
    renderTab(<BookingsTab />, '/admin/dashboard?list=approved');
    const event = await screen.findByRole('article', { name: /Open Air Arena Customer/ });
    expect(screen.getByRole('tab', { name: /^Approved Events/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(event).getByText('Approved')).toBeInTheDocument();
    expect(within(event).getByText('Wedding')).toBeInTheDocument();
    expect(within(event).getByText('March 20, 2027')).toBeInTheDocument();
    expect(within(event).getByText('1 day')).toBeInTheDocument();
    expect(within(event).getByText('LKR 1,250,000')).toBeInTheDocument();
    expect(within(event).getByText('150')).toBeInTheDocument();
    expect(within(event).getByRole('link', { name: /customer\d+@example\.lk/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:customer\d+@example\.lk$/),
    );
    expect(within(event).getByRole('link', { name: '+94 71 234 5678' })).toHaveAttribute('href', 'tel:+94712345678');
    expect(within(event).getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
  });

  it('labels each history card: Completed, or Event Date Passed', async () => {
    fakeStaffApi({ bookings: park() });
    renderTab(<BookingsTab />, '/admin/dashboard?list=history');
    expect(within(await screen.findByRole('article', { name: /Nuwan Perera/ })).getByText('Completed')).toBeVisible();
    expect(within(card(/Ruwani Senanayake/)).getByText('Event Date Passed')).toBeVisible();
    expect(
      screen.getByText('Bookings appear here after their event date passes or when they are marked completed.'),
    ).toBeVisible();
  });

  it.each(GROUPS.map((group) => [group.label, group.id, group.emptyTitle, group.emptyText]))(
    'says what %s means when it is empty',
    async (_label, id, title, text) => {
      fakeStaffApi({ bookings: [] });
      renderTab(<BookingsTab />, `/admin/dashboard?list=${id}`);
      expect(await screen.findByText(title)).toBeVisible();
      expect(screen.getByText(text)).toBeVisible();
    },
  );

  it('terminates a stall rental on the last day staff choose, today by default', async () => {
    const today = parkToday();
    const requests = fakeStaffApi({
      bookings: [
        newBooking({
          venue: 'Vendor Stalls',
          status: 'confirmed',
          eventType: 'vendor stall rental',
          eventDate: addDays(today, -40),
          stallInfo: { stallId: 'B2', block: 'B', blockName: 'Block B', stallNumber: 2 },
          totalAmount: 30_000,
          customer: { name: 'Chamari Perera', email: 'chamari@example.lk', phone: '0771234567' },
        }),
      ],
    });
    const user = userEvent.setup();
    renderTab(<BookingsTab />, '/admin/dashboard?list=stalls');
    const rental = await screen.findByRole('article', { name: /Chamari Perera/ });
    await user.click(within(rental).getByRole('button', { name: 'Terminate Rental' }));
    const dialog = await findDialog({ name: 'Terminate rental?' });
    const lastDay = within(dialog).getByLabelText('Last day of the rental');
    expect(lastDay).toHaveValue(today);
    expect(within(dialog).getByText(/due on or before this day is owed in full/)).toBeInTheDocument();
    await user.clear(lastDay);
    await user.type(lastDay, addDays(today, -5));
    await user.click(within(dialog).getByRole('button', { name: 'Terminate Rental' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        status: 'completed',
        lastDay: addDays(today, -5),
      }),
    );
  });

  it('approves a request and moves it out of Pending', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingsTab />);
    await user.click(
      within(await screen.findByRole('article', { name: /Dilani/ })).getByRole('button', { name: 'Approve' }),
    );
    await expectToast('Booking approved. Confirmation email sent to customer.');
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ status: 'confirmed' });
    await waitFor(() => expect(screen.queryByRole('article', { name: /Dilani/ })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /^Approved Events/ })).toHaveTextContent('Approved Events3');
  });

  it('rejects through the Reject Booking modal, sending the reason given', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingsTab />);
    await user.click(
      within(await screen.findByRole('article', { name: /Kasun/ })).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await findDialog({ name: 'Reject Booking' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for rejection (optional)' }),
      'The arena is closed for maintenance.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject Booking' }));
    await expectToast('Booking rejected. Notification email sent to customer.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      status: 'cancelled',
      rejectionReason: 'The arena is closed for maintenance.',
    });
  });

  it('rejects the chosen pending requests together with one reason, after one confirmation', async () => {
    const third = newBooking({
      venue: 'Vendor Stalls',
      eventType: 'vendor stall rental',
      stallInfo: { stallId: 'B2', block: 'B', blockName: 'Block B', stallNumber: 2 },
      customer: { name: 'Chamari Silva', email: 'chamari@example.lk', phone: '+94 70 111 2233' },
    });
    const requests = fakeStaffApi({ bookings: [...park(), third] });
    const user = userEvent.setup();
    renderTab(<BookingsTab />);
    const rejectSelected = await screen.findByRole('button', { name: 'Reject selected' });
    expect(rejectSelected).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /^Select the request of Kasun Bandara/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Select the request of Chamari Silva/ }));
    expect(screen.getByText('(2 selected)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Select all on this page/ })).toBePartiallyChecked();
    await user.click(rejectSelected);

    const dialog = await findDialog({ name: 'Reject Selected Bookings' });
    const listed = within(within(dialog).getByRole('list', { name: 'Bookings to reject' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Kasun Bandara/),
      expect.stringMatching(/^Chamari SilvaStall B2/),
    ]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for rejection (optional)' }),
      'The park is closed that month.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 Bookings' }));
    await expectToast('2 bookings rejected. Notification emails sent to customers.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { ids: [expect.any(String), third._id], rejectionReason: 'The park is closed that month.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: /Kasun/ })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: /Dilani/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Not Approved/ })).toHaveTextContent('Not Approved3');
  });

  it('says which of the chosen requests could not be rejected, and why', async () => {
    const bookings = park();
    fakeStaffApi({ bookings });
    const user = userEvent.setup();
    renderTab(<BookingsTab />);
    await user.click(await screen.findByRole('checkbox', { name: /Select all on this page/ }));
    expect(screen.getByText('(2 selected)')).toBeInTheDocument();
    // Meanwhile another desk approved Dilani's request.
    bookings[0]!.status = 'confirmed';
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await findDialog({ name: 'Reject Selected Bookings' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 Bookings' }));
    await expectToast('1 booking rejected; 1 booking could not be rejected. Dilani Fernando: It is no longer pending.');
  });

  it('leaves the reason out when none is given', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingsTab />);
    await user.click(
      within(await screen.findByRole('article', { name: /Kasun/ })).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await findDialog({ name: 'Reject Booking' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for rejection (optional)' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Booking' }));
    await screen.findByText('Booking rejected. Notification email sent to customer.');
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'cancelled' });
  });

  it('shows the server’s reason when it refuses an approval', async () => {
    const overlap = 'This date is already booked. Please select a different date.';
    fakeStaffApi({ bookings: park(), statusChange: { status: 409, body: { statusCode: 409, message: overlap } } });
    const user = userEvent.setup();
    renderTab(<BookingsTab />);
    const dilani = await screen.findByRole('article', { name: /Dilani/ });
    await user.click(within(dilani).getByRole('button', { name: 'Approve' }));
    await expectToast(`Failed to update booking status: ${overlap}`);
    expect(within(dilani).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('says when the server cannot be reached', async () => {
    fakeStaffApi({ bookings: park(), statusChange: 'network' });
    const user = userEvent.setup();
    renderTab(<BookingsTab />);
    await user.click(
      within(await screen.findByRole('article', { name: /Dilani/ })).getByRole('button', { name: 'Approve' }),
    );
    await expectToast(/^Error updating booking status/);
  });

  it('deletes a rejected booking only after the prompt, then reopens another', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingsTab />, '/admin/dashboard?list=rejected');
    const rejected = await screen.findByRole('article', { name: /Open Area/ });
    expect(within(rejected).getByText('The lawn is being re-turfed that week.')).toBeVisible();
    await user.click(within(rejected).getByRole('button', { name: 'Delete' }));
    const prompt = await findDialog({ name: 'Delete Booking' });
    expect(prompt).toHaveTextContent('This action cannot be undone.');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(rejected).getByRole('button', { name: 'Delete' }));
    await user.click(within(await findDialog({ name: 'Delete Booking' })).getByRole('button', { name: 'Delete' }));
    await expectToast('Booking deleted successfully');
    expect(await screen.findByText('No rejected bookings.')).toBeVisible();
  });

  it('tells a request the customer cancelled from one staff rejected', async () => {
    fakeStaffApi({
      bookings: [
        ...park(),
        newBooking({
          status: 'cancelled',
          cancelledByCustomer: true,
          customer: { name: 'Tharindu Silva', email: 't@example.lk', phone: '0771112233' },
        }),
      ],
    });
    renderTab(<BookingsTab />, '/admin/dashboard?list=rejected');
    const byCustomer = await screen.findByRole('article', { name: /Tharindu Silva/ });
    expect(within(byCustomer).getByText('Cancelled by customer')).toBeVisible();
    expect(within(card(/Open Area.*Customer/)).queryByText('Cancelled by customer')).toBeNull();
  });

  it('searches a moment after typing stops, from page 1', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingsTab />);
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), '441 7788');
    await waitFor(() => expect(listCalls(requests).at(-1)?.get('q')).toBe('441 7788'));
    expect(listCalls(requests).filter((query) => query.get('q')).length).toBe(1);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card(/Kasun/)).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Venue' }), 'Open Air Arena');
    expect(await screen.findByText('No bookings match your search.')).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('moves between the lists with the arrow keys', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const user = userEvent.setup();
    renderTab(<BookingsTab />);
    await screen.findAllByRole('article');
    screen.getByRole('tab', { name: /^Pending/ }).focus();
    // Radix moves the focus in a timer, and the list chosen lands in the address in a transition.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Approved Events/ })).toHaveFocus());
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Approved Events/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Booking History/ })).toHaveFocus());
    await waitFor(() => expect(listCalls(requests).at(-1)?.get('group')).toBe('history'));
  });

  it('exports every matching booking of the list, a large page at a time, as CSV', async () => {
    const requests = fakeStaffApi({ bookings: park() });
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the file the tab offers instead.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderTab(<BookingsTab />, '/admin/dashboard?list=approved');
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Venue' }), 'Open Air Arena');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await expectToast('Exported 2 bookings.');

    const exportCall = listCalls(requests).find((query) => query.get('pageSize') === '500');
    expect(Object.fromEntries(exportCall!)).toEqual({
      group: 'approved',
      venue: 'Open Air Arena',
      page: '1',
      pageSize: '500',
    });
    expect(click.mock.contexts[0]).toHaveProperty('download', `bookings-approved-${TODAY}.csv`);
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Booking ID","Venue","Status","Event type","Date","Duration (days)","Stall","Customer","Email","Phone","Guests","Amount (LKR)","Notes","Requested on"',
    );
    expect(lines).toHaveLength(3);
    // Numbers bare, so a spreadsheet sums the amounts.
    expect(lines[1]).toContain('"Open Air Arena","Approved","Wedding","2027-03-20",1,');
    expect(lines[1]).toMatch(/,1250000,/);
    expect(lines[2]).toContain('"Blocked"');
    click.mockRestore();
  });
});
