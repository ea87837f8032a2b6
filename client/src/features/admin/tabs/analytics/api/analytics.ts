import { useQuery } from '@tanstack/react-query';
import { staffApi, staffKeys } from '@/features/admin/api/staff-api';

/** The figures and trends, under the bookings' key so every booking change reloads them. */
export function useAnalytics() {
  return useQuery({
    queryKey: staffKeys.analytics,
    queryFn: ({ signal }) => staffApi('get', '/api/bookings/admin/analytics', { signal }),
  });
}
