import { useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, callApi } from '@/lib/api';
import { bookingKeys } from './query-keys';

export type VenueAvailability = Pick<
  AnswerOf<'get', '/api/bookings/availability/{venueName}'>,
  'isAvailable' | 'reason'
>;
export type StallAvailability = Pick<
  AnswerOf<'get', '/api/bookings/vendor-stalls/availability/{date}'>,
  'totalStalls' | 'availableStalls'
>;

/** Looks a date up on demand (when a visitor picks it), through the query cache. */
export function useAvailabilityChecks() {
  const queryClient = useQueryClient();

  async function checkVenueDate(venue: string, date: string): Promise<VenueAvailability> {
    try {
      return await queryClient.fetchQuery({
        queryKey: bookingKeys.venueAvailability(venue, date),
        queryFn: () =>
          callApi('get', '/api/bookings/availability/{venueName}', {
            params: { path: { venueName: venue }, query: { startDate: date } },
          }),
        staleTime: 0,
        retry: false,
      });
    } catch (error) {
      // A failed check lets the visitor go on: the server refuses a taken date when the request is sent.
      console.error('Could not check the date', error);
      return { isAvailable: true, reason: null };
    }
  }

  async function checkStallDate(date: string): Promise<StallAvailability | null> {
    try {
      return await queryClient.fetchQuery({
        queryKey: bookingKeys.stallAvailability(date),
        queryFn: () =>
          callApi('get', '/api/bookings/vendor-stalls/availability/{date}', { params: { path: { date } } }),
        staleTime: 0,
        retry: false,
      });
    } catch (error) {
      console.error('Could not check stall availability', error);
      return null;
    }
  }

  return { checkVenueDate, checkStallDate };
}
