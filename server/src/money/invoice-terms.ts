import { addDays } from '../bookings/availability';
import { daysBetween, earlierOf, laterOf } from './calendar';

/** When a venue booking's invoice is paid: set by INVOICE_DEPOSIT_PERCENT and the two day counts (.env.example). */
export interface InvoiceTerms {
  /** Share of the amount asked as a deposit, 0 to 100. */
  depositPercent: number;
  /** The deposit is due this many days after the invoice. */
  depositDays: number;
  /** The balance is due this many days before the event's first day. */
  balanceDaysBeforeEvent: number;
}

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

/**
 * What is owed and when, on `today`, given what was paid: the first instalment (deposit, then balance) not yet
 * covered, and how many days it is overdue.
 */
export function invoiceStanding(
  amount: number,
  schedule: Pick<InvoiceSchedule, 'depositAmount' | 'depositDueOn' | 'balanceDueOn'>,
  paid: number,
  today: string,
): { balance: number; nextDueOn: string | null; nextDueAmount: number; daysOverdue: number } {
  const balance = amount - paid;
  if (balance <= 0) return { balance, nextDueOn: null, nextDueAmount: 0, daysOverdue: 0 };
  const depositOwed = schedule.depositDueOn !== null && paid < schedule.depositAmount;
  const nextDueOn = depositOwed ? (schedule.depositDueOn as string) : schedule.balanceDueOn;
  const nextDueAmount = depositOwed ? schedule.depositAmount - paid : balance;
  return { balance, nextDueOn, nextDueAmount, daysOverdue: Math.max(0, daysBetween(nextDueOn, today)) };
}
