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
      total: 150_000,
      balance: 150_000,
      nextDueOn: '2027-03-08',
      nextDueAmount: 75_000,
      dueNow: 75_000,
      daysOverdue: 2,
      status: 'overdue',
    });
    expect(invoiceStanding(150_000, schedule, 75_000, '2027-03-10')).toEqual({
      total: 150_000,
      balance: 75_000,
      nextDueOn: '2027-06-06',
      nextDueAmount: 75_000,
      dueNow: 0,
      daysOverdue: 0,
      status: 'part paid',
    });
    expect(invoiceStanding(150_000, schedule, 150_000, '2027-07-01')).toMatchObject({
      balance: 0,
      nextDueOn: null,
      status: 'paid',
    });
  });

  it('counts nothing as due before the deposit date, then the deposit, and nothing as overdue on the day', () => {
    const schedule = invoiceSchedule(150_000, '2027-06-20', '2027-03-01', DEFAULT_INVOICE_TERMS);
    expect(invoiceStanding(150_000, schedule, 0, '2027-03-02')).toMatchObject({
      nextDueAmount: 75_000,
      dueNow: 0,
      status: 'unpaid',
    });
    expect(invoiceStanding(150_000, schedule, 0, '2027-03-08')).toMatchObject({
      dueNow: 75_000,
      daysOverdue: 0,
      status: 'unpaid',
    });
    expect(invoiceStanding(150_000, schedule, 20_000, '2027-03-09')).toMatchObject({
      nextDueAmount: 55_000,
      dueNow: 55_000,
      daysOverdue: 1,
      status: 'overdue',
    });
  });

  it('asks for the whole amount for an event sooner than the notice', () => {
    const schedule = invoiceSchedule(150_000, '2027-03-10', '2027-03-01', DEFAULT_INVOICE_TERMS);
    expect(invoiceStanding(150_000, schedule, 0, '2027-03-01')).toMatchObject({
      nextDueOn: '2027-03-01',
      nextDueAmount: 150_000,
      dueNow: 150_000,
    });
  });

  it('asks for the whole amount once both dates have passed, counting lateness from the deposit', () => {
    const schedule = invoiceSchedule(150_000, '2027-06-20', '2027-03-01', DEFAULT_INVOICE_TERMS);
    expect(invoiceStanding(150_000, schedule, 10_000, '2027-06-10')).toMatchObject({
      nextDueOn: '2027-03-08',
      nextDueAmount: 140_000,
      dueNow: 140_000,
      daysOverdue: 94,
      status: 'overdue',
    });
  });

  it('asks nothing more of a credited invoice and names what is to be refunded', () => {
    const schedule = invoiceSchedule(150_000, '2027-06-20', '2027-03-01', DEFAULT_INVOICE_TERMS);
    // Cancelled with 75,000 paid, of which 20,000 kept: 130,000 credited, 55,000 to refund.
    expect(invoiceStanding(150_000, schedule, 75_000, '2027-04-01', 130_000)).toEqual({
      total: 20_000,
      balance: -55_000,
      nextDueOn: null,
      nextDueAmount: 0,
      dueNow: 0,
      daysOverdue: 0,
      status: 'credited',
    });
  });
});
