import { toast } from '@/lib/toast';
import { api, ApiError, type AnswerOf, SESSION_ENDED_EVENT } from '@/lib/api';
import { clearSession, getToken, isTokenExpired } from '@/lib/session';
import { type MutationCallbacks, refreshBookings, staffApi, useStaffMutation } from '@/features/admin/api/staff-api';
import type { VenueName } from '@/features/admin/api/booking-list';

export const AUTH_FAILED = 'Authentication failed. Please log in again.';

/** A step of blocking a date that failed, with the brief's sentence for it. */
export class BlockDateError extends Error {}

/**
 * The brief's steps, in their order: the stored token (present, not expired), the connectivity check,
 * then the block itself. Throws a BlockDateError whose message is the text the modal shows after "Error blocking
 * date: ".
 */
async function blockDate(venue: VenueName, eventDate: string): Promise<AnswerOf<'post', '/api/bookings/admin-block'>> {
  const token = getToken();
  if (!token) throw new BlockDateError('No admin token found. Please log in again.');
  if (isTokenExpired(token)) {
    clearSession();
    throw new BlockDateError('Token has expired. Please log in again.');
  }

  try {
    // Untyped call: the generated schema types this field as an empty object, while the server takes any value.
    await api<AnswerOf<'post', '/api/bookings/admin-block-test'>>('/api/bookings/admin-block-test', {
      method: 'POST',
      body: { test: true },
    });
  } catch {
    throw new BlockDateError('Server connection failed. Please check if the backend is running.');
  }

  try {
    return await staffApi('post', '/api/bookings/admin-block', {
      body: {
        venue,
        eventType: 'other',
        eventDate,
        duration: 1,
        notes: 'Admin blocked date',
        customer: { name: 'Admin Block', phone: 'N/A' },
        guests: 1,
        status: 'confirmed',
        totalAmount: 0,
      },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      // A 401 has already ended the session (lib/api); a 403 ends it here, as the brief asks.
      if (error.status === 403) {
        clearSession();
        window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      }
      // The dashboard is about to show the sign-in page, so the modal's alert would not be seen.
      toast.error(AUTH_FAILED);
      throw new BlockDateError(AUTH_FAILED);
    }
    if (error instanceof ApiError) throw new BlockDateError(`Server error: ${error.status} - ${error.message}`);
    throw new BlockDateError('Server connection failed. Please check if the backend is running.');
  }
}

interface DayBlock {
  venue: VenueName;
  date: string;
}

/** Blocks a venue for a day; the staff views and the public calendar reload after. */
export function useBlockDate(callbacks?: MutationCallbacks<unknown, DayBlock>) {
  return useStaffMutation(
    ({ venue, date }: DayBlock) => blockDate(venue, date),
    { reload: refreshBookings },
    callbacks,
  );
}
