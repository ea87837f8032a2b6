import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type AnswerOf, callApi, callApiFile } from '@/lib/api';
import { saveFile } from '@/lib/download';

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

/** The .ics file of a confirmed booking, asked for with the token in the body (never in a URL), as a download. */
export async function downloadCalendarFile(token: string, bookingId: string): Promise<void> {
  const file = await callApiFile('post', '/api/my-booking/calendar', 'text/calendar', { body: { token } });
  saveFile(file, `kandy-park-booking-${bookingId.slice(0, 8)}.ics`);
}

/** The booking's invoice, asked for with the token in the body, as a download. */
export async function downloadInvoice(token: string, number: string): Promise<void> {
  const file = await callApiFile('post', '/api/my-booking/invoice', 'application/pdf', { body: { token } });
  saveFile(file, `${number}.pdf`);
}

/** The credit note that closed the booking's invoice when the park cancelled it, as a download. */
export async function downloadCreditNote(token: string, number: string): Promise<void> {
  const file = await callApiFile('post', '/api/my-booking/credit-note', 'application/pdf', { body: { token } });
  saveFile(file, `${number}.pdf`);
}

/** One of the booking's receipts or refund notes, as a download. */
export async function downloadReceipt(token: string, receiptNumber: string): Promise<void> {
  const file = await callApiFile('post', '/api/my-booking/receipt', 'application/pdf', {
    body: { token, receiptNumber },
  });
  saveFile(file, `${receiptNumber}.pdf`);
}

/** One of a stall rental's rent invoices, by its number, as a download. */
export async function downloadRentInvoice(token: string, number: string): Promise<void> {
  const file = await callApiFile('post', '/api/my-booking/rent-invoice', 'application/pdf', {
    body: { token, number },
  });
  saveFile(file, `${number}.pdf`);
}
