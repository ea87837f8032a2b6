import type { Booking } from '../database/schema';
import { lastDayOf } from '../common/calendar-dates';

/**
 * The five lists of the dashboard's Bookings tab. "Today" is the park's date. An event counts
 * as passed once its last day is before today, so a three-day festival that began yesterday is still active.
 */
export const BOOKING_GROUPS = ['pending', 'approved', 'stalls', 'rejected', 'history'] as const;
export type BookingGroup = (typeof BOOKING_GROUPS)[number];

export type GroupedBooking = Pick<Booking, 'venue' | 'status' | 'eventDate' | 'duration'>;

/** Which list a booking belongs to; every booking is in exactly one. */
export function bookingGroupOf(booking: GroupedBooking, today: string): BookingGroup {
  switch (booking.status) {
    case 'pending':
      return 'pending';
    case 'cancelled':
      return 'rejected';
    case 'completed':
      return 'history';
    case 'confirmed':
      if (booking.venue === 'Vendor Stalls') return 'stalls';
      return lastDayOf(booking.eventDate, booking.duration) < today ? 'history' : 'approved';
  }
}

export type HistoryLabel = 'Completed' | 'Event Date Passed' | 'Historical';

/** The label a history card carries. */
export function historyLabelOf(booking: GroupedBooking, today: string): HistoryLabel {
  if (booking.status === 'completed') return 'Completed';
  if (booking.status === 'confirmed' && lastDayOf(booking.eventDate, booking.duration) < today) {
    return 'Event Date Passed';
  }
  return 'Historical';
}
