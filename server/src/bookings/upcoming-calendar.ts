import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { type Observable, of } from 'rxjs';
import { createValidationPipe } from '../common/validation';
import { DATABASE, type Database } from '../database/database';
import { bookings } from '../database/schema';
import { addDays, todayInPark } from './availability';
import { toPublicBookingView } from './booking.view';
import type { CalendarRow } from './bookings.repository';
import { ListBookingsQuery } from './dto/booking-queries.dto';
import type { PublicBookingListResponse } from './dto/booking-responses.dto';

/** The longest booking the database allows (`bookings_duration_check`). */
const LONGEST_BOOKING_DAYS = 366;

const calendarColumns = {
  id: bookings.id,
  venue: bookings.venue,
  eventDate: bookings.eventDate,
  duration: bookings.duration,
  isAdminBlock: bookings.isAdminBlock,
};

/**
 * The public calendar: confirmed bookings (and admin blocks) that end on `today` or later. A day that has passed
 * can no longer be booked, so history is of no use to a visitor, and the answer stays the same size however many
 * years of bookings the park keeps.
 *
 * Venue bookings are found through the exclusion constraint's GiST index (`bookings_no_overlapping_confirmed`:
 * same predicate, same `daterange` expression), so the query reads only upcoming rows. Stall rentals are not in that
 * index; the venue/date index reaches them, no further back than the longest booking allowed.
 */
export async function listUpcomingCalendar(
  db: Database,
  options: { excludeVendorStalls: boolean; today: string },
): Promise<CalendarRow[]> {
  const { today } = options;
  const venues = db
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
    : db
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

/**
 * GET /api/bookings for visitors (no valid staff token): the upcoming public calendar, validated exactly as the
 * route's query DTO. Staff requests go on to the handler and get every booking.
 */
@Injectable()
export class UpcomingCalendarInterceptor implements NestInterceptor {
  private readonly validation = createValidationPipe();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<{ user?: unknown; query: unknown }>();
    if (request.user) return next.handle();
    const query = (await this.validation.transform(request.query, {
      type: 'query',
      metatype: ListBookingsQuery,
    })) as ListBookingsQuery;
    const rows = await listUpcomingCalendar(this.db, {
      excludeVendorStalls: query.excludeVendorStalls === 'true',
      today: todayInPark(),
    });
    const answer: PublicBookingListResponse = { bookings: rows.map(toPublicBookingView) };
    return of(answer);
  }
}

/** Visitors get the upcoming calendar only (see `listUpcomingCalendar`); staff get what the handler answers. */
export const VisitorsGetUpcomingCalendar = (): MethodDecorator & ClassDecorator =>
  UseInterceptors(UpcomingCalendarInterceptor);
