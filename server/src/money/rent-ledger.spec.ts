import fc from 'fast-check';
import { addMonthsClamped, daysBetween } from './calendar';
import { monthsChargedOn, nextDueAmount, rentalStartOnApproval, rentDueDate, rentLedger } from './rent-ledger';

const RENT = 30_000;
const ledger = (startDate: string, today: string, paid = 0, endedOn: string | null = null) =>
  rentLedger({ startDate, monthlyRent: RENT, endedOn, today, paid });

describe('rent due dates', () => {
  it('falls on the start day of each month, or the last day of a shorter month', () => {
    expect([0, 1, 2, 3].map((i) => rentDueDate('2027-01-31', i))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(rentDueDate('2028-01-30', 1)).toBe('2028-02-29');
    expect(rentDueDate('2027-11-15', 2)).toBe('2028-01-15');
  });

  it('never drifts: every due date is the start day or its month’s last day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 }),
        (start, index) => {
          const startDate = start.toISOString().slice(0, 10);
          const due = rentDueDate(startDate, index);
          const startDay = Number(startDate.slice(8));
          const day = Number(due.slice(8));
          const monthEnd = addMonthsClamped(`${due.slice(0, 8)}01`, 1);
          expect(day === startDay || (day < startDay && daysBetween(due, monthEnd) === 1)).toBe(true);
        },
      ),
    );
  });
});

describe('rent ledger', () => {
  it('charges the first month on the start date and nothing before it', () => {
    expect(ledger('2027-03-10', '2027-03-09')).toMatchObject({
      monthsCharged: 0,
      balance: 0,
      nextDueDate: '2027-03-10',
      standing: 'due',
    });
    expect(ledger('2027-03-10', '2027-03-10')).toMatchObject({
      monthsCharged: 1,
      charged: 30_000,
      balance: 30_000,
      daysOverdue: 0,
      standing: 'due',
    });
  });

  it('counts the days overdue from the first month not paid whole, and arrears after seven days', () => {
    expect(ledger('2027-03-10', '2027-03-17')).toMatchObject({ daysOverdue: 7, inArrears: false, standing: 'overdue' });
    expect(ledger('2027-03-10', '2027-03-18')).toMatchObject({ daysOverdue: 8, inArrears: true });
    // Two months charged, one and a half paid: April's month is the one overdue.
    expect(ledger('2027-03-10', '2027-04-20', 45_000)).toMatchObject({
      monthsCharged: 2,
      charged: 60_000,
      balance: 15_000,
      nextDueDate: '2027-04-10',
      daysOverdue: 10,
      inArrears: true,
    });
  });

  it('shows rent paid ahead as a negative balance and the next unpaid month as next due', () => {
    expect(ledger('2027-03-10', '2027-03-12', 90_000)).toMatchObject({
      monthsCharged: 1,
      balance: -60_000,
      nextDueDate: '2027-06-10',
      daysOverdue: 0,
      standing: 'paid',
    });
    expect(ledger('2027-03-10', '2027-04-05', 30_000)).toMatchObject({ nextDueDate: '2027-04-10', standing: 'due' });
  });

  it('owes a month already begun when the rental ends, and nothing after', () => {
    // Ended on 20 April: April's month (from the 10th) is owed in full, May's is not charged.
    const ended = ledger('2027-03-10', '2027-06-01', 30_000, '2027-04-20');
    expect(ended).toMatchObject({ monthsCharged: 2, balance: 30_000, nextDueDate: '2027-04-10', standing: 'overdue' });
    // Ended on a due date: that month never began.
    expect(monthsChargedOn('2027-03-10', '2027-04-10', '2027-06-01')).toBe(1);
    // Settled: nothing more is due.
    expect(ledger('2027-03-10', '2027-06-01', 60_000, '2027-04-20')).toMatchObject({
      balance: 0,
      nextDueDate: null,
      standing: 'paid',
    });
    expect(monthsChargedOn('2027-03-10', '2027-03-10', '2027-06-01')).toBe(0);
  });

  it('keeps charged less paid as the balance, whatever the dates and payments', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 30 }), (days, paidMonths) => {
        const today = new Date(Date.UTC(2027, 0, 31 + days)).toISOString().slice(0, 10);
        const result = ledger('2027-01-31', today, paidMonths * RENT);
        expect(result.balance).toBe(result.monthsCharged * RENT - paidMonths * RENT);
        if (result.balance <= 0) expect(result.daysOverdue).toBe(0);
        else expect(result.nextDueDate !== null && result.nextDueDate <= today).toBe(true);
      }),
    );
  });
});

