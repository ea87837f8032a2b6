import { findDialog } from '@/test/dialogs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, server } from '@/test/msw/server';
import { BookingsTab } from './BookingsTab';
import {
  type FakeStaffApi,
  fakeStaffApi,
  newBooking,
  NOW,
  renderTab,
} from '@/features/admin/testing/bookings-test-utils';
import { newAdmin } from '@/features/admin/testing/staff-test-utils';
import { newEntry, newInvoiceAccount } from '@/features/admin/testing/money-test-utils';
import { expectToast } from '@/test/toasts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.setItem('adminToken', 'token');
});

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  localStorage.clear();
});

const customer = { name: 'Dilani Fernando', email: 'dilani@example.lk', phone: '+94 71 234 5678' };

/** An approved wedding with half of its invoice paid, an admin block the same week, and who is signed in. */
function approvedPark(role: 'admin' | 'moderator' = 'admin', cancel?: FakeStaffApi['cancel']) {
  const wedding = newBooking({ venue: 'Open Air Arena', status: 'confirmed', totalAmount: 150_000, customer });
  const block = newBooking({
    venue: 'Open Air Arena',
    status: 'confirmed',
    isAdminBlock: true,
    totalAmount: 0,
    customer: { name: 'Admin Block', email: 'staff@example.lk', phone: 'N/A' },
  });
  const requests = fakeStaffApi({ bookings: [wedding, block], cancel });
  server.use(
    http.get('/api/admin/profile', ({ response }) => response(200).json({ admin: newAdmin({ role }) })),
    http.get('/api/bookings/admin/{id}/account', ({ params, response }) =>
      response(200).json(
        newInvoiceAccount(params.id, { paid: 75_000, balance: 75_000, status: 'part paid' }, [newEntry()]),
      ),
    ),
  );
  return { wedding, requests };
}

const cancellations = (requests: ReturnType<typeof fakeStaffApi>) =>
  requests.filter((request) => request.url.endsWith('/cancellation'));

describe('cancelling an approved booking', { timeout: 20_000 }, () => {
  it('asks an admin for the reason and what is kept, then cancels and refreshes the lists', async () => {
    const { wedding, requests } = approvedPark();
    const user = userEvent.setup();
    renderTab(<BookingsTab />, '/admin/dashboard?list=approved');

    const card = await screen.findByRole('article', { name: /Dilani Fernando/ });
    const blockCard = screen.getByRole('article', { name: /Admin Block/ });
    expect(within(blockCard).queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    await user.click(await within(card).findByRole('button', { name: 'Cancel Booking' }));

    const dialog = await findDialog({ name: 'Cancel Booking' });
    expect(dialog).toHaveTextContent('Open Air Arena');
    const kept = await within(dialog).findByLabelText('Keep as a cancellation charge (LKR)');
    expect(kept).toHaveValue('0');
    expect(dialog).toHaveTextContent('Paid: LKR 75,000');
    expect(dialog).toHaveTextContent('To refund to the customer: LKR 75,000');

    // The reason is required: nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give the reason for the cancellation');

    // More than was paid cannot be kept.
    await user.type(within(dialog).getByLabelText('Reason for cancellation'), 'The family asked to cancel.');
    await user.clear(kept);
    await user.type(kept, '80000');
    expect(dialog).toHaveTextContent('At most LKR 75,000 can be kept.');
    expect(kept).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The park can keep at most what was paid, LKR 75,000');
    expect(cancellations(requests)).toHaveLength(0);

    await user.clear(kept);
    await user.type(kept, '25,000');
    expect(dialog).toHaveTextContent('To refund to the customer: LKR 50,000');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));

    await expectToast('Booking cancelled. Credit note CRN-2027-00001 e-mailed.');
    const sent = cancellations(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`/api/bookings/admin/${wedding._id}/cancellation`);
    expect(sent[0]!.body).toEqual({ reason: 'The family asked to cancel.', kept: 25_000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Booking' })).not.toBeInTheDocument());
    // The lists reload: the wedding has left Approved Events.
    await waitFor(() => expect(screen.queryByRole('article', { name: /Dilani Fernando/ })).not.toBeInTheDocument());
  });

  it('shows the server’s refusal in the form and keeps it open', async () => {
    const requests = approvedPark('admin', {
      status: 409,
      body: { statusCode: 409, code: 'KEPT_TOO_LARGE', message: 'Only LKR 60,000 was paid: keep at most that.' },
    }).requests;
    const user = userEvent.setup();
    renderTab(<BookingsTab />, '/admin/dashboard?list=approved');

    const card = await screen.findByRole('article', { name: /Dilani Fernando/ });
    await user.click(await within(card).findByRole('button', { name: 'Cancel Booking' }));
    const dialog = await findDialog({ name: 'Cancel Booking' });
    await user.type(within(dialog).getByLabelText('Reason for cancellation'), 'Venue flooded.');
    await within(dialog).findByLabelText('Keep as a cancellation charge (LKR)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only LKR 60,000 was paid: keep at most that.');
    expect(cancellations(requests)).toHaveLength(1);
    expect(dialog).toBeInTheDocument();
  });

  it('is not offered to a moderator', async () => {
    approvedPark('moderator');
    renderTab(<BookingsTab />, '/admin/dashboard?list=approved');

    const card = await screen.findByRole('article', { name: /Dilani Fernando/ });
    expect(within(card).getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('region', { name: 'Payments' })).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it('marks a booking cancelled after approval and gives its reason', async () => {
    fakeStaffApi({
      bookings: [
        newBooking({
          status: 'cancelled',
          cancelledAfterApproval: true,
          rejectionReason: 'The family asked to cancel.',
          customer,
        }),
      ],
    });
    server.use(
      http.get('/api/bookings/admin/{id}/account', ({ params, response }) =>
        response(200).json(newInvoiceAccount(params.id)),
      ),
    );
    renderTab(<BookingsTab />, '/admin/dashboard?list=rejected');

    const card = await screen.findByRole('article', { name: /Dilani Fernando/ });
    expect(card).toHaveTextContent('Cancelled after approval');
    expect(card).toHaveTextContent('Reason for cancellation');
    // Its invoice is closed: it cannot be reopened, only deleted once its money is settled.
    expect(within(card).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // Its invoice, closed by the credit note, stays on the card.
    expect(await within(card).findByRole('region', { name: 'Payments' })).toBeInTheDocument();
  });
});
