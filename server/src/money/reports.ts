import type { LedgerKind } from '../database/schema';

/**
 * The accountant's reports (docs/money.md, "Reports"), as pure functions of ledger entries read by
 * `reports.service.ts`. Amounts are whole LKR, signed as the ledger writes them (positive: the customer owes more).
 */

/** Money that moved: a payment received, its reversal, a refund paid back. */
export const CASH_KINDS = ['payment', 'reversal', 'refund'] as const satisfies readonly LedgerKind[];
export type CashKind = (typeof CASH_KINDS)[number];
export const isCashKind = (kind: LedgerKind): kind is CashKind => (CASH_KINDS as readonly string[]).includes(kind);

// ---------------------------------------------------------------------------------------------------------------
// Income by month

/** A charge or a credit of the year, with what its credit note closed and kept. */
export interface IncomeEntry {
  kind: LedgerKind;
  amount: number;
  entryOn: string;
  /** A credit: whether its credit note closed a venue invoice or a rent invoice. */
  creditOf: 'invoice' | 'rent' | null;
  /** A credit of a venue invoice: the cancellation charge its credit note kept. */
  kept: number;
}

export interface IncomeFigures {
  /** Venue invoices charged (every instalment, on the invoice's date). */
  venueInvoices: number;
  /** Stall rent invoiced. */
  stallRent: number;
  /** Credit notes of venue invoices (negative). */
  venueCredits: number;
  /** Credit notes of rent invoices (negative). */
  rentCredits: number;
  /** Of the venue invoices credited, what the park kept as a cancellation charge (already inside the net). */
  cancellationKept: number;
  /** Charges and credits together. */
  net: number;
}

export interface IncomeMonth extends IncomeFigures {
  /** `yyyy-mm`. */
  month: string;
}

export interface IncomeReport {
  year: number;
  months: IncomeMonth[];
  total: IncomeFigures;
}

const noIncome = (): IncomeFigures => ({
  venueInvoices: 0,
  stallRent: 0,
  venueCredits: 0,
  rentCredits: 0,
  cancellationKept: 0,
  net: 0,
});

function addIncome(figures: IncomeFigures, entry: IncomeEntry): void {
  switch (entry.kind) {
    case 'invoice':
      figures.venueInvoices += entry.amount;
      break;
    case 'rent':
      figures.stallRent += entry.amount;
      break;
    case 'credit':
      if (entry.creditOf === 'rent') figures.rentCredits += entry.amount;
      else {
        figures.venueCredits += entry.amount;
        figures.cancellationKept += entry.kept;
      }
      break;
    case 'payment':
    case 'reversal':
    case 'refund':
    case 'applied':
      return; // money moving (or customer credit moved between bookings) is not income: it is in the day-book
  }
  figures.net += entry.amount;
}

/**
 * Income of `year` month by month, on the accrual basis: a charge is income on its document's date, a credit note
 * takes it off on the credit note's date. Entries of other years, and payments, reversals and refunds, are left out.
 * Every month of the year is listed, in order, with the year's totals.
 */
export function incomeByMonth(year: number, entries: readonly IncomeEntry[]): IncomeReport {
  const months: IncomeMonth[] = Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    ...noIncome(),
  }));
  const total = noIncome();
  for (const entry of entries) {
    if (Number(entry.entryOn.slice(0, 4)) !== year) continue;
    const month = months[Number(entry.entryOn.slice(5, 7)) - 1];
    if (!month) continue;
    addIncome(month, entry);
    addIncome(total, entry);
  }
  return { year, months, total };
}

// ---------------------------------------------------------------------------------------------------------------
// Output tax by month

/** A charge or a credit of the year that carried taxes, as the ledger writes it (signed). */
export interface TaxEntry {
  amount: number;
  vat: number;
  sscl: number;
  entryOn: string;
}

export interface TaxFigures {
  /** The value before tax of the documents with taxes: charges less credits. */
  net: number;
  sscl: number;
  vat: number;
  /** The three together: what those documents charged less what their credit notes took off. */
  total: number;
}

