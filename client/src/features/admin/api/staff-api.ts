import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
 * Query keys of the dashboard, the only place they are written: every query, cache write and invalidation of the
 * dashboard takes its key from here. Everything a booking change can move (lists, counts, calendar, stalls,
 * analytics, invoices, money) sits under `staffKeys.bookings`, so one invalidation refreshes them all.
 */
export const staffKeys = {
  all: ['staff'] as const,
  bookings: ['staff', 'bookings'] as const,
  bookingList: (params: object) => ['staff', 'bookings', 'list', params] as const,
  calendar: ['staff', 'bookings', 'calendar'] as const,
  calendarRange: (range: { from: string; to: string; today: string }) =>
    ['staff', 'bookings', 'calendar', range] as const,
  calendarBlocks: (today: string) => ['staff', 'bookings', 'calendar', 'blocks', today] as const,
  stalls: ['staff', 'bookings', 'stalls'] as const,
  analytics: ['staff', 'bookings', 'analytics'] as const,
  bookingHistory: (id: string) => ['staff', 'bookings', 'history', id] as const,
  invoices: (params: object) => ['staff', 'bookings', 'invoices', params] as const,
  /** The accountant's reports (Reports tab): one key per report and its period. */
  reports: (report: string, params: object) => ['staff', 'bookings', 'reports', report, params] as const,
  /** The closed months of the books (Invoices tab). */
  periods: ['staff', 'periods'] as const,
  /** The document numbers restores set aside, and the lost documents entered in them (Invoices tab). */
  numberGaps: ['staff', 'number-gaps'] as const,
  activity: ['staff', 'activity'] as const,
  activityPage: (filters: object, page: number) => ['staff', 'activity', 'page', filters, page] as const,
  activityFilters: ['staff', 'activity', 'filters'] as const,
  calendarFeed: ['staff', 'calendar-feed'] as const,
  account: (bookingId: string) => ['staff', 'bookings', 'account', bookingId] as const,
  rentDue: (params: object) => ['staff', 'bookings', 'rent-due', params] as const,
  news: ['staff', 'news'] as const,
  admins: ['staff', 'admins'] as const,
  profile: ['staff', 'profile'] as const,
  messages: ['staff', 'messages'] as const,
  subscribers: ['staff', 'subscribers'] as const,
  /** The public pages' keys (features venues, home and news), reloaded when staff change what they show. */
  publicBookings: ['bookings'] as const,
  publicStalls: ['vendor-stalls'] as const,
  publicNews: ['news'] as const,
};

/**
 * What a component adds to a mutation hook of the dashboard: its own reactions (a toast, closing a form), run after
 * the hook has written the cache and before it reloads what the change moved.
 */
export interface MutationCallbacks<Answer, Variables> {
  onSuccess?: (answer: Answer, variables: Variables) => void;
  onError?: (error: Error, variables: Variables) => void;
}

/** What a change does to the cache: writes the answer in at once, and reads again what it moved. */
interface CacheEffects<Answer, Variables> {
  write?: (queryClient: QueryClient, answer: Answer, variables: Variables) => void;
  reload?: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * The one shape of the dashboard's mutation hooks: on success the cache is written, then the component reacts
 * (`callbacks`), then what the change moved reloads (the mutation stays pending until it has).
 */
export function useStaffMutation<Answer, Variables>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  { write, reload }: CacheEffects<Answer, Variables>,
  { onSuccess, onError }: MutationCallbacks<Answer, Variables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer: Answer, variables: Variables) => {
      write?.(queryClient, answer, variables);
      onSuccess?.(answer, variables);
      await reload?.(queryClient);
    },
    onError,
  });
}

/** After a booking changes: the staff views and the public calendar and stall lists (same browser) reload. */
export function refreshBookings(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.bookings }),
    queryClient.invalidateQueries({ queryKey: staffKeys.publicBookings }),
    queryClient.invalidateQueries({ queryKey: staffKeys.publicStalls }),
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
