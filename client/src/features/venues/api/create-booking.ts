import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api';
import type { BookingPayload } from '../utils/booking-rules';
import { BOOKINGS_KEY } from './query-keys';

/** Sends a booking request (or a stall rental request) for staff to confirm. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BookingPayload) => callApi('post', '/api/bookings', { body: payload }),
    // Not awaited: the visitor's toast should not wait for the calendar and stall lists to reload.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}
