import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, callApi, type CallOptions, NetworkError, type PathOf } from '@/lib/api';
import type { paths } from '@/lib/api-schema';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A typed call of a staff route: `callApi` with the stored bearer token. */
export function staffApi<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  options: CallOptions<NonNullable<paths[P][M]>> = {},
) {
  return callApi(method, path, { ...options, auth: true });
}

/**
 * Query keys of the dashboard. Everything a booking change can move (lists, counts, calendar, stalls, analytics)
 * sits under `staffKeys.bookings`, so one invalidation refreshes them all.
 */
export const staffKeys = {
  all: ['staff'] as const,
  bookings: ['staff', 'bookings'] as const,
  bookingList: (params: object) => ['staff', 'bookings', 'list', params] as const,
  calendar: ['staff', 'bookings', 'calendar'] as const,
  stalls: ['staff', 'bookings', 'stalls'] as const,
  analytics: ['staff', 'bookings', 'analytics'] as const,
  bookingHistory: (id: string) => ['staff', 'bookings', 'history', id] as const,
  activity: ['staff', 'activity'] as const,
  calendarFeed: ['staff', 'calendar-feed'] as const,
  account: (bookingId: string) => ['staff', 'bookings', 'account', bookingId] as const,
  rentDue: (params: object) => ['staff', 'bookings', 'rent-due', params] as const,
  news: ['staff', 'news'] as const,
  admins: ['staff', 'admins'] as const,
  profile: ['staff', 'profile'] as const,
  messages: ['staff', 'messages'] as const,
  subscribers: ['staff', 'subscribers'] as const,
};

/** After a booking changes: the staff views and the public calendar and stall lists (same browser) reload. */
export function refreshBookings(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.bookings }),
    queryClient.invalidateQueries({ queryKey: ['bookings'] }),
    queryClient.invalidateQueries({ queryKey: ['vendor-stalls'] }),
  ]).then(() => undefined);
}

/** True when the server answered with a sentence of its own (not the generic "Request failed (status)"). */
function hasServerMessage(error: unknown): error is ApiError {
  return error instanceof ApiError && Boolean(error.message) && !/^Request failed \(\d+\)$/.test(error.message);
}

/**
 * The brief's pattern: the server's message when it gave one, `failed` when it answered without one, and
 * `errored` when it could not be reached or something else went wrong.
 */
export function failureText(error: unknown, failed: string, errored: string): string {
  if (hasServerMessage(error)) return error.message;
  if (error instanceof ApiError) return failed;
  return errored;
}

/** Like `failureText`, but keeps SPEC.md's words in front of the server's reason: "Failed to …: reason". */
export function failureWithReason(error: unknown, failed: string, errored: string): string {
  if (hasServerMessage(error)) return `${failed}: ${error.message}`;
  if (error instanceof ApiError) return failed;
  if (error instanceof NetworkError) return `${errored}: the server could not be reached.`;
  return errored;
}

/** The signed-in account, fresh from the server (role and names may have changed since sign-in). */
export function useProfile() {
  return useQuery({
    queryKey: staffKeys.profile,
    queryFn: async () => (await staffApi('get', '/api/admin/profile')).admin,
  });
}

/** Contact messages, newest first; the sidebar counts the ones not yet handled. */
export function useContactMessages(enabled = true) {
  return useQuery({
    enabled,
    queryKey: staffKeys.messages,
    queryFn: async () => (await staffApi('get', '/api/contact/messages')).messages,
    refetchInterval: 60_000,
  });
}
