import type { Booking } from '../../database/schema';
import { todayInPark } from '../../common/park-time';
import { lastDayOf } from '../../common/calendar-dates';
import { addDays } from '@kandy-park/domain';

/** How long a link keeps working after the booking is over (its last day, or the end of a rental). */
export const LINK_GRACE_DAYS = 60;

export type LinkRuleBooking = Pick<Booking, 'venue' | 'status' | 'eventDate' | 'duration' | 'stallId' | 'updatedAt'>;

/**
 * Whether a My booking link still opens its booking. An event's link works until LINK_GRACE_DAYS after its last day;
 * a stall rental's while it is live, and until LINK_GRACE_DAYS after it ended (rejected, cancelled or terminated).
 */
export function linkIsOpen(booking: LinkRuleBooking, today: string): boolean {
  const isRental = booking.venue === 'Vendor Stalls' && booking.stallId !== null;
  if (isRental) {
    if (booking.status === 'pending' || booking.status === 'confirmed') return true;
    return addDays(todayInPark(booking.updatedAt), LINK_GRACE_DAYS) >= today;
  }
  return addDays(lastDayOf(booking.eventDate, booking.duration), LINK_GRACE_DAYS) >= today;
}

/** Only a request staff have not answered yet can be cancelled from the page. */
export const canCustomerCancel = (booking: Pick<Booking, 'status'>): boolean => booking.status === 'pending';

/** The calendar file is offered once staff have confirmed the booking. */
export const hasCalendarFile = (booking: Pick<Booking, 'status'>): boolean => booking.status === 'confirmed';
