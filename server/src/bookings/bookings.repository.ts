import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '../database/database';
import { type Booking, type BookingStatus, bookings, type NewBooking, type VenueName } from '../database/schema';
import { bookingViewJson } from './booking.view';
import { CombinedWrite } from '../database/combined-write';
import { columnsAndValues, statement } from '../database/statement';
import type { BookingView } from './dto/booking-responses.dto';
import { retryOnDeadlock } from '../common/transaction-retry';
import { addDays } from '@kandy-park/domain';
import { ADVISORY_LOCKS, VISITOR_STALL_REQUESTS } from '../database/advisory-locks';

export type CalendarRow = Pick<Booking, 'id' | 'venue' | 'eventDate' | 'duration' | 'isAdminBlock'>;

const calendarColumns = {
  id: bookings.id,
  venue: bookings.venue,
  eventDate: bookings.eventDate,
  duration: bookings.duration,
  isAdminBlock: bookings.isAdminBlock,
};

/** The longest booking the database allows (`bookings_duration_check`). */
const LONGEST_BOOKING_DAYS = 366;

/** A visitor's request as the service writes it: every column but the two times the database stamps. */
export type RequestRow = Omit<Booking, 'createdAt' | 'updatedAt'>;

/** Confirmed bookings of a venue that share a day with `startDate … startDate + duration − 1`. */
function confirmedOverlapping(venue: VenueName, startDate: string, duration: number): SQL {
  return sql`${bookings.venue} = ${venue} and ${bookings.status} = 'confirmed'
    and ${bookings.eventDate} < ${startDate}::date + ${duration}::int
    and ${bookings.eventDate} + ${bookings.duration} > ${startDate}::date`;
}

/** Who sent a visitor's stall request, as the limit on pending requests compares them (`request-keys.ts`). */
export interface RequesterKeys {
  clientAddress: string;
  emailKey: string;
  phoneKey: string;
}

