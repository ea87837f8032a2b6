import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, callApi } from '@/lib/api';
import { bookingKeys } from './query-keys';

/** Stalls other visitors hold right now; kept fresh while the stall plan is open (holds last 10 minutes). */
export function useHeldStalls(open: boolean) {
  return useQuery({
    queryKey: bookingKeys.heldStalls,
    queryFn: async () => {
      const answer = await callApi('get', '/api/bookings/vendor-stalls/holds');
      return new Set(Array.isArray(answer?.heldStalls) ? answer.heldStalls : []);
    },
    enabled: open,
    staleTime: 0,
    refetchInterval: open ? 30_000 : false,
  });
}

export type StallHold = AnswerOf<'post', '/api/bookings/vendor-stalls/holds'>;

/** Holds a stall for the visitor for 10 minutes (letting go of their earlier hold). */
export function useHoldStall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { stallId: string; holdToken?: string }) =>
      callApi('post', '/api/bookings/vendor-stalls/holds', { body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.heldStalls }),
  });
}
