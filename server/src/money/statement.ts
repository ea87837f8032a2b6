import type { Language } from '@kandy-park/domain';
import type { CreditNote, Invoice, Payment, RentInvoice } from '../database/schema';
import { textsFor } from '../mail';

/**
 * A customer's statement of account: every charge (invoices, rent invoices, reversed payments, refunds) and every
 * credit (payments, credit notes) in date order, each line with the running balance; for a period, the balance
 * brought forward from before it opens it. Pure: it takes the documents, each of which wrote one ledger entry (or
 * one per instalment), so its balance is the ledger's.
 */

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
  /** The balance brought forward: everything dated before the period's first day. */
  openingBalance: number;
  /** Charged and received in the period. */
  charged: number;
  received: number;
  /** The closing balance. */
  balance: number;
}

/** The order of lines on one day: charges first, then what paid them. */
const RANK = { invoice: 0, rent: 0, reversal: 1, refund: 1, credit: 2, payment: 3 } as const;

export function statementOf(input: {
  invoices: readonly Invoice[];
  creditNotes: readonly CreditNote[];
  entries: readonly Payment[];
  rentInvoices: readonly RentInvoice[];
  /** The period's first and last days, either open when absent. */
  from?: string;
  to?: string;
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
  for (const rent of input.rentInvoices) {
    add({
      date: rent.issuedOn,
      document: rent.number,
      description: words.rentMonth(rent.stallId, rent.monthIndex + 1),
      charged: rent.amount,
      received: 0,
      rank: RANK.rent,
    });
  }
  const invoiceOf = new Map(input.invoices.map((invoice) => [invoice.id, invoice]));
  const rentOf = new Map(input.rentInvoices.map((rent) => [rent.id, rent]));
  for (const note of input.creditNotes) {
    const invoice = note.invoiceId ? invoiceOf.get(note.invoiceId) : undefined;
    const rent = note.rentInvoiceId ? rentOf.get(note.rentInvoiceId) : undefined;
    add({
      date: note.issuedOn,
      document: note.number,
      description: {
        cancellation: words.creditNote,
        discount: words.creditNoteDiscount,
        write_off: words.creditNoteWriteOff,
      }[note.kind](
        invoice ? lineOf(invoice) : rent ? words.rentMonth(rent.stallId, rent.monthIndex + 1) : note.description,
      ),
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
    } else if (entry.kind === 'reversal' && entry.amount > 0) {
      // A refund that came back: the money is owed to the customer again.
      const returned = entry.reversesId ? receipts.get(entry.reversesId) : null;
      add({
        date: entry.receivedOn,
        document: '',
        description: words.refundReturned(returned ?? ''),
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
  const all = drafts.map(({ rank: _rank, order: _order, ...line }) => {
    balance += line.charged - line.received;
    return { ...line, balance };
  });
  const { from, to } = input;
  const before = from ? all.filter((line) => line.date < from) : [];
  const openingBalance = before.at(-1)?.balance ?? 0;
  const lines = all.filter((line) => (!from || line.date >= from) && (!to || line.date <= to));
  return {
    lines,
    openingBalance,
    charged: lines.reduce((sum, line) => sum + line.charged, 0),
    received: lines.reduce((sum, line) => sum + line.received, 0),
    balance: lines.at(-1)?.balance ?? openingBalance,
  };
}