export interface TaxMonth extends TaxFigures {
  /** `yyyy-mm`. */
  month: string;
}

export interface TaxSummary {
  year: number;
  months: TaxMonth[];
  total: TaxFigures;
}

const noTax = (): TaxFigures => ({ net: 0, sscl: 0, vat: 0, total: 0 });

function addTax(figures: TaxFigures, entry: TaxEntry): void {
  figures.net += entry.amount - entry.vat - entry.sscl;
  figures.sscl += entry.sscl;
  figures.vat += entry.vat;
  figures.total += entry.amount;
}

/**
 * The output tax of `year` month by month: the VAT and SSCL of invoices and rent invoices on their dates, less what
 * credit notes took off on theirs (the entries are signed so), with the value before tax they were charged on.
 * Every month of the year is listed, in order, with the year's totals.
 */
export function taxSummary(year: number, entries: readonly TaxEntry[]): TaxSummary {
  const months: TaxMonth[] = Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    ...noTax(),
  }));
  const total = noTax();
  for (const entry of entries) {
    if (Number(entry.entryOn.slice(0, 4)) !== year) continue;
    const month = months[Number(entry.entryOn.slice(5, 7)) - 1];
    if (!month) continue;
    addTax(month, entry);
    addTax(total, entry);
  }
  return { year, months, total };
}

// ---------------------------------------------------------------------------------------------------------------
// Deposits held for events still ahead

/** A cash entry or a credit of a venue booking, with the booking as it stands now. */
export interface HeldEntry {
  kind: LedgerKind;
  amount: number;
  entryOn: string;
  documentNumber: string;
  bookingId: string;
  customerName: string;
  account: string;
  venue: string;
  eventDate: string;
  /** The booking's status now. */
  status: string;
}

export interface HeldBooking {
  bookingId: string;
  customerName: string;
  account: string;
  venue: string;
  eventDate: string;
  /** Payments less reversals and refunds, received on or before the day. */
  held: number;
  /** The receipts and refund notes, in the order written. */
  documents: string[];
}

export interface DepositsHeldReport {
  asOf: string;
  bookings: HeldBooking[];
  total: number;
}

/**
 * The money held, at the end of `asOf`, for venue events after that day: what each booking received (payments less
 * reversals and refunds dated on or before `asOf`), unless a credit note dated by then cancelled it (then what is
 * left is kept or owed back, not held) or it is cancelled now without one (a request refused: it holds nothing).
 * Entries must come in the order written. Bookings holding nothing are left out; soonest event first.
 */
export function depositsHeld(asOf: string, entries: readonly HeldEntry[]): DepositsHeldReport {
  const byBooking = new Map<string, HeldBooking & { cancelled: boolean }>();
  const credited = new Set(entries.filter((e) => e.kind === 'credit').map((e) => e.bookingId));
  // Cancelled with no credit note: a request refused or withdrawn, which never held money for its event.
  const refused = new Set(
    entries.filter((e) => e.status === 'cancelled' && !credited.has(e.bookingId)).map((e) => e.bookingId),
  );
  for (const entry of entries) {
    if (entry.entryOn > asOf || entry.eventDate <= asOf) continue;
    let booking = byBooking.get(entry.bookingId);
    if (!booking) {
      booking = {
        bookingId: entry.bookingId,
        customerName: entry.customerName,
        account: entry.account,
        venue: entry.venue,
        eventDate: entry.eventDate,
        held: 0,
        documents: [],
        cancelled: refused.has(entry.bookingId),
      };
      byBooking.set(entry.bookingId, booking);
    }
    if (entry.kind === 'credit') booking.cancelled = true;
    else if (isCashKind(entry.kind)) {
      booking.held -= entry.amount;
      if (entry.documentNumber && !booking.documents.includes(entry.documentNumber)) {
        booking.documents.push(entry.documentNumber);
      }
    }
  }
  const bookings = [...byBooking.values()]
    .filter((b) => !b.cancelled && b.held !== 0)
    .map(({ cancelled: _cancelled, ...held }) => held)
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.bookingId.localeCompare(b.bookingId));
  return { asOf, bookings, total: bookings.reduce((sum, b) => sum + b.held, 0) };
}

