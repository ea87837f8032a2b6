import type { Schemas } from '@/lib/api';
import { type MutationCallbacks, refreshBookings, staffApi, useStaffMutation } from '@/features/admin/api/staff-api';

export type StallBooking = Schemas['BookStallDto'];
/** What staff do with a rental: end it, or answer a request for it. */
export type StallChange = 'terminate' | 'approve' | 'reject';

const STATUS_FOR: Record<StallChange, 'completed' | 'confirmed' | 'cancelled'> = {
  terminate: 'completed',
  approve: 'confirmed',
  reject: 'cancelled',
};

/** Rents a free stall to a customer; the staff views and the public stall lists reload after. */
export function useBookStall(callbacks?: MutationCallbacks<unknown, StallBooking>) {
  return useStaffMutation(
    (body: StallBooking) => staffApi('post', '/api/bookings/admin/vendor-stalls/book', { body }),
    { reload: refreshBookings },
    callbacks,
  );
}

interface RentalChange {
  id: string;
  to: StallChange;
  /** Only when terminating: the rental's last day (the server's default is today). */
  lastDay?: string;
}

export function useChangeRental(callbacks?: MutationCallbacks<unknown, RentalChange>) {
  return useStaffMutation(
    ({ id, to, lastDay }: RentalChange) =>
      staffApi('patch', '/api/bookings/{id}/status', {
        params: { path: { id } },
        body: { status: STATUS_FOR[to], ...(to === 'terminate' && lastDay ? { lastDay } : {}) },
      }),
    { reload: refreshBookings },
    callbacks,
  );
}
