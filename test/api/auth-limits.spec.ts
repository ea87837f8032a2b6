import { sql } from 'drizzle-orm';
import { contactMessages, newsletterSubscriptions } from '../../server/src/database/schema';
import { bearer, claimsOf } from '../support/accounts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

const TOO_MANY = /^Too many requests\. Please try again in \d+ seconds?\.$/;

/**
 * One app with small limits: a five-second token lifetime and small request budgets. (One app per file: Passport
 * keeps one strategy per name in the process, so two apps with different secrets in one file would share it.)
 */
describe(`token lifetime and rate limits (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JWT_EXPIRES_IN: '5', RATE_LIMIT_LOGIN: '4', RATE_LIMIT_PUBLIC_POSTS: '2' });
  });
  afterAll(() => t.close());

  const count = async (table: typeof contactMessages | typeof newsletterSubscriptions) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  it('ends a real token once the JWT_EXPIRES_IN lifetime passes', async () => {
    const token = await t.login();
    const claims = claimsOf(token);
    expect((claims.exp as number) - (claims.iat as number)).toBe(5);
    await t.http.get('/api/admin/profile').set(bearer(token)).expect(200);
    // Until just past the expiry (JWT times are whole seconds).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, (claims.exp as number) * 1000 - Date.now()) + 1100));
    const response = await t.http.get('/api/admin/profile').set(bearer(token)).expect(401);
    expect(response.body).toEqual({
      statusCode: 401,
      message: 'Your session has expired or is not valid. Please sign in again.',
    });
  });

  it('lets RATE_LIMIT_LOGIN sign-ins through per minute, then answers 429 saying when to try again', async () => {
    // RATE_LIMIT_LOGIN is 4; the test above may already have spent one of this minute's sign-ins.
    const statuses: number[] = [];
    let limited: { body: { statusCode: number; message: string } } | undefined;
    for (let i = 0; i < 5; i++) {
      const response = await t.http
        .post('/api/admin/login')
        .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
      statuses.push(response.status);
      if (response.status === 429) limited ??= response;
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(4);
    expect(statuses[4]).toBe(429);
    expect(limited?.body.statusCode).toBe(429);
    expect(limited?.body.message).toMatch(TOO_MANY);
  });

  it('limits contact messages to RATE_LIMIT_PUBLIC_POSTS per minute and stores none past it', async () => {
    const message = {
      name: 'Sunil',
      email: 'sunil@example.lk',
      subject: 'Parking',
      message: 'Is there parking for buses?',
    };
    await t.http.post('/api/contact').send(message).expect(201);
    await t.http.post('/api/contact').send(message).expect(201);
    const limited = await t.http.post('/api/contact').send(message).expect(429);
    expect(limited.body.message).toMatch(TOO_MANY);
    expect(await count(contactMessages)).toBe(2);
  });

  it('limits newsletter posts separately from contact messages', async () => {
    await t.http.post('/api/newsletter').send({ email: 'a@example.lk' }).expect(201);
    await t.http.post('/api/newsletter').send({ email: 'b@example.lk' }).expect(201);
    const limited = await t.http.post('/api/newsletter').send({ email: 'c@example.lk' }).expect(429);
    expect(limited.body.message).toMatch(TOO_MANY);
    expect(await count(newsletterSubscriptions)).toBe(2);
  });

  it('does not limit reading', async () => {
    for (let i = 0; i < 10; i++) await t.http.get('/api/news').expect(200);
  });
});
