import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { failureWithReason, refreshBookings, staffApi } from '@/features/admin/api/staff-api';
import type { StaffBooking } from '@/features/admin/api/booking-list';

const bookingsText = (n: number) => (n === 1 ? '1 booking' : `${n} bookings`);

/**
 * Rejects several pending requests with one reason (POST /api/bookings/reject) and tells staff how it went: the
 * server rejects each one as on its own and names those it could not reject, with why.
 */
export function useRejectSelected() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const rejectSelected = useCallback(
    async (bookings: StaffBooking[], rejectionReason: string): Promise<boolean> => {
      if (running.current || bookings.length === 0) return false;
      running.current = true;
      setBusy(true);
      try {
        const reason = rejectionReason.trim();
        const answer = await staffApi('post', '/api/bookings/reject', {
          body: { ids: bookings.map((booking) => booking._id), ...(reason ? { rejectionReason: reason } : {}) },
        });
        const rejected = answer.rejected.length;
        if (answer.notRejected.length === 0) {
          toast.success(`${bookingsText(rejected)} rejected. Notification emails sent to customers.`);
        } else {
          const names = new Map(bookings.map((booking) => [booking._id, booking.customer.name]));
          const why = answer.notRejected
            .map((refusal) => `${names.get(refusal._id) ?? refusal._id}: ${refusal.message}`)
            .join(' ');
          toast.warning(
            `${bookingsText(rejected)} rejected; ${bookingsText(answer.notRejected.length)} could not be rejected. ${why}`,
          );
        }
        await refreshBookings(queryClient);
        return true;
      } catch (error) {
        toast.error(failureWithReason(error, 'Failed to reject bookings', 'Error rejecting bookings'));
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [queryClient],
  );

  return { busy, rejectSelected };
}
