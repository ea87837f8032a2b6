import { useMutation } from '@tanstack/react-query';
import { fetchAllBookings, type ListQuery } from '@/features/admin/api/booking-list';

/** Every booking of the list shown that matches its filters, read for a CSV export. */
export function useExportBookings() {
  return useMutation({ mutationFn: (query: ListQuery) => fetchAllBookings(query) });
}
