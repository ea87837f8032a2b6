import type { BookingStatus, VenueName } from '../database/schema';

/**
 * The record's vocabulary: every kind of action the park writes down, with the details each keeps. A new kind of
 * action is added here first; the type checker then asks for its label (audit-labels.ts) and holds every writer to
 * its details. Entries are kept for years: a reader takes the details of an old entry as `Partial`, since a field
 * added later is missing from the entries written before it.
 */
interface BookingFacts {
  venue: VenueName;
  eventDate: string;
}

interface StatusChange extends BookingFacts {
  stallId: string | null;
  isAdminBlock: boolean;
  rejectionReason?: string;
  /** The first day the visitor asked for, when staff approved the booking on another. */
  requestedStartDate?: string;
  /** The last day staff gave a stall rental they ended (its rent stops the day after). */
  lastDay?: string;
  /** How many bookings one staff action changed together (a rejection of several). */
  together?: number;
}

/** An action that keeps nothing beyond who did it to what. */
type NoDetails = Record<never, never>;

interface AccountFacts {
  username: string;
  role: string;
}

export interface AuditDetails {
  'auth.sign-in': { client: string };
  'auth.sign-out': NoDetails;
  'auth.lock': { username: string };
  'booking.request': BookingFacts & { duration: number; stallId: string | null };
  'booking.customer-cancel': BookingFacts & { by: 'customer' };
  'booking.approve': StatusChange;
  'booking.reject': StatusChange;
  'booking.complete': StatusChange;
  'booking.reopen': StatusChange;
  'booking.cancel': BookingFacts & {
    isAdminBlock: boolean;
    reason: string;
    creditNoteNumber?: string;
    invoiceNumber?: string;
    credited?: number;
    kept?: number;
    toRefund?: number;
  };
  'booking.delete': BookingFacts & {
    duration: number;
    eventType: string;
    customerName: string;
    stallId: string | null;
    isAdminBlock: boolean;
  };
  'booking.block': BookingFacts & { eventType: string };
  'booking.stall-book': BookingFacts & { stallId: string; startDate: string; customerName: string };
  /** A venue invoice, or a rent invoice (`rentMonth`: which month of the rental, from 1). */
  'invoice.issue': { number: string; bookingId: string; amount: number; rentMonth?: number };
  'payment.record': {
    bookingId: string;
    receiptNumber: string;
    amount: number;
    method: string | null;
    receivedOn: string | null;
    /** Asked for a date inside a closed month, so dated the day it was recorded (`receivedOn`) instead. */
    late?: true;
    /** The date asked for, when it was `late`. */
    requestedOn?: string;
  };
  'payment.reverse': {
    bookingId: string | null;
    receiptNumber: string | null;
    amount: number;
    reversalId: string;
    reason: string;
    /** The day the money went back or (a refund returned) came back. */
    reversedOn?: string;
    /** Asked for a date inside a closed month, so dated the day it was recorded instead. */
    late?: true;
    requestedOn?: string;
  };
  'credit-note.issue': {
    bookingId: string;
    number: string;
    invoiceNumber: string;
    amount: number;
    /** A venue invoice's cancellation: what the park keeps of what was paid. */
    kept?: number;
    paid?: number;
    /** A correction: a discount or a write-off, and why. */
    kind?: 'discount' | 'write_off';
    reason?: string;
  };
  /** Customer credit moved from one booking to another of the same account. */
  'credit.apply': { fromBookingId: string; toBookingId: string; amount: number };
  'refund.record': {
    bookingId: string;
    refundNumber: string;
    amount: number;
    method: string;
    refundedOn: string;
    /** Asked for a date inside a closed month, so dated the day it was recorded (`refundedOn`) instead. */
    late?: true;
    /** The date asked for, when it was `late`. */
    requestedOn?: string;
  };
  /** A restore set numbers aside (`backup/number-gaps.ts`): each block, `known` when it ends at a `--last`. */
  'numbers.set-aside': { takenAt: string; restoredOn: string; gaps: { number: string; known: boolean }[] };
  /** A document issued after a backup and lost with it, entered again under its own number. */
  'document.enter-lost': {
    number: string;
    kind: 'invoice' | 'receipt' | 'credit-note' | 'refund-note';
    bookingId: string | null;
    amount: number;
    issuedOn: string;
    customerEmail: string;
  };
  'period.close': { month: string };
  /** `closedByName` and `closedAt`: the close this reopening undid. */
  'period.reopen': { month: string; reason: string; closedByName: string; closedAt: string };
  'news.create': { title: string };
  'news.update': { title: string };
  'news.delete': { title: string };
  'admin.create': AccountFacts & { initial?: true };
  'admin.profile': { changed: string[] };
  'admin.password': NoDetails;
  'admin.deactivate': { username: string };
  'admin.reactivate': { username: string };
  'admin.delete': AccountFacts;
  'contact.handled': NoDetails;
  'calendar-feed.on': NoDetails;
  'calendar-feed.replace': NoDetails;
  'calendar-feed.off': NoDetails;
}

export type AuditAction = keyof AuditDetails;

/** What the record's entries are about. */
export type AuditEntity = 'booking' | 'admin' | 'news' | 'contact' | 'invoice' | 'payment' | 'period' | 'numbers';

/** A status an entry moved from or to: a booking's, an account's (active, inactive) or a message's. */
export type AuditStatus = BookingStatus | 'active' | 'inactive' | 'open' | 'handled';

type EventOf<A extends AuditAction> = {
  action: A;
  entity: AuditEntity;
  entityId?: string;
  fromStatus?: AuditStatus;
  toStatus?: AuditStatus;
} & ([keyof AuditDetails[A]] extends [never] ? { details?: undefined } : { details: AuditDetails[A] });

/** One entry to write: its action decides the shape of its details. */
export type AuditEvent = { [A in AuditAction]: EventOf<A> }[AuditAction];

type AnyDetails = { [A in AuditAction]: AuditDetails[A] }[AuditAction];
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type FieldIn<D, K extends PropertyKey> = D extends unknown ? (K extends keyof D ? D[K] : never) : never;

/** Any entry's details as stored: each field of the vocabulary, absent where the entry did not write it. */
export type StoredDetails = { [K in KeysOfUnion<AnyDetails>]?: FieldIn<AnyDetails, K> };

/** The details of an entry of `action`, as far as the entry wrote them. */
export function detailsOf<A extends AuditAction>(
  _action: A,
  details: Record<string, unknown>,
): Partial<AuditDetails[A]> {
  return details as Partial<AuditDetails[A]>;
}
