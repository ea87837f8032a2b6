import { addDays } from './dates.js';

/** A booking's life: waiting for staff, approved, refused or cancelled, or held and done. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const lastDayOf = (eventDate: string, duration: number): string => addDays(eventDate, duration - 1);

/**
 * The five lists of the dashboard's Bookings tab. "Today" is the park's date. An event counts
 * as passed once its last day is before today, so a three-day festival that began yesterday is still active.
 */
export const BOOKING_GROUPS = ['pending', 'approved', 'stalls', 'rejected', 'history'] as const;
export type BookingGroup = (typeof BOOKING_GROUPS)[number];

export interface GroupedBooking {
  venue: string;
  status: BookingStatus;
  eventDate: string;
  duration: number;
}

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
