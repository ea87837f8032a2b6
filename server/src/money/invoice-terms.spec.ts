import { DEFAULT_INVOICE_TERMS, invoiceSchedule, invoiceStanding } from './invoice-terms';

describe('invoice terms', () => {
  it('asks half within 7 days and the balance 14 days before the event by default', () => {
    expect(invoiceSchedule(150_000, '2027-06-20', '2027-03-01', DEFAULT_INVOICE_TERMS)).toEqual({
      depositAmount: 75_000,
      depositDueOn: '2027-03-08',
      balanceAmount: 75_000,
      balanceDueOn: '2027-06-06',
    });
  });

  it('makes the balance due at once for an event sooner than the notice, and the deposit no later', () => {
    expect(invoiceSchedule(150_000, '2027-03-10', '2027-03-01', DEFAULT_INVOICE_TERMS)).toEqual({
      depositAmount: 75_000,
      depositDueOn: '2027-03-01',
      balanceAmount: 75_000,
      balanceDueOn: '2027-03-01',
    });
  });

  it('rounds the deposit to whole rupees and leaves the rest as the balance', () => {
    const terms = { ...DEFAULT_INVOICE_TERMS, depositPercent: 33 };
    const schedule = invoiceSchedule(1_250_001, '2028-01-01', '2027-03-01', terms);
    expect(schedule.depositAmount).toBe(412_500);
    expect(schedule.depositAmount + schedule.balanceAmount).toBe(1_250_001);
    expect(invoiceSchedule(150_000, '2028-01-01', '2027-03-01', { ...terms, depositPercent: 0 })).toMatchObject({
      depositAmount: 0,
      depositDueOn: null,
    });
  });

  it('names the next instalment owed and how late it is', () => {
    const schedule = invoiceSchedule(150_000, '2027-06-20', '2027-03-01', DEFAULT_INVOICE_TERMS);
    expect(invoiceStanding(150_000, schedule, 0, '2027-03-10')).toEqual({
      balance: 150_000,
      nextDueOn: '2027-03-08',
      nextDueAmount: 75_000,
      daysOverdue: 2,
    });
    expect(invoiceStanding(150_000, schedule, 75_000, '2027-03-10')).toEqual({
      balance: 75_000,
      nextDueOn: '2027-06-06',
      nextDueAmount: 75_000,
      daysOverdue: 0,
    });
    expect(invoiceStanding(150_000, schedule, 150_000, '2027-07-01')).toMatchObject({ balance: 0, nextDueOn: null });
  });
});
