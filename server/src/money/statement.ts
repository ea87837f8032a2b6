import type { Language } from '@kandy-park/domain';
import type { CreditNote, Invoice, Payment } from '../database/schema';
import { textsFor } from '../mail';
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
  /** The language the lines are written in (English unless given); each row's own line is its customer's wording. */
  language?: Language;
}): Statement {
  const language = input.language ?? 'en';
  const words = textsFor(language).documents.statement.lines;
  /** A row's line: in English as recorded, else as its customer read it (in the language it was recorded in). */
  const lineOf = (row: { description: string; customerDescription: string }): string =>
    language === 'en' ? row.description : row.customerDescription || row.description;
  type Draft = Omit<StatementLine, 'balance'> & { rank: number; order: number };
  const drafts: Draft[] = [];
  const add = (line: Omit<Draft, 'order'>) => drafts.push({ ...line, order: drafts.length });
  for (const invoice of input.invoices) {
    add({
      date: invoice.issuedOn,
      document: invoice.number,
      description: words.invoice(lineOf(invoice)),
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
        description: words.rentMonth(rental.stallId, month + 1),
        charged: rental.monthlyRent,
        received: 0,
        rank: RANK.rent,
      });
    }
  }
  const invoiceOf = new Map(input.invoices.map((invoice) => [invoice.id, invoice]));
  for (const note of input.creditNotes) {
    const invoice = invoiceOf.get(note.invoiceId);
    add({
      date: note.issuedOn,
      document: note.number,
      description: words.creditNote(invoice ? lineOf(invoice) : note.description),
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
        description: words.payment(lineOf(entry)),
        charged: 0,
        received: entry.amount,
        rank: RANK.payment,
      });
    } else if (entry.kind === 'reversal') {
      const reversed = entry.reversesId ? receipts.get(entry.reversesId) : null;
      add({
        date: entry.receivedOn,
        document: '',
        description: words.reversal(reversed ?? ''),
        charged: -entry.amount,
        received: 0,
        rank: RANK.reversal,
      });
    } else {
      add({
        date: entry.receivedOn,
        document: entry.receiptNumber ?? '',
        description: words.refund(lineOf(entry)),
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
