import { actionLabel, kindLabel, moneyFacts } from './audit-labels';

describe('the record’s labels', () => {
  const entry = (action: string, details: Record<string, unknown> = {}, toStatus: string | null = null) => ({
    action,
    details,
    toStatus,
  });

  it('names each known action as the dashboard says it', () => {
    expect(actionLabel(entry('booking.approve'))).toBe('Approved a booking');
    expect(actionLabel(entry('booking.reject'))).toBe('Rejected a booking');
    expect(actionLabel(entry('auth.sign-in'))).toBe('Signed in');
    expect(actionLabel(entry('payment.record'))).toBe('Recorded a payment');
  });

  it('reads differently for a stall, a block, a message reopened and the first account', () => {
    expect(actionLabel(entry('booking.complete', { stallId: 'A1' }))).toBe('Terminated a stall rental');
    expect(actionLabel(entry('booking.delete', { isAdminBlock: true }))).toBe('Removed a date block');
    expect(actionLabel(entry('contact.handled', {}, 'open'))).toBe('Marked a message not handled');
    expect(actionLabel(entry('admin.create', { initial: true }))).toBe('First staff account created at start');
  });

  it('makes an action it does not know into words, never a blank', () => {
    expect(kindLabel('payment.write-off')).toBe('Payment: write off');
    expect(kindLabel('invoice.issue_again')).toBe('Invoice: issue again');
    expect(kindLabel('ledger')).toBe('Ledger');
    expect(kindLabel('')).toBe('Unnamed action');
  });
});

describe('the money an entry of the record moved', () => {
  it('names the document numbers and amounts of every money entry', () => {
    expect(moneyFacts('invoice.issue', { number: 'INV-2027-00004', amount: 150_000 })).toBe(
      'Invoice INV-2027-00004 · LKR 150,000',
    );
    expect(moneyFacts('payment.record', { receiptNumber: 'RCT-2027-00007', amount: 30_000, method: 'cash' })).toBe(
      'Receipt RCT-2027-00007 · LKR 30,000 · cash',
    );
    expect(moneyFacts('payment.reverse', { receiptNumber: 'RCT-2027-00007', amount: 30_000 })).toBe(
      'Receipt RCT-2027-00007 reversed · LKR 30,000 taken off what was paid',
    );
    expect(
      moneyFacts('credit-note.issue', {
        number: 'CRN-2027-00001',
        invoiceNumber: 'INV-2027-00004',
        amount: 130_000,
        kept: 20_000,
      }),
    ).toBe('Credit note CRN-2027-00001 · on INV-2027-00004 · LKR 130,000 credited · LKR 20,000 kept');
    expect(
      moneyFacts('refund.record', { refundNumber: 'RFD-2027-00001', amount: 55_000, method: 'bank transfer' }),
    ).toBe('Refund note RFD-2027-00001 · LKR 55,000 · bank transfer');
    expect(
      moneyFacts('booking.cancel', { creditNoteNumber: 'CRN-2027-00001', credited: 130_000, toRefund: 55_000 }),
    ).toBe('Credit note CRN-2027-00001 · LKR 130,000 credited · LKR 55,000 to refund');
  });

  it('says nothing for an entry without money, or with odd details', () => {
    expect(moneyFacts('booking.approve', { venue: 'Open Area' })).toBeNull();
    expect(moneyFacts('payment.record', { receiptNumber: 42, amount: 'lots' })).toBeNull();
  });
});
