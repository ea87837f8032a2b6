import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiFile, type Schemas } from '@/lib/api';
import { refreshBookings, staffApi } from '@/features/admin/api/staff-api';
import { useDownload } from './downloads';

export type CreditNote = Schemas['CreditNoteView'];
export type RefundForm = Schemas['RecordRefundDto'];

/** Records money paid back to the customer (admins only); the lists, the grid and the analytics reload after it. */
export function useRecordRefund(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: RefundForm) =>
      staffApi('post', '/api/bookings/admin/{id}/refunds', { params: { path: { id: bookingId } }, body: form }),
    onSuccess: () => refreshBookings(queryClient),
  });
}

/** A credit note as its PDF. */
export function useCreditNoteDownload() {
  return useDownload(async (creditNote: Pick<CreditNote, 'id' | 'number'>) => ({
    file: await callApiFile('get', '/api/bookings/admin/credit-notes/{creditNoteId}/pdf', 'application/pdf', {
      params: { path: { creditNoteId: creditNote.id } },
      auth: true,
    }),
    filename: `${creditNote.number}.pdf`,
  }));
}
