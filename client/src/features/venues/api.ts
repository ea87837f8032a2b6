import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type AnswerOf, callApi } from '../../lib/api';
import type { BookingPayload, PublicBooking } from './booking-rules';
import { TOTAL_STALLS } from './venues-data';

/** Every query of this feature starts with this key, so one invalidation refreshes calendar and stalls. */
export const BOOKINGS_KEY = ['bookings'] as const;

const keys = {
  publicBookings: [...BOOKINGS_KEY, 'public'] as const,
  bookedStalls: [...BOOKINGS_KEY, 'vendor-stalls', 'booked'] as const,
  heldStalls: [...BOOKINGS_KEY, 'vendor-stalls', 'held'] as const,
  stallAvailability: (date: string) => [...BOOKINGS_KEY, 'vendor-stalls', 'availability', date] as const,
  venueAvailability: (venue: string, date: string) => [...BOOKINGS_KEY, 'availability', venue, date] as const,
};

export type VenueAvailability = Pick<
  AnswerOf<'get', '/api/bookings/availability/{venueName}'>,
  'isAvailable' | 'reason'
> & {
  message?: string;
};
type StallAvailabilityAnswer = AnswerOf<'get', '/api/bookings/vendor-stalls/availability/{date}'>;
export type StallAvailability = Pick<StallAvailabilityAnswer, 'totalStalls' | 'availableStalls' | 'isAvailable'> &
  Partial<Pick<StallAvailabilityAnswer, 'rentedStalls' | 'bookedStalls'>>;

async function fetchPublicBookings(): Promise<PublicBooking[]> {
  const answer = await callApi('get', '/api/bookings', { params: { query: { excludeVendorStalls: 'true' } } });
  // Without a token the server answers the public calendar list (never the staff one): confirmed bookings only.
  const bookings = (answer as { bookings?: PublicBooking[] } | null)?.bookings;
  return Array.isArray(bookings) ? bookings : [];
}

/**
 * Confirmed bookings for the calendar. SPEC.md section 8: a failed fetch is logged and the calendar then treats
 * no date as unavailable, so errors resolve to an empty list rather than an error state.
 */
export function usePublicBookings() {
  return useQuery({
    queryKey: keys.publicBookings,
    queryFn: async () => {
      try {
        return await fetchPublicBookings();
      } catch (error) {
        console.error('Could not load booked dates', error);
        return [];
      }
    },
  });
}

export function useBookedStalls() {
  return useQuery({
    queryKey: keys.bookedStalls,
    queryFn: async () => {
      const answer = await callApi('get', '/api/bookings/vendor-stalls/booked');
      return new Set(Array.isArray(answer?.bookedStalls) ? answer.bookedStalls : []);
    },
  });
}

/** Stalls other visitors hold right now; kept fresh while the stall plan is open (holds last 10 minutes). */
export function useHeldStalls(open: boolean) {
  return useQuery({
    queryKey: keys.heldStalls,
    queryFn: async () => {
      const answer = await callApi('get', '/api/bookings/vendor-stalls/holds');
      return new Set(Array.isArray(answer?.heldStalls) ? answer.heldStalls : []);
    },
    enabled: open,
    staleTime: 0,
    refetchInterval: open ? 30_000 : false,
  });
}

export type StallHold = AnswerOf<'post', '/api/bookings/vendor-stalls/holds'>;

/** Holds a stall for the visitor for 10 minutes (letting go of their earlier hold). */
export function useHoldStall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { stallId: string; holdToken?: string }) =>
      callApi('post', '/api/bookings/vendor-stalls/holds', { body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.heldStalls }),
  });
}

function normaliseStallAvailability(answer: Partial<StallAvailability> | null): StallAvailability {
  const totalStalls = typeof answer?.totalStalls === 'number' ? answer.totalStalls : TOTAL_STALLS;
  const taken = answer?.rentedStalls ?? answer?.bookedStalls;
  const availableStalls =
    typeof answer?.availableStalls === 'number'
      ? answer.availableStalls
      : typeof taken === 'number'
        ? totalStalls - taken
        : totalStalls;
  return { ...answer, totalStalls, availableStalls, isAvailable: answer?.isAvailable ?? availableStalls > 0 };
}

/** Looks a date up on demand (when a visitor picks it), through the query cache. */
export function useAvailabilityChecks() {
  const queryClient = useQueryClient();

  const checkVenueDate = useCallback(
    async (venue: string, date: string): Promise<VenueAvailability> => {
      try {
        return await queryClient.fetchQuery({
          queryKey: keys.venueAvailability(venue, date),
          queryFn: () =>
            callApi('get', '/api/bookings/availability/{venueName}', {
              params: { path: { venueName: venue }, query: { startDate: date } },
            }),
          staleTime: 0,
          retry: false,
        });
      } catch (error) {
        // SPEC.md section 7: a failure or non-ok answer is treated as available.
        console.error('Could not check the date', error);
        return { isAvailable: true, reason: null };
      }
    },
    [queryClient],
  );

  const checkStallDate = useCallback(
    async (date: string): Promise<StallAvailability | null> => {
      try {
        return await queryClient.fetchQuery({
          queryKey: keys.stallAvailability(date),
          queryFn: async () =>
            normaliseStallAvailability(
              await callApi('get', '/api/bookings/vendor-stalls/availability/{date}', { params: { path: { date } } }),
            ),
          staleTime: 0,
          retry: false,
        });
      } catch (error) {
        console.error('Could not check stall availability', error);
        return null;
      }
    },
    [queryClient],
  );

  return { checkVenueDate, checkStallDate };
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BookingPayload) => callApi('post', '/api/bookings', { body: payload }),
    // Not awaited: the visitor's toast should not wait for the calendar and stall lists to reload.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}
