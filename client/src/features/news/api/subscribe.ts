import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api';

/** POST /api/newsletter: subscribes an e-mail address to the park's newsletter. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => callApi('post', '/api/newsletter', { body: { email } }),
  });
}
