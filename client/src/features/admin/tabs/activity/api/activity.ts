import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApiFile, type Schemas } from '@/lib/api';
import { parkToday } from '@/lib/park-time';
import { useDownload } from '@/features/admin/api/downloads';
import { staffApi, staffKeys } from '@/features/admin/api/staff-api';

export type ActivityEntry = Schemas['ActivityEntry'];

export interface ActivityFilters {
  /** A staff account's id, `none` for visitors and the system, or '' for everyone. */
  person: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { person: '', action: '', from: '', to: '' };
export const PAGE_SIZE = 25;

/** Only the filters that are set, so equal filters share one cache entry and one address. */
function queryOf(filters: ActivityFilters) {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Partial<ActivityFilters>;
}

/** One page of the record, newest first; the page shown stays while the next one loads. */
export function useActivityPage(filters: ActivityFilters, page: number) {
  return useQuery({
    queryKey: staffKeys.activityPage(filters, page),
    queryFn: () =>
      staffApi('get', '/api/activity', { params: { query: { ...queryOf(filters), page, pageSize: PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });
}

/** The people and kinds of action the record holds. */
export function useActivityFilterChoices() {
  return useQuery({
    queryKey: staffKeys.activityFilters,
    queryFn: () => staffApi('get', '/api/activity/filters'),
  });
}

/** Every entry matching the filters, as the server writes it: a CSV file, named for today. */
export function useActivityExport() {
  return useDownload(async (filters: ActivityFilters) => ({
    file: await callApiFile('get', '/api/activity/export', 'text/csv', {
      params: { query: queryOf(filters) },
      auth: true,
    }),
    filename: `activity-${parkToday()}.csv`,
  }));
}
