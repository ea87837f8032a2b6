import { eq } from 'drizzle-orm';
import { bookings } from '../../server/src/database/schema';
import { newAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, freshDay, insertBooking, newBooking } from '../support/bookings';
import { TestSmtpServer } from '../support/smtp';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Issue 10, item 6: two servers on one PostgreSQL database, as behind a load balancer. Each is a whole app with
 * its own connection pool, mail worker and memory, sharing only the database and the JWT secret (as two
 * processes or containers would); requests alternate between them. Only on PostgreSQL: PGlite is one process.
 */
describe('two servers on one database (postgres)', () => {
  const smtp = new TestSmtpServer();
  let a: TestApp;
  let b: TestApp;
  const env = {
    RATE_LIMIT_PUBLIC_POSTS: '4',
    RATE_LIMIT_LOGIN: '1000',
    TRUST_PROXY: 'loopback',
  };
  beforeAll(async () => {
    await smtp.start();
    a = await createTestApp({ ...env, SMTP_URL: smtp.url });
    b = await createTestApp({
      ...env,
      SMTP_URL: smtp.url,
      DATABASE_URL: a.config.databaseUrl as string,
      JWT_SECRET: a.config.jwtSecret,
    });
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp.stop();
  });
  const either = (i: number) => (i % 2 === 0 ? a : b);

  it('counts one client’s posts on both servers against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await either(i)
        .http.post('/api/newsletter')
        .set('x-forwarded-for', '203.0.113.99')
        .send({ email: `fan${i}@example.lk` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it('checks five of twenty parallel wrong guesses spread over both servers, then makes the address wait', async () => {
    const token = await a.login();
    const account = await newAccount(a, token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        either(i)
          .http.post('/api/admin/login')
          .send({ username: account.admin.username, password: `wrong-password-${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    // The right password, on either server, during the wait.
    for (const server of [a, b]) {
      const waiting = await server.http
        .post('/api/admin/login')
        .send({ username: account.admin.username, password: account.password })
        .expect(429);
      expect(waiting.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in /);
    }
  });

  it('leaves one winner when 100 approvals of one day are split over both servers', async () => {
    const token = await a.login();
    const day = freshDay();
    const pending = await Promise.all(
      Array.from({ length: 100 }, () => insertBooking(a.db, newBooking({ eventDate: day, status: 'pending' }))),
    );
    const statuses = await Promise.all(
      pending.map(
        async (booking, i) =>
          (
            await either(i)
              .http.patch(`/api/bookings/${booking.id}/status`)
              .set(bearer(token))
              .send({ status: 'confirmed' })
          ).status,
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // Every other approval is refused: the date is taken (409) or, on a machine too loaded for a request to get a
    // database connection within 5 s, the server is busy (503). Either way the booking stays as it was.
    expect(statuses.filter((s) => s !== 200 && s !== 409 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
    const rows = await a.db.select().from(bookings).where(eq(bookings.eventDate, day));
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(99);
  }, 120_000);

  it('sends each queued e-mail once while both servers’ mail workers poll', async () => {
    const subjects: string[] = [];
    for (let i = 0; i < 8; i++) {
      const subject = `Two workers ${i}`;
      subjects.push(`New contact message: ${subject}`);
      await either(i)
        .http.post('/api/contact')
        .set('x-forwarded-for', `198.51.100.${i}`)
        .send({ name: 'Sender', email: `sender${i}@example.lk`, subject, message: 'Hello' })
        .expect(201);
    }
    await smtp.waitFor(
      (all) =>
        subjects.every((s) => all.some((m) => m.subject === s)) &&
        all.filter((m) => m.to[0]?.startsWith('sender')).length >= 8,
      20_000,
    );
    // Both workers poll every 500 ms: a few more rounds would show a second delivery.
    await sleep(1500);
    for (const subject of subjects) expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    // And each sender's receipt (its subject is the same for all: they are told apart by recipient).
    for (let i = 0; i < 8; i++) {
      expect(smtp.received.filter((m) => m.to.includes(`sender${i}@example.lk`))).toHaveLength(1);
    }
  }, 60_000);
});
