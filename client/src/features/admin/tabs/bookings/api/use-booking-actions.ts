import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { failureWithReason, refreshBookings, staffApi } from '@/features/admin/api/staff-api';
import type { StaffBooking } from '@/features/admin/api/booking-list';

export type BookingAction = 'approve' | 'reject' | 'complete' | 'terminate' | 'reopen' | 'delete';

type Status = StaffBooking['status'];

const TARGET_STATUS: Record<Exclude<BookingAction, 'delete'>, Status> = {
  approve: 'confirmed',
  reject: 'cancelled',
  complete: 'completed',
  terminate: 'completed',
  reopen: 'pending',
};

/** The brief's success messages where it gives them; the server's own sentence for the rest. */
const SUCCESS_TEXT: Partial<Record<BookingAction, string>> = {
  approve: 'Booking approved. Confirmation email sent to customer.',
  reject: 'Booking rejected. Notification email sent to customer.',
  delete: 'Booking deleted successfully',
};

export const BUSY_LABELS: Record<BookingAction, string> = {
  approve: 'Approving...',
  reject: 'Rejecting...',
  complete: 'Completing...',
  terminate: 'Terminating...',
  reopen: 'Reopening...',
  delete: 'Deleting...',
};

/**
 * The Bookings tab's actions. Each booking runs at most one action at a time, and the lists,
 * counts and calendars reload after every change.
 */
export function useBookingActions() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Record<string, BookingAction>>({});
  // The state above is for rendering; this set answers at once, so a double click cannot start an action twice.
  const running = useRef(new Set<string>());

  const run = useCallback(
    async (
      booking: StaffBooking,
      action: BookingAction,
      { rejectionReason, lastDay }: { rejectionReason?: string; lastDay?: string } = {},
    ): Promise<boolean> => {
      if (running.current.has(booking._id)) return false;
      running.current.add(booking._id);
      setBusy((current) => ({ ...current, [booking._id]: action }));
      try {
        let serverMessage: string;
        if (action === 'delete') {
          serverMessage = (await staffApi('delete', '/api/bookings/{id}', { params: { path: { id: booking._id } } }))
            .message;
        } else {
          const reason = rejectionReason?.trim();
          const answer = await staffApi('patch', '/api/bookings/{id}/status', {
            params: { path: { id: booking._id } },
            body: {
              status: TARGET_STATUS[action],
              ...(action === 'reject' && reason ? { rejectionReason: reason } : {}),
              // The rental's last day, as staff chose it (today by default); the server takes it only here.
              ...(action === 'terminate' && lastDay ? { lastDay } : {}),
            },
          });
          serverMessage = answer.message;
        }
        toast.success(SUCCESS_TEXT[action] ?? serverMessage);
        await refreshBookings(queryClient);
        return true;
      } catch (error) {
        toast.error(
          action === 'delete'
            ? failureWithReason(error, 'Failed to delete booking', 'Error deleting booking')
            : failureWithReason(error, 'Failed to update booking status', 'Error updating booking status'),
        );
        return false;
      } finally {
        running.current.delete(booking._id);
        setBusy((current) => {
          const next = { ...current };
          delete next[booking._id];
          return next;
        });
      }
    },
    [queryClient],
  );

  return { busy, run };
}