// ---------------------------------------------------------------------------------------------------------------
// Money owed back

export interface OwedBackEntry {
  kind: LedgerKind;
  amount: number;
  entryOn: string;
  documentNumber: string;
  bookingId: string | null;
  account: string;
  customerName: string;
  customerEmail: string;
  description: string;
}

export interface OwedBackDocument {
  kind: LedgerKind;
  documentNumber: string;
  entryOn: string;
  amount: number;
}

export interface OwedBackItem {
  /** Null for entries written without a booking: then the account is the line. */
  bookingId: string | null;
  account: string;
  customerName: string;
  customerEmail: string;
  description: string;
  /** The ledger's balance of the booking: negative. */
  balance: number;
  /** What the park owes back: the balance made positive. */
  owedBack: number;
  /** Since when: the date of the entry that made the balance negative last. */
  since: string;
  documents: OwedBackDocument[];
}

export interface OwedBackReport {
  items: OwedBackItem[];
  total: number;
}

/**
 * The bookings whose ledger balance is negative: the park owes the customer (money received beyond what a credit
 * note left on the invoice, rent paid ahead on an ended rental). Entries must come in the order written; the
 * customer's name and e-mail are the latest entry's. Largest first.
 */
export function owedBack(entries: readonly OwedBackEntry[]): OwedBackReport {
  const byLine = new Map<string, OwedBackItem>();
  for (const entry of entries) {
    const key = entry.bookingId ?? `account:${entry.account}`;
    let item = byLine.get(key);
    if (!item) {
      item = {
        bookingId: entry.bookingId,
        account: entry.account,
        customerName: entry.customerName,
        customerEmail: entry.customerEmail,
        description: entry.description,
        balance: 0,
        owedBack: 0,
        since: entry.entryOn,
        documents: [],
      };
      byLine.set(key, item);
    }
    const wasOwedBack = item.balance < 0;
    item.balance += entry.amount;
    if (item.balance < 0 && !wasOwedBack) item.since = entry.entryOn;
    item.customerName = entry.customerName;
    item.customerEmail = entry.customerEmail;
    item.account = entry.account;
    if (entry.kind === 'invoice' || entry.kind === 'rent') item.description = entry.description;
    item.documents.push({
      kind: entry.kind,
      documentNumber: entry.documentNumber,
      entryOn: entry.entryOn,
      amount: entry.amount,
    });
  }
  const items = [...byLine.values()]
    .filter((item) => item.balance < 0)
    .map((item) => ({ ...item, owedBack: -item.balance }))
    .sort((a, b) => b.owedBack - a.owedBack || a.since.localeCompare(b.since));
  return { items, total: items.reduce((sum, item) => sum + item.owedBack, 0) };
}

// ---------------------------------------------------------------------------------------------------------------
// Cashier day-book

export interface CashEntry {
  kind: CashKind;
  amount: number;
  entryOn: string;
  /** How the money moved; a reversal takes its payment's. Null when not known. */
  method: string | null;
}

/** Cash figures as the cashier reads them: money in positive. */
export interface CashFigures {
  /** Payments received. */
  received: number;
  /** Payments reversed (negative). */
  reversed: number;
  /** Refunds paid out (negative). */
  refunded: number;
  /** The three together: what the till moved. */
  net: number;
  /** Entries. */
  count: number;
}

export interface DayBookMethod extends CashFigures {
  method: string;
}

export interface DayBookDay {
  day: string;
  methods: DayBookMethod[];
  total: CashFigures;
}

export interface DayBookReport {
  from: string;
  to: string;
  days: DayBookDay[];
  byMethod: DayBookMethod[];
  total: CashFigures;
}

const noCash = (): CashFigures => ({ received: 0, reversed: 0, refunded: 0, net: 0, count: 0 });

function addCash(figures: CashFigures, entry: CashEntry): void {
  const cash = -entry.amount;
  if (entry.kind === 'payment') figures.received += cash;
  else if (entry.kind === 'reversal') figures.reversed += cash;
  else figures.refunded += cash;
  figures.net += cash;
  figures.count += 1;
}

