import type { BookingStatus, Payment } from '../database/schema';
import { formatLkr, formatLongDate } from '../mail';
import { lateEntryNote } from './periods';

/**
 * What a booking's money allows, as pure rules: how much a payment may be, what is owed back and may be refunded,
 * and why unsettled money keeps a booking from being deleted. docs/money.md; unit tests beside this file.
 */

/** A rental may be paid this many months ahead of what it owes. */
export const MONTHS_PAID_AHEAD = 12;

export type Refusal = { code: 'NOTHING_OWED' | 'PAYMENT_TOO_LARGE' | 'FORM_REUSED'; message: string };

/** The largest payment a rent account takes now, or why it takes none: what is owed, and while it runs, 12 months ahead. */
export function rentPaymentRefusal(
  rent: { balance: number; monthlyRent: number; endedOn: string | null },
  amount: number,
): Refusal | null {
  const owedNow = Math.max(0, rent.balance);
  const ahead = rent.endedOn === null ? MONTHS_PAID_AHEAD * rent.monthlyRent - Math.max(0, -rent.balance) : 0;
  if (owedNow + ahead <= 0) {
    return { code: 'NOTHING_OWED', message: 'Nothing is owed on this ended rental: no payment can be recorded.' };
  }
  if (amount <= owedNow + ahead) return null;
  return {
    code: 'PAYMENT_TOO_LARGE',
    message:
      rent.endedOn === null
        ? `${formatLkr(amount)} is more than this rental may take now: ${formatLkr(owedNow)} owed and at most ${MONTHS_PAID_AHEAD} months' rent ahead (${formatLkr(owedNow + ahead)} in all). Please check the amount.`
        : `${formatLkr(amount)} is more than the ${formatLkr(owedNow)} still owed on this ended rental. Please check the amount.`,
  };
}

/**
 * Whether an invoice takes a payment now: while something is owed on it. A payment above what is owed is taken, and
 * the surplus is the customer's credit (refunded, or applied to another booking of theirs: docs/money.md).
 */
export function invoicePaymentRefusal(invoice: { number: string; balance: number; closed: boolean }): Refusal | null {
  if (invoice.balance > 0) return null;
  return {
    code: 'NOTHING_OWED',
    message: invoice.closed
      ? `Invoice ${invoice.number} is closed by a credit note: nothing more is owed.`
      : `Invoice ${invoice.number} is paid in full: nothing more is owed.`,
  };
}

export interface MoneyHolder {
  isStallRental: boolean;
  status: BookingStatus;
  /** Owed by the customer; negative: owed back to them. */
  balance: number;
}

/**
 * What is owed back to the customer, their credit: money paid beyond what a venue booking charges (a cancellation, a
 * payment above the invoice, a credit note after payment), or rent paid ahead on an ended rental. It may be refunded
 * or applied to another booking. A running rental's rent paid ahead is not owed back: it pays coming months.
 */
export function owedBack({ isStallRental, status, balance }: MoneyHolder): number {
  if (balance >= 0) return 0;
  if (isStallRental) return status === 'completed' ? -balance : 0;
  return -balance;
}

/** Why a booking's money keeps it from being deleted (what to do), or null when it is settled either way. */
export function unsettledReason(holder: MoneyHolder & { invoiceNumber: string | null }): string | null {
  const { isStallRental, status, balance, invoiceNumber } = holder;
  if (isStallRental) {
    if (status !== 'confirmed' && status !== 'completed') return null;
    if (balance > 0) {
      return `${formatLkr(balance)} of rent is still owed on this rental: record the payment before deleting it.`;
    }
    if (balance < 0) {
      return `${formatLkr(-balance)} of rent was paid ahead: refund it to the vendor before deleting the rental.`;
    }
    return null;
  }
  if (invoiceNumber === null) return null;
  if (balance > 0) {
    return `${formatLkr(balance)} is still owed on invoice ${invoiceNumber}: record the payments before deleting the booking (an approved booking that will not go ahead is cancelled instead, which closes its invoice).`;
  }
  if (balance < 0) {
    return `${formatLkr(-balance)} received on invoice ${invoiceNumber} is owed back to the customer: record the refund (or apply the credit to another booking) before deleting the booking.`;
  }
  return null;
}

/** What a payment or refund form sent again must match: the entry its key first recorded. */
export interface SentForm {
  kind: 'payment' | 'refund';
  bookingId: string;
  /** Whole LKR as typed (positive for a refund too). */
  amount: number;
  date: string;
  method: string;
}

/**
 * A form's key sent again answers the entry it recorded, but only when the form is the same: another booking, another
 * kind of entry, or another amount, date or method is a different form carrying an old key (409, naming the entry).
 */
export function formReplayRefusal(
  first: Pick<Payment, 'kind' | 'bookingId' | 'amount' | 'receivedOn' | 'method' | 'receiptNumber' | 'note'>,
  sent: SentForm,
): Refusal | null {
  const form = sent.kind === 'payment' ? 'Record payment' : 'Record refund';
  if (first.bookingId !== sent.bookingId || first.kind !== sent.kind) {
    return {
      code: 'FORM_REUSED',
      message: `This form was already used for another ${first.kind === sent.kind ? 'booking' : 'entry'}: please close it and open ${form} again.`,
    };
  }
  if (Math.abs(first.amount) === sent.amount && sameDate(first, sent) && first.method === sent.method) {
    return null;
  }
  return {
    code: 'FORM_REUSED',
    message:
      `This form was already sent with ${formatLkr(Math.abs(first.amount))} on ${formatLongDate(first.receivedOn)} by ` +
      `${first.method ?? ''} (${first.kind === 'refund' ? 'refund note' : 'receipt'} ${first.receiptNumber}): nothing new ` +
      `was recorded. To record another ${sent.kind}, close this form and open ${form} again.`,
  };
}

/**
 * The date the form sent is the entry's: the same, or one inside a closed month that the entry was dated today
 * instead of, as its note says (periods.ts), so the same late form sent twice still records one entry.
 */
function sameDate(first: Pick<Payment, 'kind' | 'receivedOn' | 'note'>, sent: SentForm): boolean {
  if (first.receivedOn === sent.date) return true;
  const late = { requestedOn: sent.date, entryOn: first.receivedOn, late: true };
  return first.note.endsWith(lateEntryNote(first.kind === 'refund' ? 'refunded' : 'received', late));
}
