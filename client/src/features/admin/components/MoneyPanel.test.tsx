import { findDialog } from '@/test/dialogs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, notFound, recordRequests, server } from '@/test/msw/server';
import { expectToast } from '@/test/toasts';
import type { BookingAccount } from '@/features/admin/api/money-api';
import { staffKeys } from '@/features/admin/api/staff-api';
import { MoneyPanel } from '@/features/admin/components/MoneyPanel';
import { newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';
import { newEntry, newInvoiceAccount } from '@/features/admin/testing/money-test-utils';

const BOOKING = 'bk-wedding';
const creditNote = {
  id: 'crn-1',
  kind: 'cancellation' as const,
  number: 'CRN-2027-00001',
  issuedOn: '2027-03-09',
  amount: 125_000,
  kept: 25_000,
  reason: 'The family asked to cancel.',
  issuedBy: 'Nimal Perera',
};

/** A wedding cancelled after LKR 75,000 was paid, the park keeping LKR 25,000: LKR 50,000 is owed back. */
function creditedAccount(): BookingAccount {
  return {
    ...newInvoiceAccount(
      BOOKING,
      { credited: 125_000, paid: 75_000, balance: -50_000, status: 'credited', nextDueOn: null, creditNote },
      [newEntry()],
    ),
    credit: { available: 50_000, targets: [] },
  };
}

function settledAccount(): BookingAccount {
  return newInvoiceAccount(
    BOOKING,
    { credited: 125_000, paid: 25_000, balance: 0, status: 'credited', nextDueOn: null, creditNote },
    [
      newEntry(),
      newEntry({
        id: 'rfd-1',
        kind: 'refund',
        receiptNumber: 'RFD-2027-00001',
        amount: -50_000,
        receivedOn: '2027-03-10',
        reference: 'BOC 88120',
        balanceAfter: 0,
      }),
    ],
  );
}

function fakeMoney(role: 'admin' | 'moderator', account: () => BookingAccount) {
  server.use(
    http.get('/api/admin/profile', ({ response }) => response(200).json({ admin: newAdmin({ role }) })),
    http.get('/api/bookings/admin/{id}/account', ({ response }) => response(200).json(account())),
    notFound,
  );
  return recordRequests();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-10T04:30:00Z'));
  localStorage.setItem('adminToken', 'token');
});

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  localStorage.clear();
});

