import { findDialog } from '@/test/dialogs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, notFound, server } from '@/test/msw/server';
import { expectToast } from '@/test/toasts';
import type { BookingAccount } from '@/features/admin/api/money-api';
import { MoneyPanel } from '@/features/admin/components/MoneyPanel';
import { applicableCredit, correctionActions, creditableInvoices } from '@/features/admin/components/corrections';
import { newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';
import { newEntry, newInvoiceAccount } from '@/features/admin/testing/money-test-utils';

const BOOKING = 'bk-wedding';

function fakeMoney(role: 'admin' | 'moderator', account: () => BookingAccount) {
  server.use(
    http.get('/api/admin/profile', ({ response }) => response(200).json({ admin: newAdmin({ role }) })),
    http.get('/api/bookings/admin/{id}/account', ({ response }) => response(200).json(account())),
    notFound,
  );
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

describe('which corrections an account allows', () => {
  it('credits an open invoice up to what is uncredited; admins alone write off what is owed and refund', () => {
    const account = newInvoiceAccount(BOOKING, {
      credited: 20_000,
      paid: 50_000,
      balance: 80_000,
      status: 'part paid',
    });
    expect(creditableInvoices(account)).toEqual([
      { id: 'inv-1', number: 'INV-2027-00012', label: 'INV-2027-00012', uncredited: 130_000, owed: 80_000 },
    ]);
    expect(correctionActions(account, false)).toMatchObject({ writeOff: [], refund: 0, applyCredit: false });
    expect(correctionActions(account, true).writeOff).toHaveLength(1);
    const closed = newInvoiceAccount(BOOKING, { status: 'credited', credited: 150_000, balance: 0 });
    expect(correctionActions(closed, true)).toMatchObject({ discount: [], writeOff: [] });
    const paid = newInvoiceAccount(BOOKING, { status: 'paid', paid: 150_000, balance: 0 });
    expect(correctionActions(paid, true).writeOff).toEqual([]);
  });

  it('applies at most the credit held and what the other booking owes', () => {
    expect(applicableCredit(20_000, 150_000)).toBe(20_000);
    expect(applicableCredit(20_000, 5_000)).toBe(5_000);
    expect(applicableCredit(0, 5_000)).toBe(0);
  });
});

describe('correcting from the money panel', () => {
  it('warns of a payment like an earlier one and records it once staff confirm', async () => {
    fakeMoney('moderator', () => newInvoiceAccount(BOOKING));
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.post('/api/bookings/admin/{id}/payments', async ({ request, response }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (!body.confirmDuplicate) {
          return response.untyped(
            HttpResponse.json(
              {
                statusCode: 409,
                code: 'POSSIBLE_DUPLICATE',
                message: 'Receipt RCT-2027-00031 already records LKR 75,000 received on March 10, 2027.',
              },
              { status: 409 },
            ),
          );
        }
        return response(201).json({
          payment: newEntry({ receiptNumber: 'RCT-2027-00032' }),
          account: newInvoiceAccount(BOOKING),
          repeated: false,
          message: 'Payment of LKR 75,000 recorded: receipt RCT-2027-00032 is on its way to dilani@example.lk.',
        });
      }),
    );
    const user = userEvent.setup();
    renderStaff(<MoneyPanel bookingId={BOOKING} summary="Dilani Fernando" />);

    const panel = await screen.findByRole('region', { name: 'Payments' });
    await user.click(within(panel).getByRole('button', { name: 'Record payment' }));
    const form = await findDialog({ name: 'Record payment' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Receipt RCT-2027-00031 already records');
    await user.click(within(form).getByRole('button', { name: 'Record it anyway' }));

    await expectToast(/receipt RCT-2027-00032/);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ amount: 75_000, confirmDuplicate: true, idempotencyKey: sent[0]!.idempotencyKey });
  });

  it('issues a discount with a reason, refusing more than is uncredited', async () => {
    fakeMoney('moderator', () => newInvoiceAccount(BOOKING));
    const sent: unknown[] = [];
    server.use(
      http.post('/api/bookings/admin/invoices/{invoiceId}/credit-notes', async ({ request, response }) => {
        sent.push(await request.json());
        return response(201).json({
          creditNote: {
            id: 'crn-2',
            kind: 'discount',
            number: 'CRN-2027-00002',
            issuedOn: '2027-03-10',
            amount: 10_000,
            kept: 0,
            reason: 'Goodwill',
            issuedBy: 'Nimal Perera',
          },
          account: null,
          message: 'LKR 10,000 taken off invoice INV-2027-00012: credit note CRN-2027-00002 is on its way.',
        });
      }),
    );
    const user = userEvent.setup();
    renderStaff(<MoneyPanel bookingId={BOOKING} summary="Dilani Fernando" />);

    const panel = await screen.findByRole('region', { name: 'Payments' });
    await user.click(within(panel).getByRole('button', { name: 'Credit note' }));
    const form = await findDialog({ name: 'Credit note' });
    const amount = within(form).getByLabelText('Amount credited (LKR)');
    await user.type(amount, '150001');
    await user.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('At most LKR 150,000 is still uncredited');
    await user.clear(amount);
    await user.type(amount, '10,000');
    await user.click(within(form).getByRole('button', { name: 'Issue credit note' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please give the reason for the credit note.');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Issue credit note' }));

    await expectToast(/credit note CRN-2027-00002/);
    expect(sent).toEqual([{ kind: 'discount', amount: 10_000, reason: 'Goodwill' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Credit note' })).not.toBeInTheDocument());
    // Moderators do not write off.
    expect(within(panel).queryByRole('button', { name: 'Write off' })).not.toBeInTheDocument();
  });
});
