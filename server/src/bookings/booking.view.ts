import type { Booking } from '../database/schema';
import type { BookingReceiptView, BookingView, PublicBookingView, StallInfoView } from './dto/booking-responses.dto';

export function stallInfoOf(booking: Booking): StallInfoView | null {
  if (!booking.stallId || !booking.stallBlock || booking.stallNumber === null) return null;
  return {
    stallId: booking.stallId,
    block: booking.stallBlock,
    stallNumber: booking.stallNumber,
    blockName: booking.stallBlockName ?? `Block ${booking.stallBlock}`,
  };
}

export function toBookingView(booking: Booking): BookingView {
  return {
    _id: booking.id,
    venue: booking.venue,
    eventType: booking.eventType,
    eventDate: booking.eventDate,
    date: booking.eventDate,
    duration: booking.duration,
    customer: { name: booking.customerName, email: booking.customerEmail, phone: booking.customerPhone },
    guests: booking.guests,
    status: booking.status,
    totalAmount: booking.totalAmount,
    stallInfo: stallInfoOf(booking),
    notes: booking.notes,
    specialRequirements: booking.specialRequirements,
    rejectionReason: booking.rejectionReason,
    isAdminBlock: booking.isAdminBlock,
    cancelledByCustomer: booking.status === 'cancelled' && booking.cancelledByCustomerAt !== null,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

/** Built field by field, so nothing personal can slip into a visitor's answer when the table grows. */
export function toPublicBookingView(
  booking: Pick<Booking, 'id' | 'venue' | 'eventDate' | 'duration' | 'isAdminBlock'>,
): PublicBookingView {
  return {
    _id: booking.id,
    venue: booking.venue,
    eventDate: booking.eventDate,
    date: booking.eventDate,
    duration: booking.duration,
    status: 'confirmed',
    isAdminBlock: booking.isAdminBlock,
  };
}

export function toBookingReceipt(booking: Booking): BookingReceiptView {
  return {
    _id: booking.id,
    venue: booking.venue,
    eventType: booking.eventType,
    eventDate: booking.eventDate,
    date: booking.eventDate,
    duration: booking.duration,
    guests: booking.guests,
    status: booking.status,
    totalAmount: booking.totalAmount,
    stallInfo: stallInfoOf(booking),
    createdAt: booking.createdAt.toISOString(),
  };
}