describe('the amount due next', () => {
  it('is the next month’s rent less what was paid ahead towards it', () => {
    expect(ledger('2027-03-10', '2027-03-05')).toMatchObject({ balance: 0, nextDueAmount: 30_000 });
    expect(ledger('2027-03-10', '2027-03-12', 30_000)).toMatchObject({ balance: 0, nextDueAmount: 30_000 });
    // Paid half a month ahead: April's month needs the other half.
    expect(ledger('2027-03-10', '2027-03-12', 45_000)).toMatchObject({
      balance: -15_000,
      nextDueDate: '2027-04-10',
      nextDueAmount: 15_000,
    });
    expect(ledger('2027-03-10', '2027-03-12', 90_000)).toMatchObject({ nextDueAmount: 30_000 });
  });

  it('is what is owed now when a charged month is unpaid: due today or overdue', () => {
    expect(ledger('2027-03-10', '2027-03-10')).toMatchObject({ nextDueAmount: 30_000, daysOverdue: 0 });
    expect(ledger('2027-03-10', '2027-04-20', 45_000)).toMatchObject({ balance: 15_000, nextDueAmount: 15_000 });
    expect(ledger('2027-03-10', '2027-05-11')).toMatchObject({ balance: 90_000, nextDueAmount: 90_000 });
  });

  it('is nothing once an ended rental is settled, and what it still owes until then', () => {
    expect(ledger('2027-03-10', '2027-06-01', 30_000, '2027-04-20')).toMatchObject({ nextDueAmount: 30_000 });
    expect(ledger('2027-03-10', '2027-06-01', 60_000, '2027-04-20')).toMatchObject({ nextDueAmount: 0 });
    expect(nextDueAmount({ monthlyRent: 30_000, balance: -30_000, nextDueDate: null })).toBe(0);
  });

  it('is never more than one month unless money is owed, and never less than a rupee while a rental runs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 30 * RENT }), (days, paid) => {
        const today = new Date(Date.UTC(2027, 0, 31 + days)).toISOString().slice(0, 10);
        const result = ledger('2027-01-31', today, paid);
        if (result.balance > 0) expect(result.nextDueAmount).toBe(result.balance);
        else {
          expect(result.nextDueAmount).toBeGreaterThan(0);
          expect(result.nextDueAmount).toBeLessThanOrEqual(RENT);
          // What was paid and what is due next cover the next unpaid month whole.
          expect((paid + result.nextDueAmount) % RENT).toBe(0);
        }
      }),
    );
  });
});

describe('the start of a rental approved late', () => {
  it('is the day of approval when the requested start has passed, else the requested start', () => {
    expect(rentalStartOnApproval('2027-03-10', '2027-03-14')).toBe('2027-03-14');
    expect(rentalStartOnApproval('2027-03-10', '2027-03-10')).toBe('2027-03-10');
    expect(rentalStartOnApproval('2027-03-10', '2027-03-02')).toBe('2027-03-10');
    // Approved four days late: the first month is due on the day of approval, not overdue.
    expect(ledger(rentalStartOnApproval('2027-03-10', '2027-03-14'), '2027-03-14')).toMatchObject({
      monthsCharged: 1,
      daysOverdue: 0,
      nextDueDate: '2027-03-14',
    });
  });
});
