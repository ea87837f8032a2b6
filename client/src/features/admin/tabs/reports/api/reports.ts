import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApiFile, type Schemas } from '@/lib/api';
import { useDownload } from '@/features/admin/api/downloads';
import { staffApi, staffKeys } from '@/features/admin/api/staff-api';
import { csvFile } from '@/features/admin/utils/csv';

export type IncomeReport = Schemas['IncomeReportView'];
export type IncomeFigures = Schemas['IncomeFiguresView'];
export type TaxSummary = Schemas['TaxSummaryView'];
export type TaxFigures = Schemas['TaxFiguresView'];
export type DepositsHeld = Schemas['DepositsHeldView'];
export type OwedBack = Schemas['OwedBackView'];
export type DayBook = Schemas['DayBookView'];
export type CashFigures = Schemas['CashFiguresView'];
export type Journal = Schemas['JournalView'];

/** A period as the day-book and the journal take it; an empty day is left out (the server's default). */
export interface Period {
  from: string;
  to: string;
}
const periodQuery = ({ from, to }: Period) => ({ from: from || undefined, to: to || undefined });

/**
 * The reports sit under the bookings' key, so a payment, a cancellation or a refund anywhere in the dashboard
 * refreshes them; the figures shown stay while the next period loads.
 */
export function useIncomeReport(year: number) {
  return useQuery({
    queryKey: staffKeys.reports('income', { year }),
    queryFn: ({ signal }) =>
      staffApi('get', '/api/bookings/admin/reports/income', { params: { query: { year } }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTaxSummary(year: number) {
  return useQuery({
    queryKey: staffKeys.reports('taxes', { year }),
    queryFn: ({ signal }) =>
      staffApi('get', '/api/bookings/admin/reports/taxes', { params: { query: { year } }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDepositsHeld(asOf: string) {
  const query = { asOf: asOf || undefined };
  return useQuery({
    queryKey: staffKeys.reports('deposits-held', query),
    queryFn: ({ signal }) =>
      staffApi('get', '/api/bookings/admin/reports/deposits-held', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOwedBack() {
  return useQuery({
    queryKey: staffKeys.reports('owed-back', {}),
    queryFn: ({ signal }) => staffApi('get', '/api/bookings/admin/reports/owed-back', { signal }),
  });
}

export function useDayBook(period: Period) {
  const query = periodQuery(period);
  return useQuery({
    queryKey: staffKeys.reports('day-book', query),
    queryFn: ({ signal }) => staffApi('get', '/api/bookings/admin/reports/day-book', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJournal(period: Period) {
  const query = periodQuery(period);
  return useQuery({
    queryKey: staffKeys.reports('journal', query),
    queryFn: ({ signal }) => staffApi('get', '/api/bookings/admin/reports/journal', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A report's CSV as the server writes it (amounts as numbers), saved with a byte-order mark for Excel. */
export type ReportCsv =
  | { report: 'income'; year: number }
  | { report: 'taxes'; year: number }
  | { report: 'deposits-held'; asOf: string }
  | { report: 'owed-back'; today: string }
  | ({ report: 'day-book' } & Period)
  | ({ report: 'journal' } & Period);

async function fetchCsv(request: ReportCsv): Promise<{ text: string; filename: string }> {
  const options = { auth: true } as const;
  switch (request.report) {
    case 'income': {
      const file = await callApiFile('get', '/api/bookings/admin/reports/income/export', 'text/csv', {
        ...options,
        params: { query: { year: request.year } },
      });
      return { text: await file.text(), filename: `income-${request.year}.csv` };
    }
    case 'taxes': {
      const file = await callApiFile('get', '/api/bookings/admin/reports/taxes/export', 'text/csv', {
        ...options,
        params: { query: { year: request.year } },
      });
      return { text: await file.text(), filename: `taxes-${request.year}.csv` };
    }
    case 'deposits-held': {
      const file = await callApiFile('get', '/api/bookings/admin/reports/deposits-held/export', 'text/csv', {
        ...options,
        params: { query: { asOf: request.asOf || undefined } },
      });
      return { text: await file.text(), filename: `deposits-held-${request.asOf}.csv` };
    }
    case 'owed-back': {
      const file = await callApiFile('get', '/api/bookings/admin/reports/owed-back/export', 'text/csv', options);
      return { text: await file.text(), filename: `owed-back-${request.today}.csv` };
    }
    case 'day-book': {
      const file = await callApiFile('get', '/api/bookings/admin/reports/day-book/export', 'text/csv', {
        ...options,
        params: { query: periodQuery(request) },
      });
      return { text: await file.text(), filename: `day-book-${request.from}-to-${request.to}.csv` };
    }
    case 'journal': {
      const file = await callApiFile('get', '/api/bookings/admin/reports/journal.csv', 'text/csv', {
        ...options,
        params: { query: periodQuery(request) },
      });
      return { text: await file.text(), filename: `journal-${request.from}-to-${request.to}.csv` };
    }
  }
}

export function useReportCsv() {
  return useDownload(async (request: ReportCsv) => {
    const { text, filename } = await fetchCsv(request);
    return csvFile(text, filename);
  });
}
