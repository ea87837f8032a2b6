import { sql } from 'drizzle-orm';
import { mailOutbox, newsletterSubscriptions } from '../../server/src/database/schema';
import { bearer, newAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

const THANKS = { success: true, message: 'Thank you for subscribing!' };

describe(`newsletter (${engine})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const countSubscriptions = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscriptions))[0]?.n ?? 0;

  it('answers a new and an already subscribed address alike, stores it once and mails nobody', async () => {
    const first = await t.http.post('/api/newsletter').send({ email: 'Kasun@Example.lk' });
    const repeat = await t.http.post('/api/newsletter').send({ email: '  kasun@example.LK ' });
    // Nobody can tell from the answer whether an address already subscribes.
    expect([first.status, first.body]).toEqual([201, THANKS]);
    expect([repeat.status, repeat.body]).toEqual([201, THANKS]);
    expect(await countSubscriptions()).toBe(1);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it('stores one subscription for simultaneous repeats', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.http.post('/api/newsletter').send({ email: 'nadeesha@example.lk' })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await countSubscriptions()).toBe(2);
  });

  it.each([
    ['no e-mail', {}, 'Please enter your e-mail address.'],
    ['an empty e-mail', { email: '' }, 'Please enter your e-mail address.'],
    ['a malformed e-mail', { email: 'kasun@' }, 'Please enter a valid e-mail address.'],
    ['an e-mail that is not text', { email: 7 }, 'Please enter your e-mail address.'],
    ['an unknown field', { email: 'x@example.lk', name: 'Kasun' }, 'Unknown field: name.'],
  ])('refuses %s with a message and stores nothing', async (_case, body, message) => {
    const before = await countSubscriptions();
    const response = await t.http.post('/api/newsletter').send(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message });
    expect(await countSubscriptions()).toBe(before);
  });

  it('lists subscribers newest first to staff only', async () => {
    await t.http.get('/api/newsletter/subscribers').expect(401);
    await t.http.post('/api/newsletter').send({ email: 'latest@example.lk' }).expect(201);
    const moderator = await newAccount(t, token, { role: 'moderator' });
    const response = await t.http.get('/api/newsletter/subscribers').set(bearer(moderator.token)).expect(200);
    const list = response.body.subscribers as Array<Record<string, unknown>>;
    expect(list[0]).toEqual({
      _id: expect.any(String),
      email: 'latest@example.lk',
      language: 'en',
      createdAt: expect.any(String),
    });
    expect(list.map((s) => s.email).sort()).toEqual(['kasun@example.lk', 'latest@example.lk', 'nadeesha@example.lk']);
  });
});