/** The methods in the payment form's order, then any other. */
const METHOD_ORDER = ['cash', 'bank transfer', 'card', 'cheque'];
const byMethodOrder = (a: DayBookMethod, b: DayBookMethod) => {
  const rank = (m: string) => (METHOD_ORDER.includes(m) ? METHOD_ORDER.indexOf(m) : METHOD_ORDER.length);
  return rank(a.method) - rank(b.method) || a.method.localeCompare(b.method);
};

/** What a method with no name is called. */
export const UNKNOWN_METHOD = 'not recorded';

/**
 * Payments, reversals and refunds dated `from` … `to` (both included), by day and by method, with each day's
 * totals, the period's by method and the period's total. Days with nothing are left out.
 */
export function dayBook(from: string, to: string, entries: readonly CashEntry[]): DayBookReport {
  const days = new Map<string, { methods: Map<string, DayBookMethod>; total: CashFigures }>();
  const methods = new Map<string, DayBookMethod>();
  const total = noCash();
  for (const entry of entries) {
    if (entry.entryOn < from || entry.entryOn > to) continue;
    const method = entry.method ?? UNKNOWN_METHOD;
    let day = days.get(entry.entryOn);
    if (!day) {
      day = { methods: new Map(), total: noCash() };
      days.set(entry.entryOn, day);
    }
    let line = day.methods.get(method);
    if (!line) {
      line = { method, ...noCash() };
      day.methods.set(method, line);
    }
    let periodLine = methods.get(method);
    if (!periodLine) {
      periodLine = { method, ...noCash() };
      methods.set(method, periodLine);
    }
    addCash(line, entry);
    addCash(periodLine, entry);
    addCash(day.total, entry);
    addCash(total, entry);
  }
  return {
    from,
    to,
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, { methods: dayMethods, total: dayTotal }]) => ({
        day,
        methods: [...dayMethods.values()].sort(byMethodOrder),
        total: dayTotal,
      })),
    byMethod: [...methods.values()].sort(byMethodOrder),
    total,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Journal

export interface JournalEntry {
  position: number;
  entryOn: string;
  kind: LedgerKind;
  documentNumber: string;
  account: string;
  customerName: string;
  bookingId: string | null;
  description: string;
  amount: number;
  /** The VAT and SSCL within `amount`, signed like it. */
  vat: number;
  sscl: number;
}

export interface JournalLine extends JournalEntry {
  /** The amount when positive (a charge, a reversed payment, a refund), else null. */
  debit: number | null;
  /** A negative amount made positive (a payment, a credit), else null. */
  credit: number | null;
  /** The account's balance once this entry was written, counting every earlier entry of the account. */
  accountBalance: number;
}

export interface JournalReport {
  from: string | null;
  to: string | null;
  lines: JournalLine[];
  debits: number;
  credits: number;
}

/**
 * The ledger as a journal, in the order written: each entry with its debit (a positive amount) or credit (a
 * negative one, as a positive number) and the running balance of its account. `entries` must be the whole ledger
 * in write order, so balances count what came before `from`; only the entries dated in the period are listed.
 */
export function journal(from: string | null, to: string | null, entries: readonly JournalEntry[]): JournalReport {
  const balances = new Map<string, number>();
  const lines: JournalLine[] = [];
  let debits = 0;
  let credits = 0;
  for (const entry of entries) {
    const accountBalance = (balances.get(entry.account) ?? 0) + entry.amount;
    balances.set(entry.account, accountBalance);
    if ((from && entry.entryOn < from) || (to && entry.entryOn > to)) continue;
    const isCredit = entry.amount < 0 || entry.kind === 'credit' || entry.kind === 'payment';
    const line: JournalLine = {
      ...entry,
      debit: isCredit ? null : entry.amount,
      credit: isCredit ? Math.abs(entry.amount) : null,
      accountBalance,
    };
    debits += line.debit ?? 0;
    credits += line.credit ?? 0;
    lines.push(line);
  }
  return { from, to, lines, debits, credits };
}
