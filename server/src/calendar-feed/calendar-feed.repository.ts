import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '../database/database';
import { type Admin, admins, bookings } from '../database/schema';
import type { FeedBooking } from './calendar-feed.ics';

/** The SQL of the staff calendar feeds: the token hash on the account, and the bookings a feed carries. */
@Injectable()
export class CalendarFeedRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The account, locked until the transaction ends, so two changes of its feed at once are made one after the other. */
  async lockAccount(id: string, tx: Executor): Promise<Admin | undefined> {
    const [row] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
    return row;
  }

  async findAccount(id: string): Promise<Admin | undefined> {
    const [row] = await this.db.select().from(admins).where(eq(admins.id, id));
    return row;
  }

  async setFeedToken(id: string, hash: string | null, tx: Executor): Promise<Admin | undefined> {
    const [row] = await tx
      .update(admins)
      .set({ calendarFeedTokenHash: hash, calendarFeedCreatedAt: hash ? new Date() : null })
      .where(eq(admins.id, id))
      .returning();
    return row;
  }

  /** The active account whose feed address carries this token's hash; a deactivated or deleted one has none. */
  async findActiveByTokenHash(hash: string): Promise<Admin | undefined> {
    const [row] = await this.db
      .select()
      .from(admins)
      .where(and(eq(admins.calendarFeedTokenHash, hash), eq(admins.isActive, true)));
    return row;
  }

  /** Confirmed (and since completed) bookings and date blocks whose last day is `since` or later, soonest first. */
  confirmedSince(since: string): Promise<FeedBooking[]> {
    return this.db
      .select({
        id: bookings.id,
        venue: bookings.venue,
        eventType: bookings.eventType,
        eventDate: bookings.eventDate,
        duration: bookings.duration,
        guests: bookings.guests,
        status: bookings.status,
        isAdminBlock: bookings.isAdminBlock,
        stallId: bookings.stallId,
        updatedAt: bookings.updatedAt,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, ['confirmed', 'completed']),
          sql`${bookings.eventDate} + (${bookings.duration} - 1) >= ${since}::date`,
        ),
      )
      .orderBy(asc(bookings.eventDate), asc(bookings.id));
  }
}
