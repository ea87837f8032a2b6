import type { CreditNote, CreditNoteKind, Payment } from '../database/schema';
import { formatLkr, formatLongDate } from '../mail';

/**
 * The accountant's corrections as pure rules (docs/money.md, "Corrections"; unit tests beside this file): what a
 * credit note of part or all of an invoice may take off, what is owed on each rent month, how much customer credit
 * may move to another booking, and which earlier payment a new one repeats.
 */

export type CorrectionCode =
  'ALREADY_CREDITED' | 'CREDIT_TOO_LARGE' | 'NOTHING_OWED' | 'NO_CREDIT' | 'CREDIT_TOO_LARGE_FOR_TARGET';

export interface CorrectionRefusal {
  code: CorrectionCode;
  message: string;
}

/** The credit notes that close an invoice: a cancellation, or a write-off of all that was owed. */
export const closesInvoice = (kind: CreditNoteKind): boolean => kind === 'cancellation' || kind === 'write_off';

/** What the credit notes of one invoice add up to, and the one that closed it (if any). */
export function creditsOf(
  amount: number,
  notes: readonly Pick<CreditNote, 'kind' | 'amount' | 'number' | 'issuedOn'>[],
): { credited: number; closedBy: (typeof notes)[number] | null } {
  const credited = notes.reduce((sum, note) => sum + note.amount, 0);
  const closing = notes.find((note) => closesInvoice(note.kind));
  const closedBy = closing ?? (notes.length > 0 && credited >= amount ? (notes.at(-1) ?? null) : null);
  return { credited, closedBy };
}

/** What an invoice still allows a credit note to take off, and what is owed on it now. */
export interface CreditRoom {
  number: string;
  /** The invoice's amount less every credit note on it. */
  uncredited: number;
  /** What the customer still owes on it (0 when paid). */
  owed: number;
  /** A cancellation or a write-off closed it. */
  closed: boolean;
}

/**
 * Why a credit note of `kind` for `amount` cannot be issued on the invoice, or null when it may. A discount takes
 * 1 to what is still uncredited; a write-off takes all that is owed (`amount` is then decided here, not asked).
 */
export function creditRefusal(
  kind: 'discount' | 'write_off',
  amount: number,
  room: CreditRoom,
): CorrectionRefusal | null {
  if (room.closed || room.uncredited <= 0) {
    return {
      code: 'ALREADY_CREDITED',
      message: `Invoice ${room.number} is already closed by a credit note: nothing more can be credited on it.`,
    };
  }
  if (kind === 'write_off') {
    if (room.owed <= 0) {
      return {
        code: 'NOTHING_OWED',
        message: `Nothing is owed on invoice ${room.number}: there is nothing to write off.`,
      };
    }
    return null;
  }
  if (amount > room.uncredited) {
    return {
      code: 'CREDIT_TOO_LARGE',
      message: `${formatLkr(amount)} is more than the ${formatLkr(room.uncredited)} still uncredited on invoice ${room.number}. Please check the amount.`,
    };
  }
  return null;
}

/**
 * What is owed on each rent month: money received covers what each month still charges (its rent less its credit
 * notes), oldest month first, as payments do (rent-ledger.ts).
 */
export function owedPerMonth(uncredited: readonly number[], covered: number): number[] {
  let left = Math.max(0, covered);
  return uncredited.map((charge) => {
    const paid = Math.min(left, Math.max(0, charge));
    left -= paid;
    return Math.max(0, charge) - paid;
  });
}

/**
 * Why `amount` of customer credit cannot move from one booking to another, or null: at most the credit the first
 * holds, and at most what the second owes.
 */
export function applicationRefusal(
  amount: number,
  available: number,
  targetOwes: number,
  targetName: string,
): CorrectionRefusal | null {
  if (available <= 0) {
    return {
      code: 'NO_CREDIT',
      message:
        'This booking holds no customer credit: only money paid beyond what it charges can be applied elsewhere.',
    };
  }
  if (amount > available) {
    return {
      code: 'CREDIT_TOO_LARGE',
      message: `${formatLkr(amount)} is more than the ${formatLkr(available)} of credit this booking holds. Please check the amount.`,
    };
  }
  if (targetOwes <= 0) {
    return { code: 'NOTHING_OWED', message: `Nothing is owed on ${targetName}: the credit has nothing to pay there.` };
  }
  if (amount > targetOwes) {
    return {
      code: 'CREDIT_TOO_LARGE_FOR_TARGET',
      message: `${formatLkr(amount)} is more than the ${formatLkr(targetOwes)} owed on ${targetName}. Please check the amount.`,
    };
  }
  return null;
}

/** A payment form as it reads against the booking's earlier payments. */
export interface PaymentLike {
  amount: number;
  reference: string;
  receivedOn: string;
}

const sameReference = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The day the money came: the entry's date, or the one its note says it was asked for (a closed month's late entry). */
const receivedOnDay = (entry: Payment, day: string) =>
  entry.receivedOn === day || entry.note.includes(`(received on ${day}, dated ${entry.receivedOn}:`);

/**
 * The earlier payment of the booking that a new one looks like (the same amount, reference and day received), not
 * reversed since: probably the same money entered twice. Null when there is none.
 */
export function duplicateOf(entries: readonly Payment[], form: PaymentLike): Payment | null {
  const reversed = new Set(entries.filter((entry) => entry.kind === 'reversal').map((entry) => entry.reversesId));
  return (
    entries.find(
      (entry) =>
        entry.kind === 'payment' &&
        !reversed.has(entry.id) &&
        entry.amount === form.amount &&
        receivedOnDay(entry, form.receivedOn) &&
        sameReference(entry.reference, form.reference),
    ) ?? null
  );
}

/** The 409's sentence when a payment looks like one already recorded. */
export function duplicateMessage(earlier: Payment): string {
  const reference = earlier.reference ? ` with reference "${earlier.reference}"` : ' with no reference';
  return (
    `Receipt ${earlier.receiptNumber} already records ${formatLkr(earlier.amount)} received on ` +
    `${formatLongDate(earlier.receivedOn)}${reference}, recorded by ${earlier.recordedByName}. If this is another ` +
    'payment, confirm it to record it; if not, it is already recorded.'
  );
}
