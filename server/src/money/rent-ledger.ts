import { RENT_ARREARS_AFTER_DAYS, RENT_DUE_SOON_DAYS } from '@kandy-park/domain';
import { addMonthsClamped, daysBetween, laterOf } from './calendar';

/**
 * A stall rental's rent account, worked out from its dates and what was paid: the rules in docs/money.md.
 *
 * - Rent is owed by the rental month: month 1 is due on the start date, each next month on the same day of the
 *   month (the month's last day when it is shorter).
 * - A month is charged from its due date on. Ending the rental (`endedOn`, the day staff ended it) stops the
 *   charges: a month that began before that day is owed in full, a month due on or after it is not charged.
 * - Payments pay the oldest month first; a month is paid when the payments cover it whole.
 */
export interface RentLedgerInput {
  /** The rental's start date: month 1's due date. */
  startDate: string;
  /** Whole LKR per month. */
  monthlyRent: number;
  /** The park date the rental was ended, or null while it runs. */
  endedOn: string | null;
  today: string;
  /** Whole LKR received so far, reversals taken off. */
  paid: number;
  /** Whole LKR taken off rent months by credit notes that leave the month charged (a discount, a write-off). */
  credited?: number;
  /** The months the ledger charges (rent invoices less credits); by default those the dates charge. */
  monthsCharged?: number;
}

export type RentStanding = 'paid' | 'due' | 'overdue';

export interface RentLedger {
  monthsCharged: number;
  /** Whole LKR of the months charged. */
  charged: number;
  paid: number;
  /** Whole LKR of discounts and write-offs on months charged: they cover rent as payments do. */
  credited: number;
  /** Charged less credited less paid: what is owed today; negative when rent is paid ahead. */
  balance: number;
  /** Due date of the first month not paid whole (past when overdue), or null once an ended rental is settled. */
  nextDueDate: string | null;
  /** Whole LKR to collect next: the function `nextDueAmount` below. */
  nextDueAmount: number;
  /** Days since the first unpaid month's due date, 0 when nothing charged is unpaid. */
  daysOverdue: number;
  /** Overdue by more than `ARREARS_AFTER_DAYS`. */
  inArrears: boolean;
  /**
   * `overdue`: a charged month is unpaid past its due date; `due`: the next month falls due within
   * `DUE_SOON_DAYS` (or today) and is not paid yet; `paid`: nothing owed now or soon.
   */
  standing: RentStanding;
}

/** Days overdue after which a rental is in arrears (marked in the stall grid). */
export const ARREARS_AFTER_DAYS = RENT_ARREARS_AFTER_DAYS;
/** How far ahead a month counts as due soon in the rent-due list. */
export const DUE_SOON_DAYS = RENT_DUE_SOON_DAYS;

/**
 * The start date of a stall rental approved on `approvedOn`: the date requested, or the day of approval when that is
 * later, so rent is never charged for days before the park said yes.
 */
export function rentalStartOnApproval(requestedStart: string, approvedOn: string): string {
  return laterOf(requestedStart, approvedOn);
}

/** The due date of month `index` (0 = the first month). */
export function rentDueDate(startDate: string, index: number): string {
  return addMonthsClamped(startDate, index);
}

/** How many months are charged on `today`: those due on or before it, and before the rental's end. */
export function monthsChargedOn(startDate: string, endedOn: string | null, today: string): number {
  let months = 0;
  for (;;) {
    const due = rentDueDate(startDate, months);
    if (due > today || (endedOn !== null && due >= endedOn)) return months;
    months++;
  }
}

/**
 * What the person collecting asks for next: what is owed now (the overdue amount, or a month due today) when anything
 * charged is unpaid; otherwise the next month's rent less what was paid ahead towards it; nothing once an ended
 * rental is settled.
 */
export function nextDueAmount(rent: { monthlyRent: number; balance: number; nextDueDate: string | null }): number {
  const { monthlyRent, balance, nextDueDate } = rent;
  if (balance > 0) return balance;
  if (nextDueDate === null || monthlyRent <= 0) return 0;
  const paidAhead = -balance;
  return monthlyRent - (paidAhead % monthlyRent);
}

export function rentLedger(input: RentLedgerInput): RentLedger {
  const { startDate, monthlyRent, endedOn, today, paid } = input;
  const credited = input.credited ?? 0;
  const monthsCharged = input.monthsCharged ?? monthsChargedOn(startDate, endedOn, today);
  const charged = monthsCharged * monthlyRent;
  const covered = paid + credited;
  const monthsPaid = monthlyRent > 0 ? Math.max(0, Math.floor(covered / monthlyRent)) : monthsCharged;
  const firstUnpaid = rentDueDate(startDate, monthsPaid);
  let nextDueDate: string | null = firstUnpaid;
  let daysOverdue = 0;
  if (monthsPaid < monthsCharged) {
    daysOverdue = Math.max(0, daysBetween(firstUnpaid, today));
  } else if (endedOn !== null && firstUnpaid >= endedOn) {
    nextDueDate = null;
  }
  let standing: RentStanding = 'paid';
  if (daysOverdue > 0) standing = 'overdue';
  else if (nextDueDate !== null && daysBetween(today, nextDueDate) <= DUE_SOON_DAYS) standing = 'due';
  const balance = charged - covered;
  return {
    monthsCharged,
    charged,
    paid,
    credited,
    balance,
    nextDueDate,
    nextDueAmount: nextDueAmount({ monthlyRent, balance, nextDueDate }),
    daysOverdue,
    inArrears: daysOverdue > ARREARS_AFTER_DAYS,
    standing,
  };
}
