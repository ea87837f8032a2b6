import type { Payment } from '../database/schema';
import { applicationRefusal, creditRefusal, creditsOf, duplicateOf, owedPerMonth } from './corrections';

const payment = (overrides: Partial<Payment>): Payment =>
  ({
    id: 'p1',
    kind: 'payment',
    amount: 30_000,
    reference: 'BOC 1',
    receivedOn: '2027-03-10',
    reversesId: null,
    note: '',
    receiptNumber: 'RCT-2027-00001',
    recordedByName: 'Amara Silva',
    ...overrides,
  }) as Payment;

describe('corrections', () => {
  const room = { number: 'INV-2027-00001', uncredited: 100_000, owed: 40_000, closed: false };

  it('lets a discount take 1 to what is still uncredited, and nothing once the invoice is closed', () => {
    expect(creditRefusal('discount', 100_000, room)).toBeNull();
    expect(creditRefusal('discount', 100_001, room)?.code).toBe('CREDIT_TOO_LARGE');
    expect(creditRefusal('discount', 1, { ...room, closed: true })?.code).toBe('ALREADY_CREDITED');
    expect(creditRefusal('discount', 1, { ...room, uncredited: 0 })?.code).toBe('ALREADY_CREDITED');
  });

  it('lets a write-off take what is owed, refusing an invoice paid in full', () => {
    expect(creditRefusal('write_off', 0, room)).toBeNull();
    expect(creditRefusal('write_off', 0, { ...room, owed: 0 })?.code).toBe('NOTHING_OWED');
  });

  it('closes an invoice with a cancellation, a write-off, or credits that take off all of it', () => {
    const note = (kind: 'cancellation' | 'discount' | 'write_off', amount: number, number = 'CRN-2027-00001') => ({
      kind,
      amount,
      number,
      issuedOn: '2027-03-10',
    });
    expect(creditsOf(100_000, [note('discount', 10_000)])).toEqual({ credited: 10_000, closedBy: null });
    expect(creditsOf(100_000, [note('discount', 10_000), note('write_off', 5_000, 'B')]).closedBy?.number).toBe('B');
    expect(creditsOf(100_000, [note('discount', 60_000), note('discount', 40_000, 'C')]).closedBy?.number).toBe('C');
    expect(creditsOf(100_000, [note('cancellation', 70_000)]).closedBy?.kind).toBe('cancellation');
  });

  it('covers rent months oldest first, each less its own credit notes', () => {
    expect(owedPerMonth([30_000, 20_000, 30_000], 40_000)).toEqual([0, 10_000, 30_000]);
    expect(owedPerMonth([0, 30_000], 10_000)).toEqual([0, 20_000]);
    expect(owedPerMonth([30_000], -5_000)).toEqual([30_000]);
  });

  it('moves at most the credit held and what the other booking owes', () => {
    expect(applicationRefusal(20_000, 20_000, 50_000, 'Open Area')).toBeNull();
    expect(applicationRefusal(1, 0, 50_000, 'Open Area')?.code).toBe('NO_CREDIT');
    expect(applicationRefusal(20_001, 20_000, 50_000, 'Open Area')?.code).toBe('CREDIT_TOO_LARGE');
    expect(applicationRefusal(10_000, 20_000, 0, 'Open Area')?.code).toBe('NOTHING_OWED');
    expect(applicationRefusal(10_000, 20_000, 5_000, 'Open Area')?.code).toBe('CREDIT_TOO_LARGE_FOR_TARGET');
  });

  it('finds an earlier payment of the same amount, reference and day, unless it was reversed', () => {
    const earlier = payment({});
    const form = { amount: 30_000, reference: ' boc 1 ', receivedOn: '2027-03-10' };
    expect(duplicateOf([earlier], form)).toBe(earlier);
    expect(duplicateOf([earlier], { ...form, amount: 30_001 })).toBeNull();
    expect(duplicateOf([earlier], { ...form, reference: 'BOC 2' })).toBeNull();
    expect(duplicateOf([earlier], { ...form, receivedOn: '2027-03-11' })).toBeNull();
    // A late entry (its month closed) is matched on the day it was asked for.
    const late = payment({
      receivedOn: '2027-04-02',
      note: '(received on 2027-03-10, dated 2027-04-02: March 2027 is closed)',
    });
    expect(duplicateOf([late], form)).toBe(late);
    const reversal = payment({ id: 'r1', kind: 'reversal', amount: -30_000, reversesId: 'p1', receiptNumber: null });
    expect(duplicateOf([earlier, reversal], form)).toBeNull();
  });
});
