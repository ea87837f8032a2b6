import { Inject, Injectable } from '@nestjs/common';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gt, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database';
import { bookings, creditNotes, ledgerEntries, payments } from '../database/schema';
import {
  CASH_KINDS,
  type CashEntry,
  type HeldEntry,
  type IncomeEntry,
  type JournalEntry,
  type OwedBackEntry,
  type TaxEntry,
} from './reports';

/**
 * The SQL of the accountant's reports: ledger entries, with what an entry does not say read from its document (a
 * credit note's invoice and what it kept, a payment's method) or its booking (the event's date), joined by its ids.
 */
@Injectable()
export class ReportsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The charges and credits dated in `year`, in the order written. */
  async incomeEntries(year: number): Promise<IncomeEntry[]> {
    const rows = await this.db
      .select({
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amount,
        entryOn: ledgerEntries.entryOn,
        kept: sql<number>`coalesce(${creditNotes.kept}, 0)::int`,
        creditOf: sql<'invoice' | 'rent' | null>`case
          when ${ledgerEntries.kind} <> 'credit' then null
          when ${creditNotes.rentInvoiceId} is not null then 'rent'
          when ${creditNotes.invoiceId} is not null then 'invoice'
          when exists (select 1 from ledger_entries as rent_charged
            where rent_charged.booking_id = ${ledgerEntries.bookingId} and rent_charged.kind = 'rent') then 'rent'
          else 'invoice' end`,
      })
      .from(ledgerEntries)
      .leftJoin(creditNotes, and(eq(ledgerEntries.kind, 'credit'), eq(creditNotes.id, ledgerEntries.sourceId)))
      .where(
        and(
          inArray(ledgerEntries.kind, ['invoice', 'rent', 'credit']),
          gte(ledgerEntries.entryOn, `${year}-01-01`),
          lte(ledgerEntries.entryOn, `${year}-12-31`),
        ),
      )
      .orderBy(asc(ledgerEntries.position));
    return rows.map((row) => ({ ...row, kept: row.creditOf === 'invoice' ? row.kept : 0 }));
  }

  /** The charges and credits dated in `year` that carried taxes, in the order written. */
  async taxEntries(year: number): Promise<TaxEntry[]> {
    return this.db
      .select({
        amount: ledgerEntries.amount,
        vat: ledgerEntries.vat,
        sscl: ledgerEntries.sscl,
        entryOn: ledgerEntries.entryOn,
      })
      .from(ledgerEntries)
      .where(
        and(
          inArray(ledgerEntries.kind, ['invoice', 'rent', 'credit']),
          sql`(${ledgerEntries.vat} <> 0 or ${ledgerEntries.sscl} <> 0)`,
          gte(ledgerEntries.entryOn, `${year}-01-01`),
          lte(ledgerEntries.entryOn, `${year}-12-31`),
        ),
      )
      .orderBy(asc(ledgerEntries.position));
  }

  /** Money moved and credits on venue bookings still listed whose event is after `asOf`, in the order written. */
  async heldEntries(asOf: string): Promise<HeldEntry[]> {
    const rows = await this.db
      .select({
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amount,
        entryOn: ledgerEntries.entryOn,
        documentNumber: ledgerEntries.documentNumber,
        bookingId: bookings.id,
        customerName: ledgerEntries.customerName,
        account: ledgerEntries.account,
        venue: bookings.venue,
        eventDate: bookings.eventDate,
        status: bookings.status,
      })
      .from(ledgerEntries)
      // A booking deleted from the lists was settled first: it holds nothing, and its event has no date left.
      .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
      .where(
        and(
          inArray(ledgerEntries.kind, [...CASH_KINDS, 'credit']),
          isNull(bookings.stallId),
          eq(bookings.isAdminBlock, false),
          ne(bookings.venue, 'Vendor Stalls'),
          gt(bookings.eventDate, asOf),
        ),
      )
      .orderBy(asc(ledgerEntries.position));
    return rows;
  }

  /** Every entry of the bookings (or, without one, accounts) whose ledger balance is below zero, in write order. */
  async owedBackEntries(): Promise<OwedBackEntry[]> {
    const line = sql`coalesce(${ledgerEntries.bookingId}::text, 'account:' || ${ledgerEntries.account})`;
    const negative = this.db
      .select({ line: sql<string>`${line}`.as('line') })
      .from(ledgerEntries)
      .groupBy(line)
      .having(sql`sum(${ledgerEntries.amount}) < 0`);
    const rows = await this.db
      .select({
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amount,
        entryOn: ledgerEntries.entryOn,
        documentNumber: ledgerEntries.documentNumber,
        bookingId: ledgerEntries.bookingId,
        account: ledgerEntries.account,
        customerName: ledgerEntries.customerName,
        customerEmail: ledgerEntries.customerEmail,
        description: ledgerEntries.description,
      })
      .from(ledgerEntries)
      .where(sql`${line} in (select line from ${negative.as('negative')})`)
      .orderBy(asc(ledgerEntries.position));
    return rows;
  }

  /** Payments, reversals and refunds dated `from` … `to`, with their method (a reversal's: its payment's). */
  async cashEntries(from: string, to: string): Promise<CashEntry[]> {
    const reversed = alias(payments, 'reversed_payment');
    const rows = await this.db
      .select({
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amount,
        entryOn: ledgerEntries.entryOn,
        method: sql<string | null>`coalesce(${payments.method}, ${reversed.method})`,
      })
      .from(ledgerEntries)
      .leftJoin(payments, eq(payments.id, ledgerEntries.sourceId))
      .leftJoin(reversed, eq(reversed.id, payments.reversesId))
      .where(
        and(
          inArray(ledgerEntries.kind, [...CASH_KINDS]),
          gte(ledgerEntries.entryOn, from),
          lte(ledgerEntries.entryOn, to),
        ),
      )
      .orderBy(asc(ledgerEntries.position));
    return rows as CashEntry[];
  }

  /** The whole ledger in write order. */
  async journalEntries(): Promise<JournalEntry[]> {
    const rows = await this.db
      .select({
        position: ledgerEntries.position,
        entryOn: ledgerEntries.entryOn,
        kind: ledgerEntries.kind,
        documentNumber: ledgerEntries.documentNumber,
        account: ledgerEntries.account,
        customerName: ledgerEntries.customerName,
        bookingId: ledgerEntries.bookingId,
        description: ledgerEntries.description,
        amount: ledgerEntries.amount,
        vat: ledgerEntries.vat,
        sscl: ledgerEntries.sscl,
      })
      .from(ledgerEntries)
      // Every entry, so each account's balance counts all that was written before (an entry may be dated earlier
      // than one written before it: a payment received last week, recorded today).
      .orderBy(asc(ledgerEntries.position));
    return rows;
  }
}
