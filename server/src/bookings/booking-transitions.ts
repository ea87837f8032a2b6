import type { BookingStatus, VenueName } from '../database/schema';

/** The status changes staff may make; anything else is refused. */
export const TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed'],
  cancelled: ['pending'],
  completed: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** How the dashboard names a status next to the stored value, so a refusal reads well to staff. */
const LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: 'pending',
  confirmed: 'confirmed (approved)',
  cancelled: 'cancelled (rejected)',
  completed: 'completed',
};

export function transitionRefusal(from: BookingStatus, to: BookingStatus): string {
  const allowed = TRANSITIONS[from];
  const hint = allowed.length
    ? `A ${from} booking can only become ${allowed.join(' or ')}.`
    : `A ${from} booking cannot change status any more.`;
  return `Cannot change a booking from ${LABELS[from]} to ${LABELS[to]}. ${hint}`;
}

export function transitionSuccessMessage(to: BookingStatus, venue: VenueName): string {
  switch (to) {
    case 'confirmed':
      return 'Booking approved. Confirmation email sent to customer.';
    case 'cancelled':
      return 'Booking rejected. Notification email sent to customer.';
    case 'completed':
      return venue === 'Vendor Stalls' ? 'Stall rental terminated.' : 'Booking marked as completed.';
    case 'pending':
      return 'Booking reopened. It is pending again.';
  }
}

export interface DeletionCandidate {
  status: BookingStatus;
  venue: VenueName;
  eventDate: string;
  isAdminBlock: boolean;
}

/** The dashboard's history tab: completed, or a confirmed event (not a stall rental) whose date has passed. */
export function isHistory(booking: DeletionCandidate, today: string): boolean {
  if (booking.status === 'completed') return true;
  return booking.status === 'confirmed' && booking.venue !== 'Vendor Stalls' && booking.eventDate < today;
}

/** Rejected bookings, history and admin blocks may be deleted; live requests, events and rentals may not. */
export function canDelete(booking: DeletionCandidate, today: string): boolean {
  return booking.isAdminBlock || booking.status === 'cancelled' || isHistory(booking, today);
}

export function deletionRefusal(booking: DeletionCandidate): string {
  const what =
    booking.status === 'pending'
      ? 'a pending request (reject it first)'
      : booking.venue === 'Vendor Stalls'
        ? 'an active stall rental (terminate it first)'
        : 'an upcoming confirmed event (mark it completed first)';
  return `Only rejected, completed or past bookings and admin blocks can be deleted; this booking is ${what}.`;
}
