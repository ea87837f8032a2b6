import { and, eq, sql } from 'drizzle-orm';
import { auditLog, newsItems } from '../../server/src/database/schema';
import { bearer, newAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

const UNKNOWN_ID = '7d1c1e52-4f0e-4a3b-9d55-3b8f5f0c2a11';

describe(`news (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let moderatorToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    moderatorToken = (await newAccount(t, token, { role: 'moderator' })).token;
  });
  afterAll(() => t.close());

  const countNews = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(newsItems))[0]?.n ?? 0;
  const item = (overrides: Record<string, unknown> = {}) => ({
    title: 'Esala Perahera viewing stands',
    description: 'Reserved seating for the Perahera nights.',
    content: 'Seats open on the lake side from July. Bring your ticket and arrive early.',
    category: 'Events',
    status: 'published',
    image: { url: 'https://images.kandypark.lk/perahera.jpg', alt: 'Dancers at the Perahera' },
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}, as = token) =>
    (await t.http.post('/api/news').set(bearer(as)).send(item(overrides)).expect(201)).body.newsItem as Record<
      string,
      unknown
    > & { _id: string };

  it('answers an empty list to visitors before anything is published', async () => {
    const response = await t.http.get('/api/news').expect(200);
    expect(response.body).toEqual({ newsItems: [] });
  });

  it('publishes an item in SPEC.md shape and records who did it', async () => {
    const response = await t.http.post('/api/news').set(bearer(token)).send(item()).expect(201);
    expect(response.body.message).toBe('News item created');
    expect(response.body.newsItem).toEqual({
      _id: expect.any(String),
      title: 'Esala Perahera viewing stands',
      description: 'Reserved seating for the Perahera nights.',
      content: 'Seats open on the lake side from July. Bring your ticket and arrive early.',
      category: 'Events',
      status: 'published',
      image: { url: 'https://images.kandypark.lk/perahera.jpg', alt: 'Dancers at the Perahera' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'news.create'), eq(auditLog.entityId, response.body.newsItem._id as string)));
    expect(entry?.actorUsername).toBe('parkadmin');
  });

  it('defaults the category to General, always publishes, and has no image unless one is given', async () => {
    const created = await create({ category: undefined, status: undefined, image: undefined });
    expect(created).toMatchObject({ category: 'General', status: 'published', image: null });
    const withNull = await create({ image: null });
    expect(withNull.image).toBeNull();
  });

  it('uses the title as the image description when none is given', async () => {
    const created = await create({
      title: 'New kids park swings',
      image: { url: 'http://images.kandypark.lk/swings.png' },
    });
    expect(created.image).toEqual({ url: 'http://images.kandypark.lk/swings.png', alt: 'New kids park swings' });
  });

  it('stores and serves content as plain text, exactly as typed', async () => {
    const text = '<script>alert("x")</script>\nLine two & <b>bold</b>';
    const created = await create({ content: text });
    const response = await t.http.get('/api/news').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(
      (response.body.newsItems as Array<{ _id: string; content: string }>).find((n) => n._id === created._id)?.content,
    ).toBe(text);
  });

  it('lists newest first, for visitors and for staff alike', async () => {
    const first = await create({ title: 'First of three' });
    const second = await create({ title: 'Second of three' });
    const third = await create({ title: 'Third of three' });
    const publicList = (await t.http.get('/api/news').expect(200)).body.newsItems as Array<{
      _id: string;
      createdAt: string;
    }>;
    const ids = publicList.map((n) => n._id);
    expect(ids.indexOf(third._id)).toBeLessThan(ids.indexOf(second._id));
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    const times = publicList.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const staffList = (await t.http.get('/api/news').set(bearer(token)).expect(200)).body.newsItems as unknown[];
    expect(staffList).toEqual(publicList);
  });

  it('replaces an item: every field, an image left out is removed', async () => {
    const created = await create();
    const response = await t.http
      .put(`/api/news/${created._id}`)
      .set(bearer(token))
      .send({
        title: 'Perahera stands: sold out',
        description: 'All seats are taken.',
        content: 'Thank you!',
        category: 'Announcements',
      })
      .expect(200);
    expect(response.body.message).toBe('News item updated');
    expect(response.body.newsItem).toMatchObject({
      _id: created._id,
      title: 'Perahera stands: sold out',
      description: 'All seats are taken.',
      content: 'Thank you!',
      category: 'Announcements',
      status: 'published',
      image: null,
      createdAt: created.createdAt,
    });
    expect(Date.parse(response.body.newsItem.updatedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(created.updatedAt as string),
    );
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'news.update'), eq(auditLog.entityId, created._id))),
    ).toHaveLength(1);
  });

  it('deletes an item, after which it is gone and a second delete is a 404', async () => {
    const created = await create();
    const response = await t.http.delete(`/api/news/${created._id}`).set(bearer(token)).expect(200);
    expect(response.body).toEqual({ message: 'News item deleted' });
    const list = (await t.http.get('/api/news')).body.newsItems as Array<{ _id: string }>;
    expect(list.some((n) => n._id === created._id)).toBe(false);
    await t.http.delete(`/api/news/${created._id}`).set(bearer(token)).expect(404);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'news.delete'), eq(auditLog.entityId, created._id))),
    ).toHaveLength(1);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', 'not-an-id'],
    ['an id with SQL in it', "1' or '1'='1"],
  ])('answers 404 for %s on update and delete', async (_case, id) => {
    const path = `/api/news/${encodeURIComponent(id)}`;
    const update = await t.http.put(path).set(bearer(token)).send(item()).expect(404);
    expect(update.body).toEqual({
      statusCode: 404,
      message: 'No news item with that id exists. It may have been deleted already.',
      code: 'NOT_FOUND',
    });
    await t.http.delete(path).set(bearer(token)).expect(404);
  });

  it('is open to moderators as to admins', async () => {
    const created = await create({}, moderatorToken);
    await t.http
      .put(`/api/news/${created._id}`)
      .set(bearer(moderatorToken))
      .send(item({ title: 'Edited by a moderator' }))
      .expect(200);
    await t.http.delete(`/api/news/${created._id}`).set(bearer(moderatorToken)).expect(200);
  });

  it('refuses visitors: creating, editing and deleting need a token', async () => {
    const created = await create();
    const before = await countNews();
    await t.http.post('/api/news').send(item()).expect(401);
    await t.http
      .put(`/api/news/${created._id}`)
      .send(item({ title: 'Defaced' }))
      .expect(401);
    await t.http.delete(`/api/news/${created._id}`).expect(401);
    expect(await countNews()).toBe(before);
    const [row] = await t.db.select().from(newsItems).where(eq(newsItems.id, created._id));
    expect(row?.title).toBe('Esala Perahera viewing stands');
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { title: undefined }, 'Please enter a title.'],
    ['a blank title', { title: '   ' }, 'Please enter a title.'],
    ['a title of 201 characters', { title: 'T'.repeat(201) }, 'Title must be at most 200 characters.'],
    ['no description', { description: '' }, 'Please enter a description.'],
    ['no content', { content: undefined }, 'Please enter the content.'],
    ['content that is not text', { content: 42 }, 'Please enter the content.'],
    [
      'an unknown category',
      { category: 'Sports' },
      'Category must be one of: General, Events, Exhibitions, Awards, Announcements, Community.',
    ],
    [
      'a status other than published',
      { status: 'draft' },
      'News items are always published: status must be "published" or left out.',
    ],
    [
      'an image URL that is not a URL',
      { image: { url: 'perahera.jpg', alt: 'x' } },
      'Invalid image URL: please give a web address starting with http:// or https://.',
    ],
    [
      'an ftp image URL',
      { image: { url: 'ftp://images.kandypark.lk/a.jpg' } },
      'Invalid image URL: please give a web address starting with http:// or https://.',
    ],
    [
      'a javascript: image URL',
      { image: { url: 'javascript:alert(1)' } },
      'Invalid image URL: please give a web address starting with http:// or https://.',
    ],
    ['an image without a URL', { image: { alt: 'Dancers' } }, 'Please give the image URL, or leave the image out.'],
    [
      'an image given as a string',
      { image: 'https://images.kandypark.lk/a.jpg' },
      'Image must be an object such as { "url": "https://…", "alt": "…" }, or null for none.',
    ],
    ['an unknown field', { author: 'me' }, 'Unknown field: author.'],
    [
      'an unknown image field',
      { image: { url: 'https://images.kandypark.lk/a.jpg', width: 300 } },
      'Unknown field: image.width.',
    ],
  ];
  it.each(refusals)('refuses %s with a message and writes nothing', async (_case, overrides, message) => {
    const created = await create();
    const before = await countNews();
    const post = await t.http.post('/api/news').set(bearer(token)).send(item(overrides)).expect(400);
    expect(post.body.message).toBe(message);
    const put = await t.http.put(`/api/news/${created._id}`).set(bearer(token)).send(item(overrides)).expect(400);
    expect(put.body.message).toBe(message);
    expect(await countNews()).toBe(before);
    const [row] = await t.db.select().from(newsItems).where(eq(newsItems.id, created._id));
    expect(row?.title).toBe('Esala Perahera viewing stands');
  });
});