const figure = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the money panel of a credited invoice', () => {
  it('shows the credit note, what was kept and what is to refund, in amber', async () => {
    fakeMoney('moderator', creditedAccount);
    const { queryClient } = renderStaff(
      <MoneyPanel bookingId={BOOKING} summary="Dilani Fernando · Open Air Arena · March 20, 2027" />,
    );

    const panel = await screen.findByRole('region', { name: 'Payments' });
    expect(panel).toHaveClass('money-panel--owed');
    expect(within(panel).getByText('Credited', { selector: '.money-status' })).toHaveClass('money--owed');
    expect(figure(panel, 'Invoiced')).toHaveTextContent('LKR 150,000');
    expect(figure(panel, 'Credited')).toHaveTextContent('LKR 125,000');
    expect(figure(panel, 'Paid')).toHaveTextContent('LKR 75,000');
    expect(figure(panel, 'Kept')).toHaveTextContent('LKR 25,000');
    expect(within(panel).getByText('To refund: LKR 50,000')).toHaveClass('money--owed');
    expect(panel).toHaveTextContent('Credit note CRN-2027-00001 issued March 9, 2027 by Nimal Perera');
    expect(panel).toHaveTextContent('The family asked to cancel.');
    expect(within(panel).getByRole('button', { name: 'Invoice INV-2027-00012' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Credit note CRN-2027-00001' })).toBeInTheDocument();
    // Nothing more is taken on a credited invoice; only admins record refunds.
    expect(within(panel).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(staffKeys.profile)).toBeDefined());
    expect(within(panel).queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument();
  });

  it('downloads the credit note’s PDF', async () => {
    const requests = fakeMoney('admin', creditedAccount);
    server.use(
      http.get('/api/bookings/admin/credit-notes/{creditNoteId}/pdf', ({ response }) =>
        response.untyped(new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
      ),
    );
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:credit-note');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const user = userEvent.setup();
      renderStaff(<MoneyPanel bookingId={BOOKING} summary="Dilani Fernando" />);

      const panel = await screen.findByRole('region', { name: 'Payments' });
      await user.click(within(panel).getByRole('button', { name: 'Credit note CRN-2027-00001' }));
      await waitFor(() => expect(saved).toEqual(['CRN-2027-00001.pdf']));
      expect(requests.map((request) => request.url)).toContain('/api/bookings/admin/credit-notes/crn-1/pdf');
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('lists a refund with its refund note, and reads settled once it is paid back', async () => {
    fakeMoney('admin', settledAccount);
    const user = userEvent.setup();
    renderStaff(<MoneyPanel bookingId={BOOKING} summary="Dilani Fernando" />);

    const panel = await screen.findByRole('region', { name: 'Payments' });
    expect(panel).toHaveClass('money-panel--paid');
    expect(panel).toHaveTextContent('Settled: nothing is owed either way.');
    await user.click(within(panel).getByText('1 payment, 1 refund'));
    const refund = within(panel).getByRole('button', { name: 'Download refund note RFD-2027-00001' }).closest('li')!;
    expect(refund).toHaveTextContent('March 10, 2027 · refund LKR 50,000 · Bank transfer (BOC 88120) · RFD-2027-00001');
    // A refund whose money came back (a returned transfer) can be reversed by an admin.
    expect(within(refund).getByRole('button', { name: /Reverse refund RFD-2027-00001/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument();
  });
});

describe('recording a refund', () => {
  it('starts at what is owed back, refuses more, and records the refund once', async () => {
    let account = creditedAccount();
    const requests = fakeMoney('admin', () => account);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/bookings/admin/{id}/refunds', async ({ request, response }) => {
        const body = await request.json();
        sent.push(body);
        account = settledAccount();
        return response(201).json({
          refund: account.entries[1]!,
          account,
          repeated: sent.length > 1,
          message: 'Refund of LKR 50,000 recorded: refund note RFD-2027-00001 is on its way to dilani@example.lk.',
        });
      }),
    );
    const user = userEvent.setup();
    renderStaff(<MoneyPanel bookingId={BOOKING} summary="Dilani Fernando · Open Air Arena · March 20, 2027" />);

    const panel = await screen.findByRole('region', { name: 'Payments' });
    await user.click(await within(panel).findByRole('button', { name: 'Record refund' }));
    const form = await findDialog({ name: 'Record refund' });
    expect(form).toHaveTextContent('Dilani Fernando · Open Air Arena');
    const amount = within(form).getByLabelText('Amount refunded (LKR)');
    expect(amount).toHaveValue('50000');
    expect(form).toHaveTextContent('Owed back: LKR 50,000');
    expect(within(form).getByLabelText('Date refunded')).toHaveValue('2027-03-10');
    expect(within(form).getByLabelText('Date refunded')).toHaveAttribute('max', '2027-03-10');

    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('At most LKR 50,000 is owed back to the customer.');
    expect(sent).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '50000');
    await user.type(within(form).getByLabelText(/Reference/), 'BOC 88120');
    await user.dblClick(within(form).getByRole('button', { name: 'Record refund' }));

    await expectToast(/Refund of LKR 50,000 recorded: refund note RFD-2027-00001/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record refund' })).not.toBeInTheDocument());
    const key = (sent[0] as { idempotencyKey: string }).idempotencyKey;
    expect(sent[0]).toEqual({
      amount: 50_000,
      refundedOn: '2027-03-10',
      method: 'bank transfer',
      reference: 'BOC 88120',
      note: '',
      idempotencyKey: key,
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // A double click sends one form key: the server records one refund.
    expect(new Set(sent.map((body) => (body as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
    // The account reloads: settled, and no more refund to record.
    await waitFor(() => expect(panel).toHaveTextContent('Settled: nothing is owed either way.'));
    expect(within(panel).queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url === `/api/bookings/admin/${BOOKING}/refunds`)).toBe(true);
  });
});
