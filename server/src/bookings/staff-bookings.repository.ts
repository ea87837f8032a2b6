import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database';
import { bookings, type VenueName } from '../database/schema';
import { bookingViewJson } from './booking.view';
import type { StaffBookingItem } from './dto/staff-bookings.dto';
import { BOOKING_GROUPS, type BookingGroup, historyLabelOf } from '@kandy-park/domain';

export interface StaffBookingFilters {
  q?: string;
  venue?: VenueName;
  from?: string;
  to?: string;
}

export type GroupCounts = Record<BookingGroup | 'total', number>;

const lastDay = sql`(${bookings.eventDate} + ${bookings.duration} - 1)`;
const isStall = eq(bookings.venue, 'Vendor Stalls');
const notStall = ne(bookings.venue, 'Vendor Stalls');
const isConfirmed = eq(bookings.status, 'confirmed');

/** The SQL twin of `bookingGroupOf` (booking-groups.ts): a booking matches exactly one group. */
function inGroup(group: BookingGroup, today: string): SQL {
  switch (group) {
    case 'pending':
      return eq(bookings.status, 'pending');
    case 'approved':
      return and(isConfirmed, notStall, sql`${lastDay} >= ${today}::date`) as SQL;
    case 'stalls':
      return and(isConfirmed, isStall) as SQL;
    case 'rejected':
      return eq(bookings.status, 'cancelled');
    case 'history':
      return or(eq(bookings.status, 'completed'), and(isConfirmed, notStall, sql`${lastDay} < ${today}::date`)) as SQL;
  }
}

/** Upcoming first where staff act on dates, the latest first where they look back. */
function orderOf(group: BookingGroup): SQL[] {
  switch (group) {
    case 'pending':
      return [asc(bookings.eventDate), asc(bookings.createdAt), asc(bookings.id)];
    case 'approved':
      return [asc(bookings.eventDate), asc(bookings.id)];
    case 'stalls':
      return [asc(bookings.stallBlock), asc(bookings.stallNumber), asc(bookings.id)];
    case 'rejected':
      return [desc(bookings.updatedAt), desc(bookings.id)];
    case 'history':
      return [desc(bookings.eventDate), desc(bookings.id)];
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(filters: StaffBookingFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const q = filters.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const digits = q.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(bookings.customerName, pattern),
        ilike(bookings.customerEmail, pattern),
        ilike(bookings.customerPhone, pattern),
        sql`${bookings.id}::text ilike ${`${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        // "0771234567" finds "+94 77 123 4567": phones compare by their digits when the search is a number.
        /^[\d\s()+.-]{4,}$/.test(q) && digits.length >= 4
          ? sql`regexp_replace(${bookings.customerPhone}, '\\D', '', 'g') like ${likePattern(digits)}`
          : undefined,
      ),
    );
  }
  if (filters.venue) conditions.push(eq(bookings.venue, filters.venue));
  if (filters.from) conditions.push(sql`${lastDay} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${bookings.eventDate} <= ${filters.to}::date`);
  return conditions.length ? and(...conditions) : undefined;
}

/** The SQL behind the staff's Bookings tab: the grouped, searchable, paged list and its counts. */
@Injectable()
export class StaffBookingsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * One page of a group, as staff views built by the database (`bookingViewJson`) with their group and history
   * label: the page is kept as it is answered (`withKeptReads`), so no request copies its rows again.
   */
  async page(
    group: BookingGroup,
    today: string,
    filters: StaffBookingFilters,
    page: { offset: number; limit: number },
  ): Promise<StaffBookingItem[]> {
    const rows = await this.db
      .select({ view: bookingViewJson })
      .from(bookings)
      .where(and(inGroup(group, today), matching(filters)))
      .orderBy(...orderOf(group))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(({ view }) => ({
      ...view,
      group,
      historyLabel: group === 'history' ? historyLabelOf(view, today) : null,
    }));
  }

  /** Counts per group in one pass. */
  async counts(today: string, filters: StaffBookingFilters = {}): Promise<GroupCounts> {
    const perGroup = Object.fromEntries(
      BOOKING_GROUPS.map((group) => [group, sql<number>`(count(*) filter (where ${inGroup(group, today)}))::int`]),
    ) as Record<BookingGroup, SQL.Aliased<number> | SQL<number>>;
    const [row] = await this.db
      .select({ total: sql<number>`count(*)::int`, ...perGroup })
      .from(bookings)
      .where(matching(filters));
    return row as GroupCounts;
  }
}
