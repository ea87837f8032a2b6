import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api';
import { staffApi, staffKeys } from './staff-api';

export type ActivityEntry = Schemas['ActivityEntry'];

/** A booking's history, read when its details are opened; any change of a booking reads it again. */
export function useBookingHistory(id: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: staffKeys.bookingHistory(id),
    queryFn: () => staffApi('get', '/api/bookings/{id}/history', { params: { path: { id } } }),
  });
}
