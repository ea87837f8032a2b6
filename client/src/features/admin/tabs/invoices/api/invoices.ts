import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApiFile, type Schemas } from '@/lib/api';
import type { operations } from '@/lib/api-schema';
import { useDownload } from '@/features/admin/api/downloads';
import { csvFile } from '@/features/admin/utils/csv';
import { staffApi, staffKeys } from '@/features/admin/api/staff-api';
import { statementFileName } from '@/features/admin/utils/statement-file';

export type InvoiceBook = Schemas['InvoiceBook'];
export type InvoiceItem = Schemas['InvoiceListItem'];
export type AgingBucket = Schemas['AgingBucketView'];
/**
 * `q` (words of the number, customer, e-mail or item), `status` (one status, `owed` or `all`) and `asOf` (the day
 * the aging is read on; today when not set).
 */
export type InvoiceBookQuery = NonNullable<operations['moneyInvoices']['parameters']['query']>;
/** The list's filters alone: what the CSV export takes. */
export type InvoicesQuery = NonNullable<operations['moneyInvoicesCsv']['parameters']['query']>;
export type InvoiceStatusFilter = NonNullable<InvoicesQuery['status']>;

/** Only what is set, so equal filters share one cache entry and one address. */
function queryOf({ q, status }: InvoicesQuery): InvoicesQuery {
  return { q: q?.trim() || undefined, status: status === 'all' ? undefined : status };
}

/**
 * Every invoice matching the search and status, with their totals and the aging of all that is owed on `asOf`.
 * Under the bookings' key, so an approval, a payment, a cancellation or a refund refreshes it; the list shown stays
 * while the next one loads.
 */
export function useInvoiceBook(query: InvoiceBookQuery) {
  const params: InvoiceBookQuery = { ...queryOf(query), asOf: query.asOf || undefined };
  return useQuery({
    queryKey: staffKeys.invoices(params),
    queryFn: ({ signal }) => staffApi('get', '/api/bookings/admin/invoices', { params: { query: params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The invoices listed, as the server writes them for a spreadsheet (amounts as numbers), named for `today`. */
export function useInvoicesExport() {
  return useDownload(async ({ query, today }: { query: InvoicesQuery; today: string }) => {
    const file = await callApiFile('get', '/api/bookings/admin/invoices/export', 'text/csv', {
      params: { query: queryOf(query) },
      auth: true,
    });
    return csvFile(await file.text(), `invoices-${today}.csv`);
  });
}

/** The customer's statement of account (bookings, invoices, payments, credit notes, refunds, balance) as a PDF. */
export function useStatementDownload() {
  return useDownload(
    async ({ customer, today }: { customer: Pick<InvoiceItem, 'customerEmail' | 'customerName'>; today: string }) => ({
      file: await callApiFile('get', '/api/bookings/admin/statements', 'application/pdf', {
        params: { query: { email: customer.customerEmail } },
        auth: true,
      }),
      filename: statementFileName(customer.customerName, today),
    }),
  );
}
