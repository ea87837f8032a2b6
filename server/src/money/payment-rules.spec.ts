import {
  formReplayRefusal,
  invoicePaymentRefusal,
  owedBack,
  rentPaymentRefusal,
  unsettledReason,
} from './payment-rules';

describe('what a booking’s money allows', () => {
  it('lets a running rental take what it owes and up to 12 months ahead, an ended one only what it owes', () => {
    const running = { balance: 30_000, monthlyRent: 30_000, endedOn: null };
    expect(rentPaymentRefusal(running, 390_000)).toBeNull();
    expect(rentPaymentRefusal(running, 390_001)?.code).toBe('PAYMENT_TOO_LARGE');
    // Paid 2 months ahead already: 10 more months at most.
    expect(rentPaymentRefusal({ ...running, balance: -60_000 }, 300_001)?.code).toBe('PAYMENT_TOO_LARGE');
    const ended = { balance: 30_000, monthlyRent: 30_000, endedOn: '2027-03-01' };
    expect(rentPaymentRefusal(ended, 30_000)).toBeNull();
    expect(rentPaymentRefusal(ended, 30_001)?.message).toContain('still owed on this ended rental');
    expect(rentPaymentRefusal({ ...ended, balance: 0 }, 1)?.code).toBe('NOTHING_OWED');
  });

  it('lets an invoice take any payment while something is owed, and nothing once paid or closed', () => {
    expect(invoicePaymentRefusal({ number: 'INV-2027-00001', balance: 75_000, closed: false })).toBeNull();
    expect(invoicePaymentRefusal({ number: 'INV-2027-00001', balance: 0, closed: false })?.message).toContain(
      'paid in full',
    );
    expect(invoicePaymentRefusal({ number: 'INV-2027-00001', balance: -5_000, closed: true })?.message).toContain(
      'closed by a credit note',
    );
  });

  it('owes back what a venue booking or an ended rental was paid beyond its charge, never a running rental’s', () => {
    expect(owedBack({ isStallRental: false, status: 'cancelled', balance: -55_000 })).toBe(55_000);
    expect(owedBack({ isStallRental: false, status: 'confirmed', balance: -1 })).toBe(1);
    expect(owedBack({ isStallRental: true, status: 'completed', balance: -30_000 })).toBe(30_000);
    expect(owedBack({ isStallRental: true, status: 'confirmed', balance: -30_000 })).toBe(0);
    expect(owedBack({ isStallRental: false, status: 'cancelled', balance: 10 })).toBe(0);
  });

  it('keeps a booking while money is owed either way, saying what to do', () => {
    const venue = { isStallRental: false, status: 'completed' as const, invoiceNumber: 'INV-2027-00001' };
    expect(unsettledReason({ ...venue, balance: 90_000 })).toContain(
      'LKR 90,000 is still owed on invoice INV-2027-00001',
    );
    expect(unsettledReason({ ...venue, balance: -5_000 })).toContain('record the refund');
    expect(unsettledReason({ ...venue, balance: 0 })).toBeNull();
    expect(unsettledReason({ ...venue, invoiceNumber: null, balance: 0 })).toBeNull();
    const rental = { isStallRental: true, status: 'completed' as const, invoiceNumber: null };
    expect(unsettledReason({ ...rental, balance: 30_000 })).toContain('of rent is still owed');
    expect(unsettledReason({ ...rental, balance: -30_000 })).toContain('refund it to the vendor');
    expect(unsettledReason({ ...rental, status: 'cancelled', balance: 0 })).toBeNull();
  });
});

describe('a payment or refund form sent again', () => {
  const first = {
    kind: 'payment' as const,
    bookingId: 'b1',
    amount: 30_000,
    receivedOn: '2027-03-05',
    method: 'cash' as const,
    receiptNumber: 'RCT-2027-00007',
    note: '',
  };
  const same = { kind: 'payment' as const, bookingId: 'b1', amount: 30_000, date: '2027-03-05', method: 'cash' };

  it('answers the entry it recorded when it is the same form', () => {
    expect(formReplayRefusal(first, same)).toBeNull();
    const refund = { ...first, kind: 'refund' as const, amount: -5_000, receiptNumber: 'RFD-2027-00001' };
    expect(formReplayRefusal(refund, { ...same, kind: 'refund', amount: 5_000 })).toBeNull();
  });

  it('answers the entry a late form recorded, dated today because its month was closed', () => {
    const late = {
      ...first,
      receivedOn: '2027-04-02',
      note: 'Counter 2 (received on 2027-03-31, dated 2027-04-02: March 2027 is closed)',
    };
    expect(formReplayRefusal(late, { ...same, date: '2027-03-31' })).toBeNull();
    expect(formReplayRefusal(late, { ...same, date: '2027-03-30' })?.code).toBe('FORM_REUSED');
  });

  it('refuses another amount, date or method, naming the entry the key recorded', () => {
    for (const changed of [{ amount: 45_000 }, { date: '2027-03-06' }, { method: 'card' }]) {
      const refusal = formReplayRefusal(first, { ...same, ...changed });
      expect(refusal?.code).toBe('FORM_REUSED');
      expect(refusal?.message).toContain(
        'already sent with LKR 30,000 on March 5, 2027 by cash (receipt RCT-2027-00007)',
      );
    }
  });

  it('refuses another booking or another kind of entry', () => {
    expect(formReplayRefusal(first, { ...same, bookingId: 'b2' })?.message).toContain('for another booking');
    expect(formReplayRefusal(first, { ...same, kind: 'refund' })?.message).toContain('for another entry');
  });
});
