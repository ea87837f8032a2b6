import type { CreditNote, Invoice, Payment, RentInvoice } from '../database/schema';
import { statementOf } from './statement';

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'i1',
  number: 'INV-2027-00001',
  bookingId: 'b1',
  customerName: 'Dilani Fernando',
  customerEmail: 'dilani@example.lk',
  description: 'Open Area: Wedding, June 20, 2027',
  language: 'en',
  customerDescription: '',
  tax: null,
  amount: 150_000,
  depositAmount: 75_000,
  depositDueOn: '2027-03-08',
  balanceDueOn: '2027-06-06',
  issuedOn: '2027-03-01',
  createdBy: null,
  createdAt: new Date('2027-03-01T04:00:00Z'),
  ...overrides,
});

const entry = (overrides: Partial<Payment>): Payment => ({
  id: 'p1',
  kind: 'payment',
  bookingId: 'b1',
  invoiceId: 'i1',
  receiptNumber: 'RCT-2027-00001',
  amount: 75_000,
  receivedOn: '2027-03-05',
  method: 'cash',
  reference: '',
  language: 'en',
  customerDescription: '',
  note: '',
  reversesId: null,
  reason: null,
  customerName: 'Dilani Fernando',
  customerEmail: 'dilani@example.lk',
  description: 'Open Area: Wedding (invoice INV-2027-00001)',
  balanceAfter: 75_000,
  idempotencyKey: null,
  recordedBy: null,
  recordedByName: 'Kumari Jayasinghe',
  createdAt: new Date('2027-03-05T04:00:00Z'),
  ...overrides,
});

const rent = (monthIndex: number, issuedOn: string, number: string): RentInvoice => ({
  id: `rent-${monthIndex}`,
  number,
  bookingId: 'b2',
  monthIndex,
  periodStart: issuedOn,
  periodEnd: issuedOn,
  amount: 30_000,
  customerName: 'Dilani Fernando',
  customerEmail: 'dilani@example.lk',
  stallId: 'B3',
  description: 'Stall B3 rent',
  language: 'en',
  issuedOn,
  tax: null,
  createdAt: new Date(`${issuedOn}T04:00:00Z`),
});

const credit: CreditNote = {
  id: 'c1',
  number: 'CRN-2027-00001',
  kind: 'cancellation',
  tax: null,
  invoiceId: 'i1',
  rentInvoiceId: null,
  bookingId: 'b1',
  amount: 130_000,
  kept: 20_000,
  paid: 75_000,
  reason: 'The family asked to cancel',
  customerName: 'Dilani Fernando',
  customerEmail: 'dilani@example.lk',
  description: 'Open Area: Wedding, June 20, 2027',
  issuedOn: '2027-04-01',
  createdBy: null,
  createdByName: 'Kumari Jayasinghe',
  createdAt: new Date('2027-04-01T04:00:00Z'),
};

describe("a customer's statement of account", () => {
  it('runs the balance through an invoice, a payment, its credit note and the refund, ending settled', () => {
    const statement = statementOf({
      invoices: [invoice()],
      creditNotes: [credit],
      entries: [
        entry({}),
        entry({
          id: 'r1',
          kind: 'refund',
          receiptNumber: 'RFD-2027-00001',
          amount: -55_000,
          receivedOn: '2027-04-02',
          description: 'Refund on invoice INV-2027-00001',
        }),
      ],
      rentInvoices: [],
    });
    expect(
      statement.lines.map((line) => [line.date, line.document, line.charged, line.received, line.balance]),
    ).toEqual([
      ['2027-03-01', 'INV-2027-00001', 150_000, 0, 150_000],
      ['2027-03-05', 'RCT-2027-00001', 0, 75_000, 75_000],
      ['2027-04-01', 'CRN-2027-00001', 0, 130_000, -55_000],
      ['2027-04-02', 'RFD-2027-00001', 55_000, 0, 0],
    ]);
    expect(statement).toMatchObject({ charged: 205_000, received: 205_000, balance: 0 });
  });

  it('charges each rent month on its due date and counts a reversed payment back', () => {
    const statement = statementOf({
      invoices: [],
      creditNotes: [],
      entries: [
        entry({ id: 'p2', invoiceId: null, amount: 30_000, receivedOn: '2027-01-31' }),
        entry({
          id: 'v2',
          kind: 'reversal',
          receiptNumber: null,
          amount: -30_000,
          receivedOn: '2027-02-02',
          reversesId: 'p2',
          reason: 'Cheque bounced',
        }),
      ],
      rentInvoices: [rent(0, '2027-01-31', 'INV-2027-00002'), rent(1, '2027-02-28', 'INV-2027-00003')],
    });
    expect(statement.lines.map((line) => [line.date, line.document, line.description, line.balance])).toEqual([
      ['2027-01-31', 'INV-2027-00002', 'Rent of stall B3, month 1', 30_000],
      ['2027-01-31', 'RCT-2027-00001', 'Payment: Open Area: Wedding (invoice INV-2027-00001)', 0],
      ['2027-02-02', '', 'Reversal of receipt RCT-2027-00001', 30_000],
      ['2027-02-28', 'INV-2027-00003', 'Rent of stall B3, month 2', 60_000],
    ]);
    expect(statement.balance).toBe(60_000);
  });

  it('opens a period with the balance brought forward and closes it with the balance at its end', () => {
    const statement = statementOf({
      invoices: [],
      creditNotes: [],
      entries: [entry({ id: 'p3', invoiceId: null, amount: 30_000, receivedOn: '2027-02-03' })],
      rentInvoices: [
        rent(0, '2027-01-31', 'INV-2027-00002'),
        rent(1, '2027-02-28', 'INV-2027-00003'),
        rent(2, '2027-03-31', 'INV-2027-00004'),
      ],
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(statement.openingBalance).toBe(30_000);
    expect(statement.lines.map((line) => [line.date, line.document, line.balance])).toEqual([
      ['2027-02-03', 'RCT-2027-00001', 0],
      ['2027-02-28', 'INV-2027-00003', 30_000],
    ]);
    expect(statement).toMatchObject({ charged: 30_000, received: 30_000, balance: 30_000 });
  });
});
