import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { AnswerOf, Schemas } from '@/lib/api';
import { type MutationCallbacks, staffApi, staffKeys, useStaffMutation } from '@/features/admin/api/staff-api';

export type ClosedPeriodList = Schemas['ClosedPeriodList'];
export type ClosedPeriod = Schemas['ClosedPeriodView'];

/** The closed months, newest first, and the ended months that may still be closed. */
export function useClosedPeriods() {
  return useQuery({
    queryKey: staffKeys.periods,
    queryFn: ({ signal }) => staffApi('get', '/api/bookings/admin/periods', { signal }),
  });
}

const reload = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: staffKeys.periods });

/** Closes an ended month (admins only): entries asked for a date inside it are dated the day they are recorded. */
export function useClosePeriod(
  callbacks?: MutationCallbacks<AnswerOf<'post', '/api/bookings/admin/periods/{month}/close'>, string>,
) {
  return useStaffMutation(
    (month: string) => staffApi('post', '/api/bookings/admin/periods/{month}/close', { params: { path: { month } } }),
    { reload },
    callbacks,
  );
}

export interface Reopening {
  month: string;
  reason: string;
}

/** Reopens a closed month, with the reason the record keeps (admins only). */
export function useReopenPeriod(
  callbacks?: MutationCallbacks<AnswerOf<'post', '/api/bookings/admin/periods/{month}/reopen'>, Reopening>,
) {
  return useStaffMutation(
    ({ month, reason }: Reopening) =>
      staffApi('post', '/api/bookings/admin/periods/{month}/reopen', {
        params: { path: { month } },
        body: { reason },
      }),
    { reload },
    callbacks,
  );
}
