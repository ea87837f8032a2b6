import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import type { BookingPayload, PublicBooking } from './booking-rules';
import { TOTAL_STALLS } from './venues-data';

/** Every query of this feature starts with this key, so one invalidation refreshes calendar and stalls. */
export const BOOKINGS_KEY = ['bookings'] as const;

const keys = {
  publicBookings: [...BOOKINGS_KEY, 'public'] as const,
  bookedStalls: [...BOOKINGS_KEY, 'vendor-stalls', 'booked'] as const,
  stallAvailability: (date: string) => [...BOOKINGS_KEY, 'vendor-stalls', 'availability', date] as const,
  venueAvailability: (venue: string, date: string) => [...BOOKINGS_KEY, 'availability', venue, date] as const,
};

export interface VenueAvailability {
  isAvailable: boolean;
  reason: 'booked' | 'blocked' | null;
  message?: string;
}

export interface StallAvailability {
  totalStalls: number;
  availableStalls: number;
  rentedStalls?: number;
  bookedStalls?: number;
  isAvailable: boolean;
}

export interface BookingCreated {
  _id: string;
  message?: string;
}

async function fetchPublicBookings(): Promise<PublicBooking[]> {
  const answer = await api<{ bookings?: PublicBooking[] } | PublicBooking[]>('/api/bookings?excludeVendorStalls=true');
  // SPEC.md section 7: the answer is the bookings array, or an object holding it.
  if (Array.isArray(answer)) return answer;
  return Array.isArray(answer?.bookings) ? answer.bookings : [];
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
      const answer = await api<{ bookedStalls?: string[] }>('/api/bookings/vendor-stalls/booked');
      return new Set(Array.isArray(answer?.bookedStalls) ? answer.bookedStalls : []);
    },
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
            api<VenueAvailability>(
              `/api/bookings/availability/${encodeURIComponent(venue)}?startDate=${encodeURIComponent(date)}`,
            ),
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
              await api<Partial<StallAvailability>>(
                `/api/bookings/vendor-stalls/availability/${encodeURIComponent(date)}`,
              ),
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
    mutationFn: (payload: BookingPayload) => api<BookingCreated>('/api/bookings', { method: 'POST', body: payload }),
    // Not awaited: the visitor's toast should not wait for the calendar and stall lists to reload.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}
