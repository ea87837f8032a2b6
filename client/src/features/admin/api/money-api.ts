import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApiFile, type Schemas } from '@/lib/api';
import { useDownload } from './downloads';
import { refreshBookings, staffApi, staffKeys } from '@/features/admin/api/staff-api';

export type BookingAccount = Schemas['BookingAccountView'];
export type PaymentEntry = Schemas['PaymentEntryView'];
export type RentAccount = Schemas['RentAccountView'];
export type RentDueList = Schemas['RentDueList'];
export type RentDueItem = Schemas['RentDueItem'];
export type PaymentForm = Schemas['RecordPaymentDto'];
export type RentDueFilter = 'due' | 'overdue' | 'arrears' | 'all';
interface RentDueQuery {
  show?: RentDueFilter;
  block?: string;
}

/** A booking's money: its invoice or rent account and its payments. */
export function useBookingAccount(bookingId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: staffKeys.account(bookingId),
    queryFn: ({ signal }) =>
      staffApi('get', '/api/bookings/admin/{id}/account', { params: { path: { id: bookingId } }, signal }),
  });
}

/** Records a payment; the lists, the grid and the analytics reload after it. */
export function useRecordPayment(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PaymentForm) =>
      staffApi('post', '/api/bookings/admin/{id}/payments', { params: { path: { id: bookingId } }, body: form }),
    onSuccess: () => refreshBookings(queryClient),
  });
}

/** Reverses a payment whole, or a refund whose money came back (admins only), dated the day it moved. */
export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason, reversedOn }: { paymentId: string; reason: string; reversedOn: string }) =>
      staffApi('post', '/api/bookings/admin/payments/{paymentId}/reversal', {
        params: { path: { paymentId } },
        body: { reason, reversedOn },
      }),
    onSuccess: () => refreshBookings(queryClient),
  });
}

/** A payment's receipt, or a refund's note, as its PDF. */
export function useReceiptDownload() {
  return useDownload(async (entry: Pick<PaymentEntry, 'id' | 'receiptNumber'>) => ({
    file: await callApiFile('get', '/api/bookings/admin/payments/{paymentId}/receipt', 'application/pdf', {
      params: { path: { paymentId: entry.id } },
      auth: true,
    }),
    filename: `${entry.receiptNumber ?? 'receipt'}.pdf`,
  }));
}

/** An invoice as its PDF. */
export function useInvoiceDownload() {
  return useDownload(async (invoice: { id: string; number: string }) => ({
    file: await callApiFile('get', '/api/bookings/admin/invoices/{invoiceId}/pdf', 'application/pdf', {
      params: { path: { invoiceId: invoice.id } },
      auth: true,
    }),
    filename: `${invoice.number}.pdf`,
  }));
}

/** Rent due within 7 days or overdue, most overdue first. */
export function useRentDue(query: RentDueQuery = {}) {
  return useQuery({
    queryKey: staffKeys.rentDue(query),
    queryFn: ({ signal }) => staffApi('get', '/api/bookings/admin/rent-due', { params: { query }, signal }),
  });
}

export type RentInvoice = NonNullable<BookingAccount['rentInvoices']>[number];

/** A rent invoice as its PDF, as it was issued (marked CREDITED once its month was cancelled). */
export function useRentInvoiceDownload() {
  return useDownload(async (rent: Pick<RentInvoice, 'id' | 'number'>) => ({
    file: await callApiFile('get', '/api/bookings/admin/rent-invoices/{rentInvoiceId}/pdf', 'application/pdf', {
      params: { path: { rentInvoiceId: rent.id } },
      auth: true,
    }),
    filename: `${rent.number}.pdf`,
  }));
}
