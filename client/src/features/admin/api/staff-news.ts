import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi, type Schemas } from '@/lib/api';
import { staffKeys } from './staff-api';

export type StaffNewsItem = Schemas['NewsItemView'];

function newestFirst(items: StaffNewsItem[]): StaffNewsItem[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The published news as staff manage it, newest first. Unlike the public page, a failure is shown, not hidden. */
export function useStaffNews() {
  return useQuery({
    queryKey: staffKeys.news,
    queryFn: async ({ signal }) => newestFirst((await callApi('get', '/api/news', { signal })).newsItems),
  });
}

/** After a change: the dashboard's list and the public News page (same browser) reload. */
export function refreshNews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.news }),
    queryClient.invalidateQueries({ queryKey: staffKeys.publicNews }),
  ]).then(() => undefined);
}
