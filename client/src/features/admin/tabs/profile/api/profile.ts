import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@/lib/api';
import { getToken, saveSession } from '@/lib/session';
import { type MutationCallbacks, staffApi, staffKeys, useStaffMutation } from '@/features/admin/api/staff-api';

export interface ProfileChanges {
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * Saves one's username, names and phone. The sidebar's "Signed in as" falls back on the stored account, so that
 * is kept in step with the new names; the profile and the staff list are read again after.
 */
export function useUpdateProfile(callbacks?: MutationCallbacks<AnswerOf<'put', '/api/admin/profile'>, ProfileChanges>) {
  return useStaffMutation(
    (body: ProfileChanges) => staffApi('put', '/api/admin/profile', { body }),
    {
      write: (queryClient, answer) => {
        queryClient.setQueryData(staffKeys.profile, answer.admin);
        const token = getToken();
        if (token) saveSession(token, answer.admin);
      },
      reload: (queryClient) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: staffKeys.profile }),
          queryClient.invalidateQueries({ queryKey: staffKeys.admins }),
        ]),
    },
    callbacks,
  );
}

/** Whether one's calendar feed is on, and since when. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: staffKeys.calendarFeed,
    queryFn: () => staffApi('get', '/api/admin/profile/calendar-feed'),
  });
}

/** Turns the feed on (a new address each time, shown once in the answer) or off. */
export function useChangeCalendarFeed(
  callbacks?: MutationCallbacks<AnswerOf<'put', '/api/admin/profile/calendar-feed'>, boolean>,
) {
  return useStaffMutation(
    (enabled: boolean) => staffApi('put', '/api/admin/profile/calendar-feed', { body: { enabled } }),
    {
      write: (queryClient, answer) =>
        queryClient.setQueryData(staffKeys.calendarFeed, { enabled: answer.enabled, createdAt: answer.createdAt }),
    },
    callbacks,
  );
}
