import type { CreditNote, Invoice, Payment } from '../database/schema';
import { rentDueDate } from './rent-ledger';

/**
 * A customer's statement of account: every charge (invoices, rent months, reversed payments, refunds) and every
 * credit (payments, credit notes) in date order, each line with the running balance. Pure: it takes the rows.
 */

export interface StatementRental {
  stallId: string;
  /** The rent account as of the statement's day. */
  startDate: string;
  monthlyRent: number;
  monthsCharged: number;
}

export interface StatementLine {
  date: string;
  /** The document's number (INV-, RCT-, CRN-, RFD-), or empty for a rent month or a reversal. */
  document: string;
  description: string;
  /** Whole LKR added to what the customer owes. */
  charged: number;
  /** Whole LKR taken off it. */
  received: number;
  /** What the customer owes once this line is counted (negative: the park owes them). */
  balance: number;
}

export interface Statement {
  lines: StatementLine[];
  charged: number;
  received: number;
  balance: number;
}

/** The order of lines on one day: charges first, then what paid them. */
const RANK = { invoice: 0, rent: 0, reversal: 1, refund: 1, credit: 2, payment: 3 } as const;

export function statementOf(input: {
  invoices: readonly Invoice[];
  creditNotes: readonly CreditNote[];
  entries: readonly Payment[];
  rentals: readonly StatementRental[];
}): Statement {
  type Draft = Omit<StatementLine, 'balance'> & { rank: number; order: number };
  const drafts: Draft[] = [];
  const add = (line: Omit<Draft, 'order'>) => drafts.push({ ...line, order: drafts.length });
  for (const invoice of input.invoices) {
    add({
      date: invoice.issuedOn,
      document: invoice.number,
      description: `Invoice: ${invoice.description}`,
      charged: invoice.amount,
      received: 0,
      rank: RANK.invoice,
    });
  }
  for (const rental of input.rentals) {
    for (let month = 0; month < rental.monthsCharged; month++) {
      add({
        date: rentDueDate(rental.startDate, month),
        document: '',
        description: `Rent of stall ${rental.stallId}, month ${month + 1}`,
        charged: rental.monthlyRent,
        received: 0,
        rank: RANK.rent,
      });
    }
  }
  for (const note of input.creditNotes) {
    add({
      date: note.issuedOn,
      document: note.number,
      description: `Credit note: booking cancelled (${note.description})`,
      charged: 0,
      received: note.amount,
      rank: RANK.credit,
    });
  }
  const receipts = new Map(input.entries.map((entry) => [entry.id, entry.receiptNumber]));
  for (const entry of input.entries) {
    if (entry.kind === 'payment') {
      add({
        date: entry.receivedOn,
        document: entry.receiptNumber ?? '',
        description: `Payment: ${entry.description}`,
        charged: 0,
        received: entry.amount,
        rank: RANK.payment,
      });
    } else if (entry.kind === 'reversal') {
      const reversed = entry.reversesId ? receipts.get(entry.reversesId) : null;
      add({
        date: entry.receivedOn,
        document: '',
        description: `Reversal of receipt ${reversed ?? ''}`.trim(),
        charged: -entry.amount,
        received: 0,
        rank: RANK.reversal,
      });
    } else {
      add({
        date: entry.receivedOn,
        document: entry.receiptNumber ?? '',
        description: `Refund paid to you: ${entry.description}`,
        charged: -entry.amount,
        received: 0,
        rank: RANK.refund,
      });
    }
  }
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.rank - b.rank || a.order - b.order);
  let balance = 0;
  const lines = drafts.map(({ rank: _rank, order: _order, ...line }) => {
    balance += line.charged - line.received;
    return { ...line, balance };
  });
  return {
    lines,
    charged: lines.reduce((sum, line) => sum + line.charged, 0),
    received: lines.reduce((sum, line) => sum + line.received, 0),
    balance,
  };
}
