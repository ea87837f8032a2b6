import type { Booking } from '../../database/schema';
import { lastDayOf } from '../../common/calendar-dates';
import { stallInfoOf } from '../booking.view';
import type { CustomerMoneyView } from '../../money';
import type { MyBookingView } from './my-booking.dto';
import { canCustomerCancel, hasCalendarFile } from './my-booking-rules';

/** Built field by field: contact details, notes and staff fields stay out of the answer. */
export function toMyBookingView(booking: Booking, money: CustomerMoneyView): MyBookingView {
  return {
    _id: booking.id,
    status: booking.status,
    cancelledByCustomer: booking.status === 'cancelled' && booking.cancelledByCustomerAt !== null,
    venue: booking.venue,
    eventType: booking.eventType,
    eventDate: booking.eventDate,
    lastDate: lastDayOf(booking.eventDate, booking.duration),
    duration: booking.duration,
    guests: booking.guests,
    totalAmount: booking.totalAmount,
    stallInfo: stallInfoOf(booking),
    customerName: booking.customerName,
    rejectionReason: booking.status === 'cancelled' ? booking.rejectionReason : null,
    requestedAt: booking.createdAt.toISOString(),
    canCancel: canCustomerCancel(booking),
    hasCalendarFile: hasCalendarFile(booking),
    money,
    language: booking.language,
  };
}
