import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database';
import { bookings } from '../database/schema';

export interface MonthRow {
  month: string;
  bookings: number;
  revenue: number;
}

const isConfirmed = eq(bookings.status, 'confirmed');
const earnsRevenue = inArray(bookings.status, ['confirmed', 'completed']);

/** The SQL behind the Analytics tab's booking figures (admin blocks left out). */
@Injectable()
export class AnalyticsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async totals(): Promise<{ bookings: number; confirmed: number; revenue: number; confirmedRevenue: number }> {
    const [row] = await this.db
      .select({
        bookings: sql<number>`count(*)::int`,
        confirmed: sql<number>`(count(*) filter (where ${isConfirmed}))::int`,
        revenue: sql<number>`coalesce(sum(${bookings.totalAmount}), 0)::float8`,
        confirmedRevenue: sql<number>`coalesce(sum(${bookings.totalAmount}) filter (where ${earnsRevenue}), 0)::float8`,
      })
      .from(bookings)
      .where(eq(bookings.isAdminBlock, false));
    return row as { bookings: number; confirmed: number; revenue: number; confirmedRevenue: number };
  }

  /** Bookings and earned revenue per month of their first day, for months in `[firstDay, endDay)`. */
  byMonth(firstDay: string, endDay: string): Promise<MonthRow[]> {
    const month = sql<string>`to_char(${bookings.eventDate}, 'YYYY-MM')`;
    return this.db
      .select({
        month,
        bookings: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${bookings.totalAmount}) filter (where ${earnsRevenue}), 0)::float8`,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.isAdminBlock, false),
          sql`${bookings.eventDate} >= ${firstDay}::date`,
          sql`${bookings.eventDate} < ${endDay}::date`,
        ),
      )
      .groupBy(month)
      .orderBy(month);
  }
}
