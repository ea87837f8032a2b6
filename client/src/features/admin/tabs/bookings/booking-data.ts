import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnswerOf, Schemas } from '../../../../lib/api';
import type { operations } from '../../../../lib/api-schema';
import { parkToday } from '../../../../lib/park-time';
import { staffApi, staffKeys } from '../../api/staff-api';
import { STATUS_LABELS } from '../../components/StatusBadge';

export type StaffBooking = Schemas['StaffBookingItem'];
export type BookingGroup = StaffBooking['group'];
export type VenueName = StaffBooking['venue'];
export type BookingPage = AnswerOf<'get', '/api/bookings/admin/list'>;
export type GroupCounts = Schemas['BookingGroupCounts'];

/** The dashboard's venue names (SPEC.md section 3), in the order staff know them. */
export const VENUES: readonly VenueName[] = [
  'Open Air Arena',
  'Open Area',
  'Conference Hall',
  'Banquet Hall',
  'Auditorium',
  'Vendor Stalls',
];

export const PAGE_SIZE = 20;
/** The server's largest page: exports and the calendar read a whole range in as few calls as possible. */
export const MAX_PAGE_SIZE = 500;

export interface GroupInfo {
  id: BookingGroup;
  /** SPEC.md section 2's sub-menu names, word for word. */
  label: string;
  intro: string;
  emptyTitle: string;
  emptyText: string;
}

export const GROUPS: readonly GroupInfo[] = [
  {
    id: 'pending',
    label: 'Pending',
    intro: 'New requests waiting for a decision. Approving or rejecting one e-mails the customer straight away.',
    emptyTitle: 'No pending bookings.',
    emptyText: 'New requests from the website appear here.',
  },
  {
    id: 'approved',
    label: 'Approved Events',
    intro: 'Confirmed events from today on, with the dates blocked by staff. Mark an event complete once it is over.',
    emptyTitle: 'No approved events.',
    emptyText: 'Approved bookings and blocked dates from today on appear here.',
  },
  {
    id: 'stalls',
    label: 'Vendor Stalls',
    intro: 'These are ongoing monthly rentals. A rental stays here until it is terminated.',
    emptyTitle: 'No active stall rentals.',
    emptyText: 'Approved vendor stall rentals appear here until they are terminated.',
  },
  {
    id: 'rejected',
    label: 'Not Approved',
    intro: 'Requests that were rejected. Reopen one to move it back to Pending, or delete it for good.',
    emptyTitle: 'No rejected bookings.',
    emptyText: 'Requests you reject appear here, with the reason you gave.',
  },
  {
    id: 'history',
    label: 'Booking History',
    intro: 'Bookings appear here after their event date passes or when they are marked completed.',
    emptyTitle: 'No booking history yet.',
    emptyText: 'Past events and completed bookings appear here.',
  },
];

export function isGroup(value: string | null): value is BookingGroup {
  return GROUPS.some((group) => group.id === value);
}

export function groupInfo(id: BookingGroup): GroupInfo {
  return GROUPS.find((group) => group.id === id)!;
}

export interface BookingFilters {
  q: string;
  venue: VenueName | '';
  from: string;
  to: string;
}

export const NO_FILTERS: BookingFilters = { q: '', venue: '', from: '', to: '' };

export function hasFilters(filters: BookingFilters): boolean {
  return Boolean(filters.q.trim() || filters.venue || filters.from || filters.to);
}

export type ListQuery = NonNullable<operations['staffBookingsList']['parameters']['query']> & { group: BookingGroup };

/** The query string of one list call: empty filters left out, so equal lists share one cache entry. */
export function listQuery(group: BookingGroup, filters: BookingFilters, page: number, pageSize = PAGE_SIZE): ListQuery {
  return {
    group,
    q: filters.q.trim() || undefined,
    venue: filters.venue || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    pageSize,
  };
}

export function fetchBookingPage(query: ListQuery, signal?: AbortSignal): Promise<BookingPage> {
  return staffApi('get', '/api/bookings/admin/list', { params: { query }, signal });
}

/** One page of a group; the previous page stays on screen while the next one loads. */
export function useBookingPage(query: ListQuery) {
  return useQuery({
    queryKey: staffKeys.bookingList(query),
    queryFn: ({ signal }) => fetchBookingPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every booking of a group that matches, read a large page at a time (for exports and the calendar). */
export async function fetchAllBookings(query: ListQuery, signal?: AbortSignal): Promise<StaffBooking[]> {
  const all: StaffBooking[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchBookingPage({ ...query, page, pageSize: MAX_PAGE_SIZE }, signal);
    all.push(...answer.bookings);
    if (answer.bookings.length < MAX_PAGE_SIZE || all.length >= answer.total) return all;
  }
}

const capitalised = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** "musical shows" → "Musical shows". */
export function eventTypeLabel(eventType: string): string {
  return capitalised(eventType.trim()) || 'Other';
}

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
