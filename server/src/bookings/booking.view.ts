import { type AnyColumn, sql } from 'drizzle-orm';
import { type Booking, bookings } from '../database/schema';
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
    cancelledAfterApproval: booking.status === 'cancelled' && booking.cancelledAfterApprovalAt !== null,
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

/** `toISOString()`'s form, milliseconds and all, of a `timestamptz`. */
const isoTimestamp = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The SQL twin of `toBookingView`: a booking's staff view as JSON text, built by the database. A page of 20
 * bookings then crosses from the database as 20 values instead of 440, each of which the embedded engine's driver
 * copies and decodes on its own, and no Date is made only to be printed again.
 * `test/api/booking-view.spec.ts` holds the two to the same answers. (A stall's id, block and number are there all
 * together or not at all: `bookings_stall_check`.)
 */
export const bookingViewJson = sql<BookingView>`json_build_object(
  '_id', ${bookings.id},
  'venue', ${bookings.venue},
  'eventType', ${bookings.eventType},
  'eventDate', ${bookings.eventDate},
  'date', ${bookings.eventDate},
  'duration', ${bookings.duration},
  'customer', json_build_object(
    'name', ${bookings.customerName}, 'email', ${bookings.customerEmail}, 'phone', ${bookings.customerPhone}
  ),
  'guests', ${bookings.guests},
  'status', ${bookings.status},
  'totalAmount', ${bookings.totalAmount},
  'stallInfo', case when ${bookings.stallId} is not null then json_build_object(
      'stallId', ${bookings.stallId},
      'block', ${bookings.stallBlock},
      'stallNumber', ${bookings.stallNumber},
      'blockName', coalesce(${bookings.stallBlockName}, 'Block ' || ${bookings.stallBlock})
    )
  end,
  'notes', ${bookings.notes},
  'specialRequirements', ${bookings.specialRequirements},
  'rejectionReason', ${bookings.rejectionReason},
  'isAdminBlock', ${bookings.isAdminBlock},
  'cancelledByCustomer', ${bookings.status} = 'cancelled' and ${bookings.cancelledByCustomerAt} is not null,
  'cancelledAfterApproval', ${bookings.status} = 'cancelled' and ${bookings.cancelledAfterApprovalAt} is not null,
  'createdAt', ${isoTimestamp(bookings.createdAt)},
  'updatedAt', ${isoTimestamp(bookings.updatedAt)}
)::text`.mapWith((text: string) => JSON.parse(text) as BookingView);
