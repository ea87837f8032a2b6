import type { Schemas } from '@/lib/api';
import { type MutationCallbacks, staffApi, useStaffMutation } from '@/features/admin/api/staff-api';
import { refreshNews, type StaffNewsItem } from '@/features/admin/api/staff-news';

export type NewsBody = Schemas['NewsItemDto'];

/** Publishes a new item (no item) or saves an edited one; the dashboard's list and the public News page reload. */
export function useSaveNews(item: StaffNewsItem | null, callbacks?: MutationCallbacks<unknown, NewsBody>) {
  return useStaffMutation(
    (body: NewsBody) =>
      item
        ? staffApi('put', '/api/news/{id}', { params: { path: { id: item._id } }, body })
        : staffApi('post', '/api/news', { body }),
    { reload: refreshNews },
    callbacks,
  );
}

export function useDeleteNews(callbacks?: MutationCallbacks<unknown, StaffNewsItem>) {
  return useStaffMutation(
    (news: StaffNewsItem) => staffApi('delete', '/api/news/{id}', { params: { path: { id: news._id } } }),
    { reload: refreshNews },
    callbacks,
  );
}
