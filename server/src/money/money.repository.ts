import { Inject, Injectable } from '@nestjs/common';
import { type AnyColumn, and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { retryOnDeadlock } from '../common/transaction-retry';
import { DATABASE, type Database, type Executor } from '../database/database';
import {
  type Booking,
  bookings,
  type CreditNote,
  creditNotes,
  type DocumentKind,
  documentCounters,
  type Invoice,
  invoices,
  ledgerEntries,
  type LedgerEntry,
  type LedgerKind,
  type NewLedgerEntry,
  type NewPayment,
  type Payment,
  payments,
  rentInvoices,
  type RentInvoice,
  rentReminders,
  type RentReminderKind,
} from '../database/schema';
import { checkBooks } from './books-check';
import { creditEntry, invoiceEntries, paymentEntry, rentEntry } from './ledger';
import { endedOn } from './money-views';
import { monthsChargedOn } from './rent-ledger';

type NewInvoice = typeof invoices.$inferInsert;
type NewCreditNote = typeof creditNotes.$inferInsert;
type NewRentInvoice = typeof rentInvoices.$inferInsert;

/** A stall rental that owes or owed rent (confirmed or ended), with what has been paid for it. */
export type RentalRow = Pick<
  Booking,
  | 'id'
  | 'status'
  | 'eventDate'
  | 'totalAmount'
  | 'rentEndedOn'
  | 'updatedAt'
  | 'stallId'
  | 'stallBlock'
  | 'stallBlockName'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'language'
> & { paid: number; monthsCharged: number };

/** An invoice with its money: received (reversals and refunds taken off) and credited. */
export interface InvoiceLedgerRow {
  invoice: Invoice;
  paid: number;
  credited: number;
  creditNoteNumber: string | null;
}

/** An e-mail column as the customer's account (`accountOf` in SQL): lower case, without a +tag. */
const accountKey = (column: AnyColumn) =>
  sql`regexp_replace(lower(trim(${column})), '^([^+@]*)\\+[^@]*(@[^@]*)$', '\\1\\2')`;

/** Ledger kinds of money that moved: payments, their reversals, refunds. */
const MONEY_MOVED = ['payment', 'reversal', 'refund'] as const;
/** Ledger kinds of income: charges and the credits taken off them. */
const INCOME = ['invoice', 'rent', 'credit'] as const;

/** All SQL of the park's money: document numbers, invoices, payment entries, rent reminders. */
@Injectable()
export class MoneyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return retryOnDeadlock(() => this.db.transaction(work));
  }

  /**
   * The next number of `kind` in `year`, taken in `tx`: the counter row stays locked until `tx` ends, so documents
   * numbered at the same time queue here, and a rolled-back `tx` leaves its number to the next one.
   */
  async nextSequence(kind: DocumentKind, year: number, tx: Executor): Promise<number> {
    const [row] = await tx
      .insert(documentCounters)
      .values({ kind, year, last: 1 })
      .onConflictDoUpdate({
        target: [documentCounters.kind, documentCounters.year],
        set: { last: sql`${documentCounters.last} + 1` },
      })
      .returning({ last: documentCounters.last });
    return row?.last as number;
  }

  /** The booking, locked until the end of `tx`: payments of one booking are checked against its balance in turn. */
  async lockBooking(id: string, tx: Executor): Promise<Booking | undefined> {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    return row;
  }

  async findBooking(id: string, executor: Executor = this.db): Promise<Booking | undefined> {
    const [row] = await executor.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  /** Every document is written here with its ledger entries, in the caller's transaction: never one without the other. */
  async insertInvoice(values: NewInvoice, tx: Executor): Promise<Invoice> {
    const [row] = await tx.insert(invoices).values(values).returning();
    await this.post(invoiceEntries(row as Invoice), tx);
    return row as Invoice;
  }

  async insertRentInvoice(values: NewRentInvoice, tx: Executor): Promise<RentInvoice> {
    const [row] = await tx.insert(rentInvoices).values(values).returning();
    await this.post([rentEntry(row as RentInvoice)], tx);
    return row as RentInvoice;
  }

  private async post(entries: NewLedgerEntry[], tx: Executor): Promise<void> {
    if (entries.length > 0) await tx.insert(ledgerEntries).values(entries);
  }

  /** A rental's rent invoices, first month first. */
  rentInvoicesOf(bookingId: string, executor: Executor = this.db): Promise<RentInvoice[]> {
    return executor
      .select()
      .from(rentInvoices)
      .where(eq(rentInvoices.bookingId, bookingId))
      .orderBy(asc(rentInvoices.monthIndex));
  }

  async findRentInvoice(id: string, executor: Executor = this.db): Promise<RentInvoice | undefined> {
    const [row] = await executor.select().from(rentInvoices).where(eq(rentInvoices.id, id));
    return row;
  }

  /** The credit note that cancelled a rent month (a month after the rental's end), if one did. */
  async creditNoteOfRentInvoice(rentInvoiceId: string, executor: Executor = this.db): Promise<CreditNote | undefined> {
    const [row] = await executor
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.rentInvoiceId, rentInvoiceId), eq(creditNotes.kind, 'cancellation')));
    return row;
  }

  /** A booking's ledger entries, in the order they were written. */
  ledgerOfBooking(bookingId: string, executor: Executor = this.db): Promise<LedgerEntry[]> {
    return executor
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, bookingId))
      .orderBy(asc(ledgerEntries.position));
  }

  /** A customer's account: every entry of theirs, whether or not its booking still exists. */
  ledgerOfAccount(account: string, executor: Executor = this.db): Promise<LedgerEntry[]> {
    return executor
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, account))
      .orderBy(asc(ledgerEntries.entryOn), asc(ledgerEntries.position));
  }

  /** The whole ledger, in the order it was written. */
  ledger(executor: Executor = this.db): Promise<LedgerEntry[]> {
    return executor.select().from(ledgerEntries).orderBy(asc(ledgerEntries.position));
  }

  /** What the customer owes on a booking (negative: owed back to them), read from the ledger. */
  async bookingBalance(bookingId: string, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, bookingId));
    return row?.balance ?? 0;
  }

  async invoiceOfBooking(bookingId: string, executor: Executor = this.db): Promise<Invoice | undefined> {
    const [row] = await executor.select().from(invoices).where(eq(invoices.bookingId, bookingId));
    return row;
  }

  async findInvoice(id: string): Promise<Invoice | undefined> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.id, id));
    return row;
  }

  async insertCreditNote(values: NewCreditNote, tx: Executor): Promise<CreditNote> {
    const [row] = await tx.insert(creditNotes).values(values).returning();
    await this.post([creditEntry(row as CreditNote)], tx);
    return row as CreditNote;
  }

  /** The credit note that cancelled a venue invoice (its booking cancelled), if one did. */
  async creditNoteOfInvoice(invoiceId: string, executor: Executor = this.db): Promise<CreditNote | undefined> {
    const [row] = await executor
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.invoiceId, invoiceId), eq(creditNotes.kind, 'cancellation')));
    return row;
  }

  async findCreditNote(id: string): Promise<CreditNote | undefined> {
    const [row] = await this.db.select().from(creditNotes).where(eq(creditNotes.id, id));
    return row;
  }

  /** Whole LKR received for a booking, reversals and refunds taken off, read from the ledger. */
  async netPaid(bookingId: string, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ paid: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, bookingId), inArray(ledgerEntries.kind, MONEY_MOVED)));
    return row?.paid ?? 0;
  }

  /**
   * The rentals whose ledger is behind on `today`: a rent month due and not invoiced, or a month invoiced after the
   * rental's end and not credited.
   */
  async rentalsBehind(today: string, bookingId?: string): Promise<string[]> {
    const invoiced = this.db
      .select({
        bookingId: rentInvoices.bookingId,
        months: sql<number>`count(*)::int`.as('months'),
        lastStart: sql<string>`max(${rentInvoices.periodStart})::text`.as('last_start'),
        lastUncredited: sql<
          string | null
        >`max(${rentInvoices.periodStart}) filter (where ${creditNotes.id} is null)::text`.as('last_uncredited'),
      })
      .from(rentInvoices)
      .leftJoin(creditNotes, eq(creditNotes.rentInvoiceId, rentInvoices.id))
      .groupBy(rentInvoices.bookingId)
      .as('invoiced');
    const rows = await this.db
      .select({
        id: bookings.id,
        status: bookings.status,
        eventDate: bookings.eventDate,
        rentEndedOn: bookings.rentEndedOn,
        updatedAt: bookings.updatedAt,
        months: sql<number>`coalesce(${invoiced.months}, 0)::int`,
        lastUncredited: invoiced.lastUncredited,
      })
      .from(bookings)
      .leftJoin(invoiced, eq(invoiced.bookingId, bookings.id))
      .where(
        and(
          eq(bookings.venue, 'Vendor Stalls'),
          isNotNull(bookings.stallId),
          inArray(bookings.status, ['confirmed', 'completed']),
          sql`${bookings.totalAmount} > 0`,
          bookingId ? eq(bookings.id, bookingId) : undefined,
        ),
      );
    return rows
      .filter((row) => {
        const ended = endedOn(row);
        if (monthsChargedOn(row.eventDate, ended, today) > row.months) return true;
        return ended !== null && row.lastUncredited !== null && row.lastUncredited >= ended;
      })
      .map((row) => row.id);
  }

  /** Every entry of a booking, oldest first. */
  entriesOf(bookingId: string, executor: Executor = this.db): Promise<Payment[]> {
    return executor
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .orderBy(asc(payments.createdAt), asc(payments.id));
  }

  async findPayment(id: string, executor: Executor = this.db): Promise<Payment | undefined> {
    const [row] = await executor.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  async lockPayment(id: string, tx: Executor): Promise<Payment | undefined> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  }

  async paymentByKey(key: string, executor: Executor = this.db): Promise<Payment | undefined> {
    const [row] = await executor.select().from(payments).where(eq(payments.idempotencyKey, key));
    return row;
  }

  async reversalOf(paymentId: string, executor: Executor = this.db): Promise<Payment | undefined> {
    const [row] = await executor.select().from(payments).where(eq(payments.reversesId, paymentId));
    return row;
  }

  async insertPayment(values: NewPayment, tx: Executor): Promise<Payment> {
    const [row] = await tx.insert(payments).values(values).returning();
    const entry = row as Payment;
    const reversed = entry.reversesId ? await this.findPayment(entry.reversesId, tx) : undefined;
    await this.post([paymentEntry(entry, reversed?.receiptNumber ?? null)], tx);
    return entry;
  }

  /** Entries received in `[from, to]` (either end open when null), oldest first. */
  paymentsBetween(from: string | null, to: string | null): Promise<Payment[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          from ? sql`${payments.receivedOn} >= ${from}::date` : undefined,
          to ? sql`${payments.receivedOn} <= ${to}::date` : undefined,
        ),
      )
      .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
  }

  /** Net received per `yyyy-mm` of the day received, for months in `[firstDay, endDay)`: from the ledger. */
  async receivedByMonth(firstDay: string, endDay: string): Promise<{ month: string; received: number }[]> {
    return this.ledgerByMonth(firstDay, endDay, MONEY_MOVED, -1).then((rows) =>
      rows.map(({ month, total }) => ({ month, received: total })),
    );
  }

  /** Income per `yyyy-mm` of the document's date (charges less credits), for months in `[firstDay, endDay)`. */
  async incomeByMonth(firstDay: string, endDay: string): Promise<{ month: string; income: number }[]> {
    return this.ledgerByMonth(firstDay, endDay, INCOME, 1).then((rows) =>
      rows.map(({ month, total }) => ({ month, income: total })),
    );
  }

  private ledgerByMonth(
    firstDay: string,
    endDay: string,
    kinds: readonly LedgerKind[],
    sign: 1 | -1,
  ): Promise<{ month: string; total: number }[]> {
    const month = sql<string>`to_char(${ledgerEntries.entryOn}, 'YYYY-MM')`;
    return this.db
      .select({ month, total: sql<number>`(${sign} * coalesce(sum(${ledgerEntries.amount}), 0))::float8` })
      .from(ledgerEntries)
      .where(
        and(
          inArray(ledgerEntries.kind, kinds),
          sql`${ledgerEntries.entryOn} >= ${firstDay}::date`,
          sql`${ledgerEntries.entryOn} < ${endDay}::date`,
        ),
      )
      .groupBy(month)
      .orderBy(month);
  }

  /** Net received in all: payments less reversals and refunds, from the ledger. */
  async totalReceived(): Promise<number> {
    return -(await this.ledgerTotal(MONEY_MOVED));
  }

  /** Income in all: venue and rent invoices less credit notes (what a cancellation kept stays income). */
  totalIncome(): Promise<number> {
    return this.ledgerTotal(INCOME);
  }

  private async ledgerTotal(kinds: readonly LedgerKind[]): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::float8` })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.kind, kinds));
    return row?.total ?? 0;
  }

  /**
   * Every invoice with what was received on it (reversals and refunds taken off) and what its credit note took
   * off, newest first: whether or not its booking still exists.
   */
  invoiceLedger(): Promise<InvoiceLedgerRow[]> {
    const received = this.db
      .select({ invoiceId: payments.invoiceId, total: sql<number>`sum(${payments.amount})`.as('received_total') })
      .from(payments)
      .groupBy(payments.invoiceId)
      .as('received');
    return this.db
      .select({
        invoice: invoices,
        paid: sql<number>`coalesce(${received.total}, 0)::int`,
        credited: sql<number>`coalesce(${creditNotes.amount}, 0)::int`,
        creditNoteNumber: creditNotes.number,
      })
      .from(invoices)
      .leftJoin(received, eq(received.invoiceId, invoices.id))
      .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
      .orderBy(sql`${invoices.issuedOn} desc`, sql`${invoices.number} desc`);
  }

  /** Stall rentals that charge or charged rent (confirmed, or ended after running), with their net payments. */
  rentals(): Promise<RentalRow[]> {
    const ledger = this.rentTotals();
    return this.db
      .select({
        id: bookings.id,
        status: bookings.status,
        eventDate: bookings.eventDate,
        totalAmount: bookings.totalAmount,
        rentEndedOn: bookings.rentEndedOn,
        updatedAt: bookings.updatedAt,
        stallId: bookings.stallId,
        stallBlock: bookings.stallBlock,
        stallBlockName: bookings.stallBlockName,
        customerName: bookings.customerName,
        customerEmail: bookings.customerEmail,
        customerPhone: bookings.customerPhone,
        language: bookings.language,
        paid: sql<number>`coalesce(${ledger.paid}, 0)::int`,
        monthsCharged: sql<number>`coalesce(${ledger.monthsCharged}, 0)::int`,
      })
      .from(bookings)
      .leftJoin(ledger, eq(ledger.bookingId, bookings.id))
      .where(
        and(
          eq(bookings.venue, 'Vendor Stalls'),
          isNotNull(bookings.stallId),
          inArray(bookings.status, ['confirmed', 'completed']),
        ),
      )
      .orderBy(asc(bookings.stallBlock), asc(bookings.stallNumber));
  }

  /** Per booking, from the ledger: money received (net) and rent months charged (invoiced less credited). */
  private rentTotals() {
    return this.db
      .select({
        bookingId: ledgerEntries.bookingId,
        paid: sql<number>`-coalesce(sum(${ledgerEntries.amount}) filter (where ${inArray(ledgerEntries.kind, MONEY_MOVED)}), 0)`.as(
          'paid',
        ),
        monthsCharged: sql<number>`(count(*) filter (where ${ledgerEntries.kind} = 'rent')
          - count(*) filter (where ${ledgerEntries.kind} = 'credit'))`.as('months_charged'),
      })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.bookingId)
      .as('ledger');
  }

  /** A rental's rent months charged: invoiced less credited, from the ledger. */
  async rentMonthsCharged(bookingId: string, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({
        months: sql<number>`(count(*) filter (where ${ledgerEntries.kind} = 'rent')
          - count(*) filter (where ${ledgerEntries.kind} = 'credit'))::int`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, bookingId));
    return row?.months ?? 0;
  }

  /**
   * Everything of one customer's account (`account`: their mailbox, as `accountOf` writes it): their bookings,
   * invoices, rent invoices, credit notes and money entries, including those whose booking was deleted (the
   * documents keep the customer).
   */
  async customerRecords(account: string): Promise<{
    bookings: Booking[];
    invoices: Invoice[];
    rentInvoices: RentInvoice[];
    creditNotes: CreditNote[];
    entries: Payment[];
  }> {
    const [customerBookings, customerInvoices, rents, notes, entries] = await Promise.all([
      this.db
        .select()
        .from(bookings)
        .where(and(sql`${accountKey(bookings.customerEmail)} = ${account}`, eq(bookings.isAdminBlock, false)))
        .orderBy(asc(bookings.eventDate)),
      this.db
        .select()
        .from(invoices)
        .where(sql`${accountKey(invoices.customerEmail)} = ${account}`),
      this.db
        .select()
        .from(rentInvoices)
        .where(sql`${accountKey(rentInvoices.customerEmail)} = ${account}`)
        .orderBy(asc(rentInvoices.issuedOn), asc(rentInvoices.number)),
      this.db
        .select()
        .from(creditNotes)
        .where(sql`${accountKey(creditNotes.customerEmail)} = ${account}`),
      this.db
        .select()
        .from(payments)
        .where(sql`${accountKey(payments.customerEmail)} = ${account}`)
        .orderBy(asc(payments.createdAt)),
    ]);
    return { bookings: customerBookings, invoices: customerInvoices, rentInvoices: rents, creditNotes: notes, entries };
  }

  /**
   * Every customer account, as two summaries by account: its bookings in the lists (count, the latest name and
   * address given) and its ledger (balance, the latest name and address on a document), each with when it last moved.
   */
  async accountSummaries(): Promise<{
    bookings: Array<{ account: string; count: number; customerName: string; customerEmail: string; at: Date }>;
    ledger: Array<{ account: string; balance: number; customerName: string; customerEmail: string; at: Date }>;
  }> {
    const account = accountKey(bookings.customerEmail);
    const [booked, ledger] = await Promise.all([
      this.db
        .select({
          account: sql<string>`${account}`,
          count: sql<number>`count(*)::int`,
          customerName: sql<string>`(array_agg(${bookings.customerName} order by ${bookings.createdAt} desc))[1]`,
          customerEmail: sql<string>`(array_agg(${bookings.customerEmail} order by ${bookings.createdAt} desc))[1]`,
          at: sql<number>`(extract(epoch from max(${bookings.createdAt})) * 1000)::float8`,
        })
        .from(bookings)
        .where(eq(bookings.isAdminBlock, false))
        .groupBy(account),
      this.db
        .select({
          account: ledgerEntries.account,
          balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
          customerName: sql<string>`(array_agg(${ledgerEntries.customerName} order by ${ledgerEntries.position} desc))[1]`,
          customerEmail: sql<string>`(array_agg(${ledgerEntries.customerEmail} order by ${ledgerEntries.position} desc))[1]`,
          at: sql<number>`(extract(epoch from max(${ledgerEntries.createdAt})) * 1000)::float8`,
        })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.account),
    ]);
    return {
      bookings: booked.map((row) => ({ ...row, at: new Date(row.at) })),
      ledger: ledger.map((row) => ({ ...row, at: new Date(row.at) })),
    };
  }

  /** A rental's rent invoices, first month first, each with the credit note that cancelled its month, if one did. */
  rentInvoicesWithCredits(
    bookingId: string,
    executor: Executor = this.db,
  ): Promise<Array<{ rent: RentInvoice; creditNote: CreditNote | null }>> {
    return executor
      .select({ rent: rentInvoices, creditNote: creditNotes })
      .from(rentInvoices)
      .leftJoin(creditNotes, and(eq(creditNotes.rentInvoiceId, rentInvoices.id), eq(creditNotes.kind, 'cancellation')))
      .where(eq(rentInvoices.bookingId, bookingId))
      .orderBy(asc(rentInvoices.monthIndex));
  }

  /** Every document against the ledger (`books-check.ts`). */
  checkBooks(): ReturnType<typeof checkBooks> {
    return checkBooks(this.db);
  }

  /** Marks a reminder sent; false when it already was (by this or another server). */
  async claimReminder(bookingId: string, dueOn: string, kind: RentReminderKind, tx: Executor): Promise<boolean> {
    const rows = await tx
      .insert(rentReminders)
      .values({ bookingId, dueOn, kind })
      .onConflictDoNothing()
      .returning({ bookingId: rentReminders.bookingId });
    return rows.length > 0;
  }
}