/** All SQL about bookings. Methods take an executor so a service can group them in one transaction. */
@Injectable()
export class BookingsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Runs `work` in one transaction, again from the start if PostgreSQL picks it as a deadlock victim; the service
   * decides what belongs together, this class owns the client.
   */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return retryOnDeadlock(() => this.db.transaction(work));
  }

  /**
   * Queues, until the end of `tx`, every other transaction about to confirm a booking of this venue. Without it,
   * two confirmations of overlapping days can wait on each other inside the exclusion constraint's check and end
   * as a deadlock; queued, the second one meets the first one's committed row and gets 23P01.
   */
  async lockVenueCalendar(venue: VenueName, tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.venueCalendar}, hashtext(${venue}))`);
  }

  /**
   * Queues, until the end of `tx`, every other visitor's stall request, so that counting a requester's pending
   * requests and inserting the new one cannot interleave with another request of theirs. One lock for all three
   * keys (address, e-mail, phone) rather than one per key: stall requests are few (at most 100 can be pending).
   */
  async lockVisitorStallRequests(tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.venueCalendar}, ${VISITOR_STALL_REQUESTS})`);
  }

  /** The most pending stall requests sharing one of the requester's keys: address, e-mail or phone. */
  async pendingStallRequestsOf(keys: RequesterKeys, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({
        most: sql<number>`greatest(
          count(*) filter (where ${bookings.clientAddress} = ${keys.clientAddress}),
          count(*) filter (where ${bookings.customerEmailKey} = ${keys.emailKey}),
          count(*) filter (where ${bookings.customerPhoneKey} = ${keys.phoneKey})
        )::int`,
      })
      .from(bookings)
      .where(and(isNotNull(bookings.stallId), eq(bookings.status, 'pending')));
    return row?.most ?? 0;
  }

  /**
   * A visitor's request as the first part of one statement (`CombinedWrite`: the service adds the record entry and
   * the mails, which are written only with the booking). With `whenVenueFree` the booking is written only while no
   * confirmed booking or block of its venue shares one of its days, checked in the same statement as the insert.
   * `createdAt` reads the booking's creation time from the statement's answer: undefined when it was not written.
   */
  requestWrite(
    row: RequestRow,
    options: { whenVenueFree: boolean },
  ): { write: CombinedWrite; createdAt: (answer: Record<string, unknown>) => Date | undefined } {
    const { columns, values } = columnsAndValues(bookings, row);
    const free = options.whenVenueFree
      ? statement`where not exists (select from ${bookings} where ${bookings.venue} = ${row.venue}::text
          and ${bookings.status} = 'confirmed' and ${bookings.eventDate} < ${row.eventDate}::date + ${row.duration}::int
          and ${bookings.eventDate} + ${bookings.duration} > ${row.eventDate}::date)`
      : statement``;
    const write = new CombinedWrite(
      statement`insert into ${bookings} (${columns}) select ${values} ${free}
        returning (extract(epoch from date_trunc('milliseconds', ${bookings.createdAt})) * 1000)::float8 as created_at`,
    );
    // Milliseconds since 1970, as a Date of the row would hold them.
    const createdAt = write.answer<number | null>(statement`(select created_at from ${write.written})`);
    return {
      write,
      createdAt: (answer) => {
        const value = createdAt(answer);
        return value === null || value === undefined ? undefined : new Date(Number(value));
      },
    };
  }

  /**
   * Runs a request's statement (`requestWrite`) in `executor`'s transaction, or alone: then it is a transaction of
   * its own, run again if PostgreSQL picks it as a deadlock victim.
   */
  runWrite(write: CombinedWrite, executor?: Executor): Promise<Record<string, unknown>> {
    return executor ? write.run(executor) : retryOnDeadlock(() => write.run(this.db));
  }

  async insert(values: NewBooking, executor: Executor = this.db): Promise<Booking> {
    const [row] = await executor.insert(bookings).values(values).returning();
    return row as Booking;
  }

  async findById(id: string, executor: Executor = this.db): Promise<Booking | undefined> {
    const [row] = await executor.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  /** The booking whose My booking link has this token hash, if any. */
  async findByAccessTokenHash(hash: string, executor: Executor = this.db): Promise<Booking | undefined> {
    const [row] = await executor.select().from(bookings).where(eq(bookings.accessTokenHash, hash));
    return row;
  }

  /**
   * A page of every booking, newest request first, read along `bookings_created_idx` (staff's GET /api/bookings
   * with `page` or `pageSize`), as staff views built by the database (`bookingViewJson`).
   */
  async listNewestFirst(options: {
    excludeVendorStalls: boolean;
    offset: number;
    limit: number;
  }): Promise<BookingView[]> {
    const rows = await this.db
      .select({ view: bookingViewJson })
      .from(bookings)
      .where(options.excludeVendorStalls ? ne(bookings.venue, 'Vendor Stalls') : undefined)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .offset(options.offset)
      .limit(options.limit);
    return rows.map((row) => row.view);
  }

  /**
   * Every booking, newest request first, `batchSize` at a time: each batch starts where the last one ended along
   * `bookings_created_idx` (`created_at` and `id` never change), so every booking that exists from the first batch to
   * the last is read exactly once, however many there are, and however long the reader takes. The batches are not
   * one transaction: a booking written meanwhile may or may not be among them.
   */
  async *everyNewestFirst(options: {
    excludeVendorStalls: boolean;
    batchSize: number;
  }): AsyncGenerator<BookingView[], void, undefined> {
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const rows = await this.db
        .select({ view: bookingViewJson, createdAt: sql<string>`${bookings.createdAt}::text`, id: bookings.id })
        .from(bookings)
        .where(
          and(
            options.excludeVendorStalls ? ne(bookings.venue, 'Vendor Stalls') : undefined,
            after
              ? sql`(${bookings.createdAt}, ${bookings.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(options.batchSize);
      if (rows.length > 0) yield rows.map((row) => row.view);
      const last = rows.at(-1);
      if (!last || rows.length < options.batchSize) return;
      // The stored instant to the microsecond, which the view's milliseconds would lose.
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  /**
   * The public calendar: confirmed bookings (and admin blocks) that end on `today` or later, only the columns a
   * visitor may see, by first day. A day that has passed can no longer be booked, so history is of no use to a
   * visitor, and the answer stays the same size however many years of bookings the park keeps.
   *
   * Venue bookings are found through the exclusion constraint's GiST index (`bookings_no_overlapping_confirmed`:
   * same predicate, same `daterange` expression), so the query reads only upcoming rows. Stall rentals are not in
   * that index; the venue/date index reaches them, no further back than the longest booking allowed.
   */
  async listUpcomingCalendar(options: { excludeVendorStalls: boolean; today: string }): Promise<CalendarRow[]> {
    const { today } = options;
    const venues = this.db
      .select(calendarColumns)
      .from(bookings)
      .where(
        and(
          sql`${bookings.status} = 'confirmed'`,
          sql`${bookings.venue} <> 'Vendor Stalls'`,
          sql`daterange(${bookings.eventDate}, ${bookings.eventDate} + ${bookings.duration}) && daterange(${today}::date, null)`,
        ),
      );
    const stalls = options.excludeVendorStalls
      ? Promise.resolve([])
      : this.db
          .select(calendarColumns)
          .from(bookings)
          .where(
            and(
              eq(bookings.venue, 'Vendor Stalls'),
              eq(bookings.status, 'confirmed'),
              sql`${bookings.eventDate} > ${addDays(today, -LONGEST_BOOKING_DAYS)}::date`,
              sql`${bookings.eventDate} + ${bookings.duration} > ${today}::date`,
            ),
          );
    const rows = [...(await venues), ...(await stalls)];
    return rows.sort((a, b) =>
      a.eventDate < b.eventDate ? -1 : a.eventDate > b.eventDate ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    );
  }

  /** Confirmed bookings of a venue that share a day with `startDate … startDate + duration − 1`. */
  findConfirmedOverlapping(
    venue: VenueName,
    startDate: string,
    duration: number,
    executor: Executor = this.db,
    options: { adminBlocksOnly?: boolean; excludeId?: string } = {},
  ): Promise<Booking[]> {
    return executor
      .select()
      .from(bookings)
      .where(
        and(
          confirmedOverlapping(venue, startDate, duration),
          options.adminBlocksOnly ? eq(bookings.isAdminBlock, true) : undefined,
          options.excludeId ? ne(bookings.id, options.excludeId) : undefined,
        ),
      )
      .orderBy(asc(bookings.eventDate));
  }

  /** The rentals that hold a stall, in no particular order. */
  /**
   * Compare-and-set: changes the booking only while its status is still `expected`. Answers the changed row, or
   * undefined when someone else changed it first (or it is gone).
   */
  async updateIfStatus(
    id: string,
    expected: BookingStatus,
    values: Partial<NewBooking>,
    executor: Executor = this.db,
  ): Promise<Booking | undefined> {
    // The client address is kept only while a visitor's request waits for the park's answer (docs/security.md).
    const forget = values.status !== undefined && values.status !== 'pending' ? { clientAddress: null } : {};
    const [row] = await executor
      .update(bookings)
      .set({ ...values, ...forget, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, id), eq(bookings.status, expected)))
      .returning();
    return row;
  }

  /** Deletes the booking only while its status is still `expected`; answers whether it did. */
  async deleteIfStatus(id: string, expected: BookingStatus, executor: Executor = this.db): Promise<boolean> {
    const rows = await executor
      .delete(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.status, expected)))
      .returning({ id: bookings.id });
    return rows.length > 0;
  }
}
