import { matchesEtag, PublicAnswerCache } from './public-answer-cache';

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'x-frame-options': 'SAMEORIGIN' };
const open = () => {
  const cache = new PublicAnswerCache({ maxEntries: 3, maxBytes: 1_000, maxValues: 3 });
  cache.setOpen(true);
  return cache;
};
const keep = (cache: PublicAnswerCache, key: string, body = `{"key":"${key}"}`) => {
  const ticket = cache.begin(['bookings']);
  if (!ticket) throw new Error('closed');
  return cache.put(key, ['bookings'], ticket, Buffer.from(body), HEADERS);
};

describe('PublicAnswerCache', () => {
  it('keeps an answer with its headers, an ETag and revalidation on every use', () => {
    const cache = open();
    const answer = keep(cache, '/api/news');
    expect(cache.get('/api/news')).toBe(answer);
    expect(answer?.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'no-cache',
      vary: 'Authorization',
      'content-length': answer?.body.length,
    });
    expect(matchesEtag(answer?.etag, answer?.etag ?? '')).toBe(true);
    expect(matchesEtag(`W/${answer?.etag}`, answer?.etag ?? '')).toBe(true);
    expect(matchesEtag('"other"', answer?.etag ?? '')).toBe(false);
  });

  it('does not keep a read that raced a change of its tables, and drops kept answers at a change', () => {
    const cache = open();
    const ticket = cache.begin(['bookings']);
    cache.changed('bookings');
    expect(cache.put('/api/bookings', ['bookings'], ticket!, Buffer.from('[]'), HEADERS)).toBeUndefined();

    keep(cache, '/api/bookings');
    const news = cache.begin(['news_items']);
    expect(cache.put('/api/news', ['news_items'], news!, Buffer.from('[]'), HEADERS)).toBeDefined();
    cache.changed('bookings');
    expect(cache.get('/api/bookings')).toBeUndefined();
    expect(cache.get('/api/news')).toBeDefined();
    cache.changed('some_other_table');
    expect(cache.get('/api/news')).toBeUndefined();
  });

  it('keeps computed values by the same rules: not when raced, dropped at a change of their tables or when closed', () => {
    const cache = open();
    const raced = cache.begin(['bookings'])!;
    cache.changed('bookings');
    expect(cache.putValue('counts', ['bookings'], raced, { pending: 1 })).toBe(false);
    expect(cache.getValue('counts')).toBeUndefined();

    expect(cache.putValue('counts', ['bookings'], cache.begin(['bookings'])!, { pending: 2 })).toBe(true);
    expect(cache.getValue('counts')).toEqual({ pending: 2 });
    cache.changed('news_items');
    expect(cache.getValue('counts')).toEqual({ pending: 2 });
    cache.changed('bookings');
    expect(cache.getValue('counts')).toBeUndefined();

    cache.putValue('counts', ['bookings'], cache.begin(['bookings'])!, { pending: 3 });
    cache.setOpen(false);
    expect(cache.getValue('counts')).toBeUndefined();
  });

  it('keeps nothing while closed, and drops everything when it closes or opens', () => {
    const cache = new PublicAnswerCache();
    expect(cache.begin(['bookings'])).toBeUndefined();
    cache.setOpen(true);
    const ticket = cache.begin(['bookings'])!;
    keep(cache, '/a');
    cache.setOpen(false);
    expect(cache.get('/a')).toBeUndefined();
    cache.setOpen(true);
    expect(cache.put('/b', ['bookings'], ticket, Buffer.from('{}'), HEADERS)).toBeUndefined();
  });

  it('drops every answer when the park’s date changes', () => {
    const cache = open();
    keep(cache, '/api/bookings');
    expect(cache.get('/api/bookings', Date.now() + 24 * 60 * 60 * 1000)).toBeUndefined();
  });

  it('forgets the oldest answers beyond its limits', () => {
    const cache = open();
    for (const key of ['/1', '/2', '/3', '/4']) keep(cache, key);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/4')).toBeDefined();
    keep(cache, '/big', 'x'.repeat(200));
    expect(cache.snapshot().bytes).toBeLessThanOrEqual(1_000);
    expect(keep(cache, '/huge', 'x'.repeat(600))).toBeUndefined();
  });

  it('forgets the oldest values beyond its limit, a value kept again counting as new', () => {
    const cache = open();
    const value = (key: string) => cache.putValue(key, ['bookings'], cache.begin(['bookings'])!, key);
    for (const key of ['a', 'b', 'c']) value(key);
    value('a');
    value('d');
    expect(cache.getValue('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.getValue(key))).toEqual(['a', 'c', 'd']);
  });
});
