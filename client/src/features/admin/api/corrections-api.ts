import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api';
import { refreshBookings, staffApi } from '@/features/admin/api/staff-api';

export type CreditNoteForm = Schemas['IssueCreditNoteDto'];
export type ApplyCreditForm = Schemas['ApplyCreditDto'];

/** Issues a credit note of part of an invoice (a discount) or of all owed on it (a write-off, admins only). */
export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, ...body }: CreditNoteForm & { invoiceId: string }) =>
      staffApi('post', '/api/bookings/admin/invoices/{invoiceId}/credit-notes', {
        params: { path: { invoiceId } },
        body,
      }),
    onSuccess: () => refreshBookings(queryClient),
  });
}

/** Applies this booking's customer credit to another booking of the same account. */
export function useApplyCredit(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyCreditForm) =>
      staffApi('post', '/api/bookings/admin/{id}/credit-applications', { params: { path: { id: bookingId } }, body }),
    onSuccess: () => refreshBookings(queryClient),
  });
}
