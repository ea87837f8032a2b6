import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { AnswerOf, Schemas } from '@/lib/api';
import {
  type MutationCallbacks,
  refreshBookings,
  staffApi,
  staffKeys,
  useStaffMutation,
} from '@/features/admin/api/staff-api';

export type NumberGap = Schemas['NumberGapView'];
export type LostDocument = Schemas['EnterLostDocumentDto'];
export type DocumentKind = NumberGap['kind'];

/** The numbers restores set aside, newest first, each with its reason and the lost documents entered in it. */
export function useNumberGaps() {
  return useQuery({
    queryKey: staffKeys.numberGaps,
    queryFn: ({ signal }) => staffApi('get', '/api/bookings/admin/number-gaps', { signal }),
  });
}

/** A document entered again moves its gap, its booking's account and the invoice book. */
const reload = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.numberGaps }), refreshBookings(queryClient)]);

/** Enters a lost receipt, invoice, credit note or refund note under its own number (admins only). */
export function useEnterLostDocument(
  callbacks?: MutationCallbacks<AnswerOf<'post', '/api/bookings/admin/lost-documents'>, LostDocument>,
) {
  return useStaffMutation(
    (document: LostDocument) => staffApi('post', '/api/bookings/admin/lost-documents', { body: document }),
    { reload },
    callbacks,
  );
}
