import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api';
import { refreshBookings, staffApi } from '@/features/admin/api/staff-api';

export type CancelApprovedForm = Schemas['CancelBookingDto'];

/**
 * Cancels an approved booking (admins only): the date is freed and the invoice closed by a credit note; `kept` of
 * what was paid stays as a cancellation charge, the rest is owed back. The lists, calendars and money reload after it.
 */
export function useCancelApproved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...body }: CancelApprovedForm & { bookingId: string }) =>
      staffApi('post', '/api/bookings/admin/{id}/cancellation', { params: { path: { id: bookingId } }, body }),
    onSuccess: () => refreshBookings(queryClient),
  });
}
