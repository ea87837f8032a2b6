import { lastDayOf } from '../common/calendar-dates';
import { CALENDAR_UID_DOMAIN, calendarDocument, type CalendarEvent } from '../common/icalendar';
import type { Booking } from '../database/schema';
import { describeDates } from '../mail';
import { addDays } from '@kandy-park/domain';

const PARK = 'Kandy Cultural Park';

/** What a staff calendar shows of a booking: never the customer's name, phone number or e-mail address. */
export type FeedBooking = Pick<
  Booking,
  | 'id'
  | 'venue'
  | 'eventType'
  | 'eventDate'
  | 'duration'
  | 'guests'
  | 'status'
  | 'isAdminBlock'
  | 'stallId'
  | 'updatedAt'
>;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function titleOf(booking: FeedBooking): string {
  if (booking.isAdminBlock) return `Blocked: ${booking.venue}`;
  if (booking.stallId) return `Stall ${booking.stallId} rental starts`;
  return `${capitalise(booking.eventType)} at ${booking.venue}`;
}

function descriptionOf(booking: FeedBooking): string {
  const lines = [
    `Venue: ${booking.stallId ? `${booking.venue}, stall ${booking.stallId}` : booking.venue}`,
    `Event type: ${booking.isAdminBlock ? `admin block (${booking.eventType})` : booking.eventType}`,
    `Dates: ${booking.stallId ? `monthly rental from ${describeDates(booking.eventDate, 1)}` : describeDates(booking.eventDate, booking.duration)}`,
  ];
  if (!booking.isAdminBlock && !booking.stallId) lines.push(`Guests: ${booking.guests}`);
  if (booking.status === 'completed') lines.push('Status: completed');
  lines.push(`Booking ID: ${booking.id}`);
  return lines.join('\n');
}

/**
 * A staff member's calendar: one all-day event per confirmed booking and date block (a stall rental on its first
 * day), written by the park's one iCalendar writer, which escapes every text (`icsText`): the event type is a
 * visitor's. Calendar apps match events by UID, so a booking keeps its place in their calendars when it changes.
 */
export function staffCalendarFeed(bookings: readonly FeedBooking[]): string {
  const events: CalendarEvent[] = bookings.map((booking) => {
    const days = booking.stallId ? 1 : booking.duration;
    return {
      uid: `${booking.id}@${CALENDAR_UID_DOMAIN}`,
      summary: titleOf(booking),
      description: descriptionOf(booking),
      location: `${booking.venue}, ${PARK}, Kandy, Sri Lanka`,
      start: booking.eventDate,
      end: addDays(lastDayOf(booking.eventDate, days), 1),
      busy: !booking.isAdminBlock,
      lastModified: booking.updatedAt,
      categories: [booking.isAdminBlock ? 'Date block' : booking.stallId ? 'Stall rental' : 'Booking'],
    };
  });
  return calendarDocument({
    productId: `${CALENDAR_UID_DOMAIN}/staff-calendar`,
    name: `${PARK} bookings`,
    events,
  });
}
