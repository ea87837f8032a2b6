import { STATUS_LABELS } from '@/features/admin/components/StatusBadge';
import type { StaffBooking } from '@/features/admin/api/booking-list';
import { parkToday } from '@/lib/park-time';
import { eventTypeLabel } from '@/features/admin/utils/event-type';

export function daysLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** "A3 · Block A" */
export function stallLabel(booking: StaffBooking): string {
  return booking.stallInfo ? `${booking.stallInfo.stallId} · ${booking.stallInfo.blockName}` : '';
}

/** The day a booking was requested, in the park's calendar. */
export function requestedOn(booking: StaffBooking): string {
  return parkToday(new Date(booking.createdAt));
}

export function shortId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export const CSV_HEADER = [
  'Booking ID',
  'Venue',
  'Status',
  'Event type',
  'Date',
  'Duration (days)',
  'Stall',
  'Customer',
  'Email',
  'Phone',
  'Guests',
  'Amount (LKR)',
  'Notes',
  'Requested on',
] as const;

export function csvRow(booking: StaffBooking): (string | number)[] {
  const notes = [
    booking.specialRequirements,
    booking.notes,
    booking.rejectionReason && `Reason: ${booking.rejectionReason}`,
  ]
    .map((text) => text?.trim())
    .filter(Boolean)
    .join(' | ');
  return [
    booking._id,
    booking.venue,
    booking.isAdminBlock ? 'Blocked' : STATUS_LABELS[booking.status],
    eventTypeLabel(booking.eventType),
    booking.eventDate,
    booking.duration,
    booking.stallInfo?.stallId ?? '',
    booking.customer.name,
    booking.customer.email,
    booking.customer.phone,
    booking.guests,
    booking.totalAmount,
    notes,
    requestedOn(booking),
  ];
}
