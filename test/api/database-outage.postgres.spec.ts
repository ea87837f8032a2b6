import { sql } from 'drizzle-orm';
import { bookings } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, bookingRequest } from '../support/bookings';
import { freshDatabase } from '../support/database';
import { TcpProxy } from '../support/tcp-proxy';

const UNAVAILABLE = {
  statusCode: 503,
  message: 'The park’s booking system is temporarily unavailable. Please try again in a few minutes.',
  code: 'DATABASE_UNAVAILABLE',
};

/**
 * Issue 10, item 4: the PostgreSQL server becomes unreachable (every connection dropped, new ones refused) and
 * comes back. The app reaches it through a TCP relay the test cuts; PGlite runs inside the process and has no
 * such outage, so this file runs only on PostgreSQL.
 */
describe('the database unreachable (postgres)', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let token: string;

  beforeAll(async () => {
    database = await freshDatabase();
    const target = new URL(database.env.DATABASE_URL as string);
    proxy = new TcpProxy(target.hostname, Number(target.port));
    await proxy.start();
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    t = await createTestApp({ DATABASE_URL: target.toString() });
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await proxy?.cut();
    await database?.drop();
  });

  it('says so on /api/health and answers 503 with a message, then recovers by itself', async () => {
    const before = await t.http.post('/api/bookings').send(bookingRequest()).expect(201);

    await proxy.cut();
    const health = await t.http.get('/api/health').expect(503);
    expect(health.body.status).toBe('error');
    expect(health.body.error.database).toMatchObject({ status: 'down', message: 'The database does not answer.' });
    expect((await t.http.get('/api/health/ready').expect(503)).body).toEqual({
      statusCode: 503,
      message: 'Not ready: the database does not answer.',
      code: 'DATABASE_UNAVAILABLE',
    });

    const post = await t.http.post('/api/bookings').send(bookingRequest()).expect(503);
    expect(post.body).toEqual(UNAVAILABLE);
    expect(post.headers['retry-after']).toBe('30');
    // A signed-in member of staff is not signed out by an outage: 503, not 401.
    expect((await t.http.get('/api/admin/profile').set(bearer(token)).expect(503)).body).toEqual(UNAVAILABLE);
    expect((await t.http.get('/api/bookings').set(bearer(token)).expect(503)).body).toEqual(UNAVAILABLE);
    expect((await t.http.post('/api/admin/login').send({ username: 'x', password: 'y' }).expect(503)).body).toEqual(
      UNAVAILABLE,
    );
    const contact = await t.http
      .post('/api/contact')
      .send({ name: 'Sunil', email: 'sunil@example.lk', subject: 'Hello', message: 'Hi' })
      .expect(503);
    expect(contact.body).toEqual(UNAVAILABLE);

    await proxy.restore();
    // Recovery needs no restart: the pool opens fresh connections for the next request.
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await t.http.get('/api/health')).status;
      if (status !== 200) await new Promise((done) => setTimeout(done, 100));
    }
    expect(status).toBe(200);
    await t.http.get('/api/health/ready').expect(200);
    await t.http.get('/api/admin/profile').set(bearer(token)).expect(200);
    const after = await t.http.post('/api/bookings').send(bookingRequest()).expect(201);
    const ids = (
      await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .orderBy(sql`created_at`)
    ).map((r) => r.id);
    // Nothing was written during the outage; both acknowledged requests are there.
    expect(ids).toEqual([before.body._id, after.body._id]);
  }, 60_000);
});
