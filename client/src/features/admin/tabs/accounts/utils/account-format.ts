import type { Schemas } from '@/lib/api';
import { formatDate, formatLkr } from '@/lib/format';

export type DocumentKind = Schemas['AccountDocumentView']['kind'];
type Booking = Schemas['AccountBookingView'];
type Document = Schemas['AccountDocumentView'];

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  invoice: 'Invoice',
  'rent-invoice': 'Rent invoice',
  'credit-note': 'Credit note',
  receipt: 'Receipt',
  'refund-note': 'Refund note',
};

export const documentFileName = (document: Pick<Document, 'number'>): string => `${document.number}.pdf`;

/** What happened to a document since it was issued, in a few words; null while it stands as issued. */
export function documentMark(document: Pick<Document, 'mark' | 'markedBy' | 'markedOn'>): string | null {
  if (document.mark === 'credited') {
    return `Credited${document.markedBy ? ` by ${document.markedBy}` : ''}${document.markedOn ? ` on ${formatDate(document.markedOn)}` : ''}`;
  }
  if (document.mark === 'reversed') return `Reversed${document.markedOn ? ` on ${formatDate(document.markedOn)}` : ''}`;
  return null;
}

/** A booking's place in the Bookings tab: its list, searched by its id (as the Activity tab links it). */
export function bookingLink(booking: Pick<Booking, 'id' | 'group'>): string {
  return `/admin/dashboard?${new URLSearchParams({ list: booking.group, q: booking.id }).toString()}`;
}

/** How a booking stands, as staff read it on the account. */
export function bookingStatus(
  booking: Pick<Booking, 'status' | 'cancelledAfterApproval' | 'stallId' | 'group'>,
): string {
  if (booking.cancelledAfterApproval) return 'Cancelled after approval';
  switch (booking.status) {
    case 'pending':
      return 'Pending';
    case 'confirmed':
      if (booking.stallId) return 'Renting';
      return booking.group === 'history' ? 'Event date passed' : 'Approved';
    case 'cancelled':
      return 'Not approved';
    case 'completed':
      return booking.stallId ? 'Ended' : 'Completed';
  }
}

/** What is owed (amber), owed back (the park owes the customer) or settled, in words. */
export function balanceWords(balance: number): string {
  if (balance > 0) return `${formatLkr(balance)} owed`;
  if (balance < 0) return `${formatLkr(-balance)} owed back`;
  return 'Settled';
}

/**
 * Why a statement's period cannot be read, or null: a day after today, or a first day after the last. The server
 * refuses the same; asking first keeps the page from flashing an error while a date is being typed.
 */
export function periodProblem({ from, to }: { from: string; to: string }, today: string): string | null {
  if (to && to > today) return 'The last day cannot be later than today.';
  if (from && (to || today) < from) return 'The first day must not be after the last day.';
  return null;
}
