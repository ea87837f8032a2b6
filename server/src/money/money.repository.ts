import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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
  type NewPayment,
  type Payment,
  payments,
  rentReminders,
  type RentReminderKind,
} from '../database/schema';

type NewInvoice = typeof invoices.$inferInsert;
type NewCreditNote = typeof creditNotes.$inferInsert;

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
> & { paid: number };

/** An invoice with its money: received (reversals and refunds taken off) and credited. */
export interface InvoiceLedgerRow {
  invoice: Invoice;
  paid: number;
  credited: number;
  creditNoteNumber: string | null;
}

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

  async insertInvoice(values: NewInvoice, tx: Executor): Promise<Invoice> {
    const [row] = await tx.insert(invoices).values(values).returning();
    return row as Invoice;
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
    return row as CreditNote;
  }

  async creditNoteOfInvoice(invoiceId: string, executor: Executor = this.db): Promise<CreditNote | undefined> {
    const [row] = await executor.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
    return row;
  }

  async findCreditNote(id: string): Promise<CreditNote | undefined> {
    const [row] = await this.db.select().from(creditNotes).where(eq(creditNotes.id, id));
    return row;
  }

  /** Whole LKR received for a booking, reversals and refunds taken off. */
  async netPaid(bookingId: string, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
      .from(payments)
      .where(eq(payments.bookingId, bookingId));
    return row?.paid ?? 0;
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
    return row as Payment;
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

  /** Net received per `yyyy-mm` of the date received, for months in `[firstDay, endDay)`, and in all. */
  async receivedByMonth(firstDay: string, endDay: string): Promise<{ month: string; received: number }[]> {
    const month = sql<string>`to_char(${payments.receivedOn}, 'YYYY-MM')`;
    return this.db
      .select({ month, received: sql<number>`coalesce(sum(${payments.amount}), 0)::float8` })
      .from(payments)
      .where(and(sql`${payments.receivedOn} >= ${firstDay}::date`, sql`${payments.receivedOn} < ${endDay}::date`))
      .groupBy(month)
      .orderBy(month);
  }

  async totalReceived(): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::float8` })
      .from(payments);
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
    const paid = this.db
      .select({ bookingId: payments.bookingId, paid: sql<number>`sum(${payments.amount})`.as('paid') })
      .from(payments)
      .groupBy(payments.bookingId)
      .as('paid');
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
        paid: sql<number>`coalesce(${paid.paid}, 0)::int`,
      })
      .from(bookings)
      .leftJoin(paid, eq(paid.bookingId, bookings.id))
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
   * Everything of one customer, by e-mail address (compared in lower case): their bookings, invoices, credit notes
   * and money entries, including those whose booking was deleted (the documents keep the customer).
   */
  async customerRecords(email: string): Promise<{
    bookings: Booking[];
    invoices: Invoice[];
    creditNotes: CreditNote[];
    entries: Payment[];
  }> {
    const [customerBookings, customerInvoices, notes, entries] = await Promise.all([
      this.db
        .select()
        .from(bookings)
        .where(and(sql`lower(${bookings.customerEmail}) = ${email}`, eq(bookings.isAdminBlock, false)))
        .orderBy(asc(bookings.eventDate)),
      this.db
        .select()
        .from(invoices)
        .where(sql`lower(${invoices.customerEmail}) = ${email}`),
      this.db
        .select()
        .from(creditNotes)
        .where(sql`lower(${creditNotes.customerEmail}) = ${email}`),
      this.db
        .select()
        .from(payments)
        .where(sql`lower(${payments.customerEmail}) = ${email}`)
        .orderBy(asc(payments.createdAt)),
    ]);
    return { bookings: customerBookings, invoices: customerInvoices, creditNotes: notes, entries };
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
