import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnswerOf, Schemas } from '@/lib/api';
import type { operations } from '@/lib/api-schema';
import { staffApi, staffKeys } from './staff-api';

export type StaffBooking = Schemas['StaffBookingItem'];
export type BookingGroup = StaffBooking['group'];
export type VenueName = StaffBooking['venue'];
export type BookingPage = AnswerOf<'get', '/api/bookings/admin/list'>;
export type GroupCounts = Schemas['BookingGroupCounts'];

export const PAGE_SIZE = 20;
/** The server's largest page: exports and the calendar read a whole range in as few calls as possible. */
export const MAX_PAGE_SIZE = 500;

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
