import { HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api';
import { type FakeAnswer, fakeAnswer, http } from './server';

/** A published item as a test answers it: the server's shape, where the category may be one the page does not know. */
export type FakeNewsItem = Omit<Schemas['NewsItemView'], 'category' | 'status' | 'updatedAt'> & {
  category: string;
  status: string;
  updatedAt?: string;
};

/** What GET /api/news answers: the published items, or an answer a test imposes. */
export type NewsListAnswer = FakeNewsItem[] | FakeAnswer;

/** GET /api/news, the published news; given a promise, the answer waits until the test settles it. */
export function newsListHandler(answer: NewsListAnswer | Promise<NewsListAnswer>) {
  return http.get('/api/news', async ({ response }) => {
    const settled = await answer;
    if (!Array.isArray(settled)) return response.untyped(fakeAnswer(settled));
    // Untyped because of the category a newer server may send; the rest is the server's shape.
    return response.untyped(HttpResponse.json({ newsItems: settled }));
  });
}
