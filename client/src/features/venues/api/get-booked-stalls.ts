import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api';
import { bookingKeys } from './query-keys';

/** The ids of the stalls rented today. */
export function useBookedStalls() {
  return useQuery({
    queryKey: bookingKeys.bookedStalls,
    queryFn: async () => {
      const answer = await callApi('get', '/api/bookings/vendor-stalls/booked');
      return new Set(Array.isArray(answer?.bookedStalls) ? answer.bookedStalls : []);
    },
  });
}
