import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api';
import type { PublicBooking } from '../utils/calendar-days';
import { bookingKeys } from './query-keys';

async function fetchPublicBookings(): Promise<PublicBooking[]> {
  const answer = await callApi('get', '/api/bookings', { params: { query: { excludeVendorStalls: 'true' } } });
  // Without a token the server answers the public calendar list (never the staff one): confirmed bookings only.
  const bookings = (answer as { bookings?: PublicBooking[] } | null)?.bookings;
  return Array.isArray(bookings) ? bookings : [];
}

/**
 * Confirmed bookings for the calendar. A failed fetch is logged and the calendar then treats no date as
 * unavailable (the server still refuses a taken date), so errors resolve to an empty list, not an error state.
 */
export function usePublicBookings() {
  return useQuery({
    queryKey: bookingKeys.publicBookings,
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
