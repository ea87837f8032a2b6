import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api';
import { saveSession } from '@/lib/session';

/**
 * Signs in; the token and the account are stored for the dashboard. Apart from the dashboard's calls (account.ts),
 * so the sign-in page carries none of them.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: { username: string; password: string }) => callApi('post', '/api/admin/login', { body }),
    onSuccess: (answer) => saveSession(answer.token, answer.admin),
  });
}
