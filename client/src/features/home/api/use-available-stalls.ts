import { useQuery } from '@tanstack/react-query';
import { TOTAL_STALLS } from '@/config/venues';
import { callApi } from '@/lib/api';

/** How many of the 100 vendor stalls are free right now; undefined while loading or when the API is away. */
export function useAvailableStalls(): number | undefined {
  const { data } = useQuery({
    queryKey: ['vendor-stalls', 'booked'],
    queryFn: ({ signal }) => callApi('get', '/api/bookings/vendor-stalls/booked', { signal }),
    select: (answer) => Math.max(0, TOTAL_STALLS - new Set(answer.bookedStalls).size),
  });
  return data;
}
