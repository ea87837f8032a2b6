import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { mailOutbox } from '../../server/src/database/schema';
import { MetricsServer } from '../../server/src/metrics/metrics.module';
import { createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS, daysFromToday } from '../support/bookings';
import { engine } from '../support/database';

/** The value of the sample `name` whose labels include `labels`, from Prometheus's text format; undefined if none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/**
 * Prometheus metrics on METRICS_PORT (a port chosen by the system here), never on the public port: what an operator
 * reads there after visitors, staff and an intruder have used the site.
 */
describe(`metrics (${engine})`, () => {
  let t: TestApp;
  let clientDir: string;
  let metricsUrl: string;

  beforeAll(async () => {
    // A built client, so that the public port's answer for /metrics is not merely "no client here".
    clientDir = mkdtempSync(join(tmpdir(), 'kandy-metrics-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Kandy Cultural Park</title>');
    t = await createTestApp({
      METRICS_PORT: '0',
      CLIENT_DIR: clientDir,
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_LOGIN: '4',
      SIGN_IN_FAILURES_BEFORE_DELAY: '2',
      SIGN_IN_ACCOUNT_LOCK_FAILURES: '3',
    });
    const address = t.app.get(MetricsServer).address();
    metricsUrl = `http://${address?.address}:${address?.port}`;
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const response = await request(metricsUrl).get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text;
  };
  const signIn = (username: string, from: string) =>
    t.http.post('/api/admin/login').set('x-forwarded-for', from).send({ username, password: 'not-the-password' });

  it('listens on 127.0.0.1 only, and the public port answers 404 for /metrics', async () => {
    expect(t.app.get(MetricsServer).address()?.address).toBe('127.0.0.1');
    const publicAnswer = await t.http.get('/metrics').expect(404);
    expect(publicAnswer.body).toEqual({ statusCode: 404, message: 'No such address: GET /metrics' });
    // The site's pages are still the app on the public port.
    await t.http.get('/venues').expect(200);
    await request(metricsUrl).get('/').expect(404);
  });

  it('times requests by route pattern and status, never by their URL', async () => {
    const venueDay = `/api/bookings/availability/Open%20Air%20Arena?startDate=${daysFromToday(3)}`;
    await t.http.get(venueDay).expect(200);
    await t.http.get('/api/bookings/availability/Kids%20Park?startDate=2020-01-01').expect(400);
    await t.http.get('/api/contact/messages').expect(401);
    const text = await scrape();
    const count = (route: string, status: string) =>
      sample(text, 'kandy_http_request_duration_seconds_count', { route, status_code: status, method: 'GET' });
    expect(count('/api/bookings/availability/:venueName', '200')).toBe(1);
    expect(count('/api/bookings/availability/:venueName', '400')).toBe(1);
    expect(count('/api/contact/messages', '401')).toBe(1);
    expect(text).not.toMatch(/Open%20Air|Open Air Arena|Kids/);
    // A bucket and the sum are there for rates and percentiles.
    expect(
      sample(text, 'kandy_http_request_duration_seconds_bucket', {
        route: '/api/contact/messages',
        status_code: '401',
        le: '+Inf',
      }),
    ).toBe(1);
  });

  it('counts public answers served from memory and those read from the database', async () => {
    const before = await scrape();
    const hits = sample(before, 'kandy_public_cache_requests_total', { result: 'hit' }) ?? 0;
    const misses = sample(before, 'kandy_public_cache_requests_total', { result: 'miss' }) ?? 0;
    await t.http.get('/api/news').expect(200);
    await t.http.get('/api/news').expect(200);
    await t.http.get('/api/news').expect(200);
    const after = await scrape();
    expect(sample(after, 'kandy_public_cache_requests_total', { result: 'miss' })).toBe(misses + 1);
    expect(sample(after, 'kandy_public_cache_requests_total', { result: 'hit' })).toBe(hits + 2);
    expect(sample(after, 'kandy_public_cache_entries')).toBeGreaterThanOrEqual(1);
  });

  it('reports the database up, nothing waiting, and how long queries waited and ran', async () => {
    const text = await scrape();
    expect(sample(text, 'kandy_database_up', { engine })).toBe(1);
    expect(sample(text, 'kandy_database_queries_waiting')).toBe(0);
    expect(sample(text, 'kandy_database_query_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'kandy_database_wait_seconds_count')).toBeGreaterThan(0);
  });

  it("reports the outbox's backlog, given-up messages and the age of the oldest waiting one", async () => {
    // Without SMTP_URL nothing is sent: a contact message's mail waits in the outbox.
    await t.http
      .post('/api/contact')
      .send({ name: 'Nimal', email: 'nimal@example.lk', subject: 'Parking', message: 'Is there parking at night?' })
      .expect(201);
    await t.db.insert(mailOutbox).values([
      {
        toAddress: 'a@example.lk',
        subject: 'S',
        textBody: 'T',
        htmlBody: 'H',
        createdAt: sql`now() - interval '2 hours'`,
      },
      { toAddress: 'b@example.lk', subject: 'S', textBody: 'T', htmlBody: 'H', status: 'failed' },
    ]);
    const [counts] = await t.db
      .select({ pending: sql<number>`count(*) filter (where status = 'pending')::int` })
      .from(mailOutbox);
    const text = await scrape();
    expect(sample(text, 'kandy_mail_outbox_pending')).toBe(counts?.pending);
    expect(sample(text, 'kandy_mail_outbox_failed')).toBe(1);
    const age = sample(text, 'kandy_mail_outbox_oldest_pending_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(7200);
    expect(age).toBeLessThan(7200 + 600);
  });

  it('counts rate-limit refusals, sign-in waits and account locks', async () => {
    // One address, one username: two failures, then that address must wait.
    for (const status of [401, 401, 429]) await signIn('kumari', '198.51.100.1').expect(status);
    // One username from three addresses: the third failure locks it for everyone, the next try is refused.
    for (const [from, status] of [
      ['198.51.100.2', 401],
      ['198.51.100.3', 401],
      ['198.51.100.4', 401],
      ['198.51.100.5', 429],
    ] as const) {
      await signIn('sunil', from).expect(status);
    }
    // Five sign-ins a minute from one address when four are allowed.
    for (const name of ['a1', 'a2', 'a3', 'a4']) await signIn(name, '198.51.100.6');
    const refused = await signIn('a5', '198.51.100.6').expect(429);
    expect(refused.body.message).toMatch(/^Too many requests\./);

    const text = await scrape();
    expect(sample(text, 'kandy_sign_in_refusals_total', { reason: 'address_wait' })).toBe(1);
    expect(sample(text, 'kandy_sign_in_refusals_total', { reason: 'account_locked' })).toBe(1);
    expect(sample(text, 'kandy_sign_in_account_locks_total')).toBe(1);
    expect(sample(text, 'kandy_rate_limit_refusals_total', { limit: 'login' })).toBe(1);
  });

  it("includes Node's and the process's own figures", async () => {
    const text = await scrape();
    expect(sample(text, 'kandy_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'kandy_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'kandy_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'kandy_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});
