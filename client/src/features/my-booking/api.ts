import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type AnswerOf, callApi } from '../../lib/api';

export type MyBooking = AnswerOf<'post', '/api/my-booking/lookup'>;

const keyOf = (token: string) => ['my-booking', token] as const;

/** The booking a link opens. A 404 (wrong or expired link) is an answer, not something to retry. */
export function useMyBooking(token: string) {
  return useQuery({
    queryKey: keyOf(token),
    queryFn: () => callApi('post', '/api/my-booking/lookup', { body: { token } }),
    enabled: token !== '',
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
    staleTime: 30_000,
  });
}

export function useCancelMyBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('post', '/api/my-booking/cancel', { body: { token } }),
    onSuccess: (answer) => queryClient.setQueryData(keyOf(token), answer.booking),
  });
}

/**
 * Fetches the .ics file with the token in the body (never in a URL) and hands it to the browser as a download.
 */
export async function downloadCalendarFile(token: string, bookingId: string): Promise<void> {
  const response = await fetch('/api/my-booking/calendar', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/calendar' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, data?.message ?? `Request failed (${response.status})`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `kandy-park-booking-${bookingId.slice(0, 8)}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
