import type { BookingAccount, PaymentEntry } from '@/features/admin/api/money-api';

type InvoiceAccount = NonNullable<BookingAccount['invoice']>;

/** What an account holds of customer credit when it holds none: no credit, none applied. */
export const NO_CREDIT: Pick<BookingAccount, 'credit' | 'applications'> = {
  credit: { available: 0, targets: [] },
  applications: [],
};

/** A venue booking's invoice account as `GET /api/bookings/admin/{id}/account` answers it. */
export function newInvoiceAccount(
  bookingId: string,
  invoice: Partial<InvoiceAccount> = {},
  entries: PaymentEntry[] = [],
): BookingAccount {
  return {
    bookingId,
    kind: 'invoice',
    invoice: {
      invoice: {
        id: 'inv-1',
        number: 'INV-2027-00012',
        issuedOn: '2027-03-01',
        description: 'Open Area, March 20, 2027',
        amount: 150_000,
        depositAmount: 75_000,
        depositDueOn: '2027-03-08',
        balanceDueOn: '2027-03-06',
      },
      invoiced: 150_000,
      credited: 0,
      paid: 0,
      balance: 150_000,
      nextDueOn: '2027-03-08',
      nextDueAmount: 75_000,
      dueNow: 0,
      daysOverdue: 0,
      status: 'unpaid',
      creditNote: null,
      creditNotes: [],
      ...invoice,
    },
    entries,
    ...NO_CREDIT,
  };
}

/** A money entry (a payment unless `kind` says otherwise). */
export function newEntry(overrides: Partial<PaymentEntry> = {}): PaymentEntry {
  return {
    id: 'pay-1',
    kind: 'payment',
    bookingId: null,
    receiptNumber: 'RCT-2027-00031',
    amount: 75_000,
    receivedOn: '2027-03-02',
    method: 'bank transfer',
    reference: '',
    note: '',
    reversesId: null,
    reason: null,
    reversedById: null,
    customerName: 'Dilani Fernando',
    customerEmail: 'dilani@example.lk',
    description: 'Open Area, March 20, 2027',
    balanceAfter: 75_000,
    recordedBy: 'Nimal Perera',
    createdAt: '2027-03-02T05:00:00.000Z',
    ...overrides,
  };
}
