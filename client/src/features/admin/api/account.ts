import { useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, type Schemas } from '@/lib/api';
import { clearSession, saveSession } from '@/lib/session';
import { type MutationCallbacks, staffApi, staffKeys, useStaffMutation } from './staff-api';
import type { Passwords } from '@/features/admin/utils/password';

/**
 * Changes the signed-in account's password. The server ends every earlier token of the account and answers a fresh
 * one, stored at once (with the account no longer asked to change its password) so this session carries on.
 */
export function useChangePassword(
  admin: Schemas['AdminView'],
  callbacks?: MutationCallbacks<AnswerOf<'put', '/api/admin/change-password'>, Passwords>,
) {
  return useStaffMutation(
    (body: Passwords) => staffApi('put', '/api/admin/change-password', { body }),
    {
      write: (queryClient, answer) => {
        const changed = { ...admin, mustChangePassword: false };
        saveSession(answer.token, changed);
        queryClient.setQueryData(staffKeys.profile, changed);
      },
    },
    callbacks,
  );
}

/**
 * Signing out: ends the session here and on the server (its token stops working at once), whatever the server
 * answers. The logout call takes the token as it starts, and the session is cleared at once: an answer still on its
 * way, refused now that the token has ended, does not read as a session ended by someone else.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    const ended = staffApi('post', '/api/admin/logout').catch(() => undefined);
    clearSession();
    queryClient.clear();
    await ended;
  };
}
