import { Inject, Injectable } from '@nestjs/common';
import { type AnyColumn, and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { retryOnDeadlock } from '../common/transaction-retry';
import { DATABASE, type Database, type Executor, rowsOf } from '../database/database';
import {
  type Booking,
  bookings,
  type CreditApplication,
  creditApplications,
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
import { documentNumber } from './document-numbers';
import { accountOf, appliedEntries, creditEntry, invoiceEntries, paymentEntry, rentEntry } from './ledger';
import { endedOn } from './money-views';
import { monthsChargedOn } from './rent-ledger';

type NewInvoice = typeof invoices.$inferInsert;
type NewCreditNote = typeof creditNotes.$inferInsert;
type NewRentInvoice = typeof rentInvoices.$inferInsert;
type NewCreditApplication = typeof creditApplications.$inferInsert;

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
> & { paid: number; monthsCharged: number; credited: number };

/** An invoice with its money: received (reversals and refunds taken off, applied credit added) and credited. */
export interface InvoiceLedgerRow {
  invoice: Invoice;
  paid: number;
  /** Every credit note on it. */
  credited: number;
  /** The credit note that closed it (a cancellation, a write-off), or the last one once they take off it all. */
  creditNoteNumber: string | null;
  closed: boolean;
}

/** One ledger entry of the aging, with the item (an invoice's id, a rental's booking id) it is owed on. */
export interface AgingEntry {
  item: string;
  source: 'invoices' | 'rent';
  kind: LedgerKind;
  amount: number;
  dueOn: string | null;
}

/** An e-mail column as the customer's account (`accountOf` in SQL): lower case, without a +tag. */
const accountKey = (column: AnyColumn) =>
  sql`regexp_replace(lower(trim(${column})), '^([^+@]*)\\+[^@]*(@[^@]*)$', '\\1\\2')`;

/** Ledger kinds of money that moved: payments, their reversals, refunds. */
const MONEY_MOVED = ['payment', 'reversal', 'refund'] as const;
/** What settles a booking's charges: money moved, and customer credit applied to it or taken from it. */
const SETTLING = [...MONEY_MOVED, 'applied'] as const;
/** Ledger kinds of income: charges and the credits taken off them. */
const INCOME = ['invoice', 'rent', 'credit'] as const;

/** A credit entry that takes a rent month off (a cancellation), and one that leaves it charged (a discount, a write-off). */
const cancelledMonth = sql`${ledgerEntries.kind} = 'credit' and ${creditNotes.kind} = 'cancellation'`;
const partCredit = sql`${ledgerEntries.kind} = 'credit' and ${creditNotes.rentInvoiceId} is not null and ${creditNotes.kind} <> 'cancellation'`;

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

  /**
   * The next number of `kind` for a document dated `issuedOn` (`yyyy-mm-dd`): its year is the date's, so a document's
   * number and its date come from the same reading of the day (a receipt begun before midnight on 31 December is
   * numbered and dated in one year).
   */
  async nextNumber(kind: DocumentKind, issuedOn: string, tx: Executor): Promise<string> {
    const year = Number(issuedOn.slice(0, 4));
    return documentNumber(kind, year, await this.nextSequence(kind, year, tx));
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

  /** A booking's ledger entries, locked until `tx` ends: a booking deleted from the lists is paid on them in turn. */
  lockLedgerOfBooking(bookingId: string, tx: Executor): Promise<LedgerEntry[]> {
    return tx
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, bookingId))
      .orderBy(asc(ledgerEntries.position))
      .for('update');
  }

  /** The payments, reversals and refunds on a booking's ledger, oldest first: also once the booking is deleted. */
  entriesOfLedgerBooking(bookingId: string, executor: Executor = this.db): Promise<Payment[]> {
    const sources = executor
      .select({ id: ledgerEntries.sourceId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, bookingId), inArray(ledgerEntries.kind, MONEY_MOVED)));
    return executor
      .select()
      .from(payments)
      .where(inArray(payments.id, sources))
      .orderBy(asc(payments.createdAt), asc(payments.id));
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

  /**
   * The booking a document's entries were written on (`sourceId`: the document's id), also once the booking is
   * deleted from the lists: the ledger keeps its id. Null for a document of no booking.
   */
  async ledgerBookingOf(sourceId: string, executor: Executor = this.db): Promise<string | null> {
    const [row] = await executor
      .select({ bookingId: ledgerEntries.bookingId })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceId, sourceId))
      .limit(1);
    return row?.bookingId ?? null;
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

  async findInvoice(id: string, executor: Executor = this.db): Promise<Invoice | undefined> {
    const [row] = await executor.select().from(invoices).where(eq(invoices.id, id));
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

  /** Every credit note of a venue invoice (cancellation, discounts, write-off), in the order issued. */
  creditNotesOfInvoice(invoiceId: string, executor: Executor = this.db): Promise<CreditNote[]> {
    return executor
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiceId))
      .orderBy(asc(creditNotes.createdAt), asc(creditNotes.number));
  }

  /** Every credit note of a rent invoice (a cancellation, discounts, a write-off), in the order issued. */
  creditNotesOfRentInvoice(rentInvoiceId: string, executor: Executor = this.db): Promise<CreditNote[]> {
    return executor
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.rentInvoiceId, rentInvoiceId))
      .orderBy(asc(creditNotes.createdAt), asc(creditNotes.number));
  }

  /** Every credit note of a booking's invoices and rent invoices, in the order issued. */
  creditNotesOfBooking(bookingId: string, executor: Executor = this.db): Promise<CreditNote[]> {
    return executor
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.bookingId, bookingId))
      .orderBy(asc(creditNotes.createdAt), asc(creditNotes.number));
  }

  async findCreditNote(id: string, executor: Executor = this.db): Promise<CreditNote | undefined> {
    const [row] = await executor.select().from(creditNotes).where(eq(creditNotes.id, id));
    return row;
  }

  /** Customer credit moved from one booking to another: the row and its two ledger entries, in `tx`. */
  async insertCreditApplication(values: NewCreditApplication, tx: Executor): Promise<CreditApplication> {
    const [row] = await tx.insert(creditApplications).values(values).returning();
    await this.post(appliedEntries(row as CreditApplication), tx);
    return row as CreditApplication;
  }

  /** Customer credit moved from or to a booking, oldest first. */
  creditApplicationsOf(bookingId: string, executor: Executor = this.db): Promise<CreditApplication[]> {
    return executor
      .select()
      .from(creditApplications)
      .where(
        sql`${creditApplications.fromBookingId} = ${bookingId} or ${creditApplications.toBookingId} = ${bookingId}`,
      )
      .orderBy(asc(creditApplications.createdAt));
  }

  /** The bookings of one customer's account (their mailbox) that can be charged: approved or ended, not blocks. */
  chargedBookingsOf(email: string, executor: Executor = this.db): Promise<Booking[]> {
    return executor
      .select()
      .from(bookings)
      .where(
        and(
          sql`${accountKey(bookings.customerEmail)} = ${accountOf(email)}`,
          eq(bookings.isAdminBlock, false),
          inArray(bookings.status, ['confirmed', 'completed']),
        ),
      )
      .orderBy(asc(bookings.eventDate));
  }

  /** Several bookings locked until the end of `tx`, in one order (their ids), so two such locks never deadlock. */
  async lockBookings(ids: readonly string[], tx: Executor): Promise<Booking[]> {
    const locked: Booking[] = [];
    for (const id of [...ids].sort()) {
      const row = await this.lockBooking(id, tx);
      if (row) locked.push(row);
    }
    return locked;
  }

  /**
   * Whole LKR paid on a booking, read from the ledger: received, reversals and refunds taken off, and customer credit
   * applied to it added (credit taken from it to pay another booking taken off). Applied credit pays instalments as
   * money received does.
   */
  async netPaid(bookingId: string, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ paid: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, bookingId), inArray(ledgerEntries.kind, SETTLING)));
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
      .leftJoin(creditNotes, and(eq(creditNotes.rentInvoiceId, rentInvoices.id), eq(creditNotes.kind, 'cancellation')))
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

  /**
   * `ledgerBookingId`: the booking its entry goes on when the row names none (a booking deleted from the lists: the
   * row cannot point at it, the ledger keeps its id). A reversal goes on the booking of the payment it reverses.
   */
  async insertPayment(values: NewPayment, tx: Executor, ledgerBookingId?: string | null): Promise<Payment> {
    const [row] = await tx.insert(payments).values(values).returning();
    const entry = row as Payment;
    const reversed = entry.reversesId ? await this.findPayment(entry.reversesId, tx) : undefined;
    const bookingId =
      entry.bookingId ?? ledgerBookingId ?? (reversed ? await this.ledgerBookingOf(reversed.id, tx) : null);
    await this.post([{ ...paymentEntry(entry, reversed?.receiptNumber ?? null), bookingId }], tx);
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
   * Every invoice with what was received on it (reversals and refunds taken off) and what its credit notes took
   * off, newest first, whether or not its booking still exists: read from the ledger, the entries of the invoice's
   * booking (`entriesByItem`), so the invoice's balance is the sum of its booking's entries.
   */
  async invoiceLedger(): Promise<InvoiceLedgerRow[]> {
    // The credit note that closed each invoice (a cancellation, a write-off), and its last one.
    const closing = this.db
      .select({
        invoiceId: creditNotes.invoiceId,
        closing: sql<
          string | null
        >`min(${creditNotes.number}) filter (where ${creditNotes.kind} in ('cancellation', 'write_off'))`.as('closing'),
        last: sql<string>`max(${creditNotes.number})`.as('last_number'),
      })
      .from(creditNotes)
      .where(isNotNull(creditNotes.invoiceId))
      .groupBy(creditNotes.invoiceId)
      .as('closing');
    const [rows, totals] = await Promise.all([
      this.db
        .select({ invoice: invoices, closing: closing.closing, last: closing.last })
        .from(invoices)
        .leftJoin(closing, eq(closing.invoiceId, invoices.id))
        .orderBy(sql`${invoices.issuedOn} desc`, sql`${invoices.number} desc`),
      this.db.execute(
        sql`with ${this.entriesByItem()}
            select invoice_id as "invoiceId",
                   coalesce(-sum(amount) filter (where kind not in ('invoice', 'rent', 'credit')), 0)::int as paid,
                   coalesce(-sum(amount) filter (where kind = 'credit'), 0)::int as credited,
                   (array_agg(document_number order by position desc) filter (where kind = 'credit'))[1]
                     as "creditNoteNumber"
              from owned where invoice_id is not null group by invoice_id`,
      ),
    ]);
    const byInvoice = new Map(
      rowsOf<{ invoiceId: string; paid: number; credited: number }>(totals).map((row) => [row.invoiceId, row]),
    );
    return rows.map(({ invoice, closing: closedBy, last }) => {
      const paid = byInvoice.get(invoice.id)?.paid ?? 0;
      const credited = byInvoice.get(invoice.id)?.credited ?? 0;
      const closed = closedBy !== null || (last !== null && credited >= invoice.amount);
      return { invoice, paid, credited, closed, creditNoteNumber: closedBy ?? (closed ? last : null) };
    });
  }

  /** What is owed on one invoice and what was received on it, from its entries in the ledger (`entriesByItem`). */
  async invoiceMoney(invoiceId: string, executor: Executor = this.db): Promise<{ balance: number; paid: number }> {
    const [row] = rowsOf<{ balance: number; paid: number }>(
      await executor.execute(
        sql`with ${this.entriesByItem()}
            select coalesce(sum(amount), 0)::int as balance,
                   coalesce(-sum(amount) filter (where kind not in ('invoice', 'rent', 'credit')), 0)::int as paid
              from owned where invoice_id = ${invoiceId}`,
      ),
    );
    return row ?? { balance: 0, paid: 0 };
  }

  /**
   * The ledger's entries that make up what is owed on `asOf` (the aging), each with its item: a venue invoice, or a
   * rental (its rent entries' booking). A charge counts once it is on the books by then (a venue invoice issued on
   * or before `asOf`; a rent month due by then, as it is invoiced on its due date or at the first look after), and
   * money and credits once dated by then.
   */
  async agingEntries(asOf: string): Promise<AgingEntry[]> {
    return rowsOf<AgingEntry>(
      await this.db.execute(
        sql`with ${this.entriesByItem()},
                 rentals as (select distinct booking_id from ledger_entries where kind = 'rent')
            select coalesce(owned.invoice_id::text, owned.booking_id::text) as item,
                   case when owned.invoice_id is not null then 'invoices' else 'rent' end as source,
                   owned.kind, owned.amount, owned.due_on::text as "dueOn"
              from owned left join rentals on rentals.booking_id = owned.booking_id and owned.invoice_id is null
             where (owned.invoice_id is not null or rentals.booking_id is not null)
               and case when owned.kind = 'rent' then owned.due_on <= ${asOf}::date
                        else owned.entry_on <= ${asOf}::date end
             order by owned.position`,
      ),
    );
  }

  /**
   * `owned`: every ledger entry with the venue invoice it belongs to (null for a rental's): the invoice on the
   * entry's booking, or, for an entry written without a booking (a booking deleted before the ledger), the invoice
   * its own document names.
   */
  private entriesByItem() {
    return sql`invoice_of_booking as (
        select distinct booking_id, source_id as invoice_id from ledger_entries
         where kind = 'invoice' and booking_id is not null
      ), owned as (
        select e.kind, e.amount, e.entry_on, e.due_on, e.position, e.document_number, e.booking_id,
               coalesce(b.invoice_id, case when e.booking_id is null and e.kind = 'invoice' then e.source_id end,
                        p.invoice_id, c.invoice_id) as invoice_id
          from ledger_entries e
          left join invoice_of_booking b on b.booking_id = e.booking_id
          left join payments p on e.booking_id is null and p.id = e.source_id
          left join credit_notes c on e.booking_id is null and c.id = e.source_id
      )`;
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
        credited: sql<number>`coalesce(${ledger.credited}, 0)::int`,
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

  /**
   * Per booking, from the ledger: money paid (net, applied credit included), rent months charged (invoiced less
   * those a cancellation credited) and what discounts and write-offs took off months still charged.
   */
  private rentTotals() {
    return this.db
      .select({
        bookingId: ledgerEntries.bookingId,
        paid: sql<number>`-coalesce(sum(${ledgerEntries.amount}) filter (where ${inArray(ledgerEntries.kind, SETTLING)}), 0)`.as(
          'paid',
        ),
        monthsCharged: sql<number>`(count(*) filter (where ${ledgerEntries.kind} = 'rent')
          - count(*) filter (where ${cancelledMonth}))`.as('months_charged'),
        credited: sql<number>`-coalesce(sum(${ledgerEntries.amount}) filter (where ${partCredit}), 0)`.as('credited'),
      })
      .from(ledgerEntries)
      .leftJoin(creditNotes, and(eq(ledgerEntries.kind, 'credit'), eq(creditNotes.id, ledgerEntries.sourceId)))
      .groupBy(ledgerEntries.bookingId)
      .as('ledger');
  }

  /** A rental's rent months charged and what discounts and write-offs took off them, from the ledger. */
  async rentCharges(bookingId: string, executor: Executor = this.db): Promise<{ months: number; credited: number }> {
    const [row] = await executor
      .select({
        months: sql<number>`(count(*) filter (where ${ledgerEntries.kind} = 'rent')
          - count(*) filter (where ${cancelledMonth}))::int`,
        credited: sql<number>`(-coalesce(sum(${ledgerEntries.amount}) filter (where ${partCredit}), 0))::int`,
      })
      .from(ledgerEntries)
      .leftJoin(creditNotes, and(eq(ledgerEntries.kind, 'credit'), eq(creditNotes.id, ledgerEntries.sourceId)))
      .where(eq(ledgerEntries.bookingId, bookingId));
    return { months: row?.months ?? 0, credited: row?.credited ?? 0 };
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
