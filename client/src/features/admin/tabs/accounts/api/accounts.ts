import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApiFile, type Schemas } from '@/lib/api';
import { useDownload } from '@/features/admin/api/downloads';
import { staffApi, staffKeys } from '@/features/admin/api/staff-api';
import { statementFileName } from '@/features/admin/utils/statement-file';
import { type DocumentKind, documentFileName } from '../utils/account-format';

export type AccountList = Schemas['AccountList'];
export type AccountSummary = Schemas['AccountSummaryView'];
export type CustomerAccount = Schemas['CustomerAccountView'];
export type AccountDocument = Schemas['AccountDocumentView'];
export type AccountBooking = Schemas['AccountBookingView'];
export type AccountAgingBucket = Schemas['AgingBucketView'];

/** A statement's days: both empty for the whole account to today. */
export interface Period {
  from: string;
  to: string;
}

const periodQuery = ({ from, to }: Period) => ({ from: from || undefined, to: to || undefined });

/**
 * The accounts whose name or address holds the words searched, most recently active first. Under the bookings' key,
 * so a booking or a payment anywhere refreshes it.
 */
export function useAccounts(q: string) {
  const query = { q: q.trim() || undefined };
  return useQuery({
    queryKey: [...staffKeys.bookings, 'accounts', query],
    queryFn: ({ signal }) => staffApi('get', '/api/bookings/admin/accounts', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One customer's account with its statement for `period` and the aging at the period's end. */
export function useAccount(email: string, period: Period) {
  const query = periodQuery(period);
  return useQuery({
    queryKey: [...staffKeys.bookings, 'account-of', email.toLowerCase(), query],
    queryFn: ({ signal }) =>
      staffApi('get', '/api/bookings/admin/accounts/{email}', { params: { path: { email }, query }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The PDF route of each kind of money document, by the id the account lists. */
async function documentFile(kind: DocumentKind, id: string): Promise<Blob> {
  switch (kind) {
    case 'invoice':
      return callApiFile('get', '/api/bookings/admin/invoices/{invoiceId}/pdf', 'application/pdf', {
        params: { path: { invoiceId: id } },
        auth: true,
      });
    case 'rent-invoice':
      return callApiFile('get', '/api/bookings/admin/rent-invoices/{rentInvoiceId}/pdf', 'application/pdf', {
        params: { path: { rentInvoiceId: id } },
        auth: true,
      });
    case 'credit-note':
      return callApiFile('get', '/api/bookings/admin/credit-notes/{creditNoteId}/pdf', 'application/pdf', {
        params: { path: { creditNoteId: id } },
        auth: true,
      });
    case 'receipt':
    case 'refund-note':
      return callApiFile('get', '/api/bookings/admin/payments/{paymentId}/receipt', 'application/pdf', {
        params: { path: { paymentId: id } },
        auth: true,
      });
  }
}

/** Any document of the account as its PDF, as it was issued (with its CREDITED or REVERSED mark). */
export function useDocumentDownload() {
  return useDownload(async (document: Pick<AccountDocument, 'kind' | 'id' | 'number'>) => ({
    file: await documentFile(document.kind, document.id),
    filename: documentFileName(document),
  }));
}

/** The account's statement for the period, with its aging, as a PDF. */
export function useAccountStatementDownload() {
  return useDownload(
    async ({ account, period, today }: { account: CustomerAccount; period: Period; today: string }) => ({
      file: await callApiFile('get', '/api/bookings/admin/statements', 'application/pdf', {
        params: { query: { email: account.customerEmail, ...periodQuery(period) } },
        auth: true,
      }),
      filename: statementFileName(account.customerName, period.to || today),
    }),
  );
}
