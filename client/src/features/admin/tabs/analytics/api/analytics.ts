import { useQuery } from '@tanstack/react-query';
import { callApiFile } from '@/lib/api';
import { parkToday } from '@/lib/park-time';
import { useDownload } from '@/features/admin/api/downloads';
import { csvFile } from '@/features/admin/utils/csv';
import { staffApi, staffKeys } from '@/features/admin/api/staff-api';

/** The figures and trends, under the bookings' key so every booking change reloads them. */
export function useAnalytics() {
  return useQuery({
    queryKey: staffKeys.analytics,
    queryFn: ({ signal }) => staffApi('get', '/api/bookings/admin/analytics', { signal }),
  });
}

/** Every payment and reversal received between two dates (either open), as the accountant's CSV file. */
export function usePaymentsExport() {
  return useDownload(async ({ from, to }: { from?: string; to?: string }) => {
    const file = await callApiFile('get', '/api/bookings/admin/payments/export', 'text/csv', {
      params: { query: { from, to } },
      auth: true,
    });
    return csvFile(await file.text(), `payments-${parkToday()}.csv`);
  });
}
