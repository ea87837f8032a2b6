import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

interface SubscribeAnswer {
  success: boolean;
  message: string;
}

/** POST /api/newsletter: subscribes an e-mail address to the park's newsletter. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api<SubscribeAnswer>('/api/newsletter', { method: 'POST', body: { email } }),
  });
}
