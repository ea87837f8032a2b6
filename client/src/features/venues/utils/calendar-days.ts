import type { Schemas } from '@/lib/api';
import { addDays, isCalendarDate } from '@kandy-park/domain';

// The visitor's calendar: which days a venue cannot be booked, and how far ahead it can be.

type PublicBookingView = Schemas['PublicBookingView'];
/**
 * A booking as the public calendar list answers it (no personal data). The day may come as `eventDate` or `date`,
 * so the calendar reads either, and it skips any booking that is not confirmed.
 */
export type PublicBooking = Pick<PublicBookingView, '_id' | 'venue' | 'duration'> &
  Partial<Pick<PublicBookingView, 'eventDate' | 'date' | 'isAdminBlock'>> & { status: string };

/**
 * Days a venue cannot be booked: each confirmed booking expanded over its duration. An admin block wins over a
 * booking on the same day, so the calendar can say why.
 */
export function unavailableDays(bookings: readonly PublicBooking[], venue: string): Map<string, 'booked' | 'blocked'> {
  const days = new Map<string, 'booked' | 'blocked'>();
  for (const booking of bookings) {
    if (booking.venue !== venue || booking.status !== 'confirmed') continue;
    const start = (booking.eventDate ?? booking.date ?? '').slice(0, 10);
    if (!isCalendarDate(start)) continue;
    const length = Math.max(1, Math.floor(Number(booking.duration) || 1));
    for (let offset = 0; offset < length; offset += 1) {
      const day = addDays(start, offset);
      if (booking.isAdminBlock) days.set(day, 'blocked');
      else if (!days.has(day)) days.set(day, 'booked');
    }
  }
  return days;
}
