import { daysBetween, earlierOf, laterOf } from './calendar';
import { addDays } from '@kandy-park/domain';
import type { InvoiceTerms } from '../config/app-config';

export type { InvoiceTerms };

export const DEFAULT_INVOICE_TERMS: InvoiceTerms = { depositPercent: 50, depositDays: 7, balanceDaysBeforeEvent: 14 };

export interface InvoiceSchedule {
  depositAmount: number;
  /** Null when no deposit is asked. */
  depositDueOn: string | null;
  balanceAmount: number;
  balanceDueOn: string;
}

/**
 * The deposit and the balance of an invoice issued on `issuedOn` for an event starting `eventDate`. Whole LKR: the
 * deposit is rounded to the nearest rupee and the balance is the rest. A balance whose date has already passed
 * (an event sooner than the notice) is due at once, and a deposit is never due after the balance.
 */
export function invoiceSchedule(
  amount: number,
  eventDate: string,
  issuedOn: string,
  terms: InvoiceTerms,
): InvoiceSchedule {
  const depositAmount = Math.floor((amount * terms.depositPercent + 50) / 100);
  const balanceDueOn = laterOf(issuedOn, addDays(eventDate, -terms.balanceDaysBeforeEvent));
  return {
    depositAmount,
    depositDueOn: depositAmount > 0 ? earlierOf(addDays(issuedOn, terms.depositDays), balanceDueOn) : null,
    balanceAmount: amount - depositAmount,
    balanceDueOn,
  };
}

export type InvoiceStatus = 'unpaid' | 'part paid' | 'paid' | 'credited' | 'overdue';

export interface InvoiceStanding {
  /** What the invoice still asks for, less what was credited: the amount less its credit note. */
  total: number;
  /** Total less paid: owed by the customer, or (negative) owed back to them. */
  balance: number;
  /** The first instalment not yet covered, or null when nothing more is asked. */
  nextDueOn: string | null;
  /** What to collect now: every instalment whose date has come, or else the next one, less what was paid. */
  nextDueAmount: number;
  /** Owed today: the instalments whose date has come, less what was paid (what Outstanding counts). */
  dueNow: number;
  daysOverdue: number;
  status: InvoiceStatus;
}

/**
 * What is owed and when, on `today`, given what was paid (applied customer credit included) and credited. Once the
 * balance's date has come the whole balance is due (with the deposit if it is unpaid), so an event sooner than the
 * notice, or one whose two dates have both passed, asks for everything. A `closed` invoice (a cancellation or a
 * write-off: by default any credit) asks for nothing more than what the park kept; a negative balance is money to
 * refund. A credit note that does not close it (a discount) takes off the balance's line first, then the deposit's.
 */
export function invoiceStanding(
  amount: number,
  schedule: Pick<InvoiceSchedule, 'depositAmount' | 'depositDueOn' | 'balanceDueOn'>,
  paid: number,
  today: string,
  credited = 0,
  closed = credited > 0,
): InvoiceStanding {
  const total = amount - credited;
  const balance = total - paid;
  const settled = { total, balance, nextDueOn: null, nextDueAmount: 0, dueNow: 0, daysOverdue: 0 };
  if (closed) {
    // Closed by a credit note: what the park kept and no longer holds (a reversed payment) is owed at once.
    const owed = Math.max(0, balance);
    return { ...settled, nextDueAmount: owed, dueNow: owed, status: 'credited' };
  }
  if (balance <= 0) return { ...settled, status: 'paid' };
  const deposit = Math.min(schedule.depositAmount, total);
  const depositOwed = schedule.depositDueOn !== null && paid < deposit;
  const depositLeft = deposit - paid;
  const balanceCame = schedule.balanceDueOn <= today;
  const depositCame = depositOwed && (schedule.depositDueOn as string) <= today;
  const nextDueOn = depositOwed ? (schedule.depositDueOn as string) : schedule.balanceDueOn;
  const nextDueAmount = balanceCame || !depositOwed ? balance : depositLeft;
  const dueNow = balanceCame ? balance : depositCame ? depositLeft : 0;
  const daysOverdue = Math.max(0, daysBetween(nextDueOn, today));
  const status: InvoiceStatus = daysOverdue > 0 ? 'overdue' : paid > 0 ? 'part paid' : 'unpaid';
  return { total, balance, nextDueOn, nextDueAmount, dueNow, daysOverdue, status };
}
