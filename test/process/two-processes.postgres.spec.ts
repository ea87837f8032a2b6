import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { stallRequest } from '../support/bookings';
import { freshDatabase } from '../support/database';
import { TestSmtpServer } from '../support/smtp';
import { freePort, type RunningServer, startServer, waitHealthy } from './server-process';

const ADMIN = { ADMIN_USERNAME: 'balancer', ADMIN_PASSWORD: 'Two-Servers-One-Park-1' };

const post = (server: RunningServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * Issue 10, item 6, with the built product: two server processes (`server/bin/start.sh`) on one PostgreSQL
 * database, as two containers behind a load balancer on this machine would run (TRUST_PROXY=loopback, the
 * balancer's X-Forwarded-For naming the visitor). Requests alternate between them.
 */
describe('two server processes on one PostgreSQL database', () => {
  const smtp = new TestSmtpServer();
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    await smtp.start();
    const shared = {
      SMTP_URL: smtp.url,
      ...database.env,
      ...ADMIN,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_PUBLIC_POSTS: '5',
      RATE_LIMIT_LOGIN: '1000',
      MAIL_STAFF_NOTICES_PER_DAY: '100000',
    };
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'kandy-two-'));
      dataDirs.push(dataDir);
      servers.push(startServer({ ...shared, DATA_DIR: dataDir, PORT: String(await freePort()) }));
    }
    // Both start at once: their migrations are serialised by an advisory lock.
    await Promise.all(servers.map((server) => waitHealthy(server)));
  }, 180_000);
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await database?.drop();
    await smtp.stop();
  });
  const either = (i: number) => servers[i % 2] as RunningServer;

  it('counts one visitor’s posts on both processes against one limit, and another visitor apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await post(
        either(i),
        '/api/newsletter',
        { email: `fan${i}@example.lk` },
        { 'x-forwarded-for': '203.0.113.50' },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const other = await post(
      either(1),
      '/api/newsletter',
      { email: 'other@example.lk' },
      { 'x-forwarded-for': '203.0.113.51' },
    );
    expect(other.status).toBe(201);
  });

  it('makes the address wait on both after five failed sign-ins spread over both', async () => {
    for (let i = 0; i < 6; i++) {
      const response = await post(either(i), '/api/admin/login', { username: ADMIN.ADMIN_USERNAME, password: 'wrong' });
      expect(response.status).toBe(i < 5 ? 401 : 429);
    }
    for (const server of servers) {
      const response = await post(server, '/api/admin/login', {
        username: ADMIN.ADMIN_USERNAME,
        password: ADMIN.ADMIN_PASSWORD,
      });
      expect(response.status).toBe(429);
    }
  });

  it('gives one stall to one of 40 visitors split over both processes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          either(i),
          '/api/bookings',
          stallRequest('E9', {
            customer: { name: `Vendor ${i}`, email: `vendor${i}@example.lk`, phone: '+94 77 555 0101' },
          }),
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(39);
    const client = new Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from bookings where stall_id = 'E9' and status in ('pending', 'confirmed')",
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('sends each e-mail once while both processes’ mail workers poll', async () => {
    const subjects: string[] = [];
    for (let i = 0; i < 8; i++) {
      const subject = `Two processes ${i}`;
      subjects.push(`New contact message: ${subject}`);
      const response = await post(
        either(i),
        '/api/contact',
        { name: 'Sender', email: `sender${i}@example.lk`, subject, message: 'Hello' },
        { 'x-forwarded-for': `192.0.2.${i + 1}` },
      );
      expect(response.status).toBe(201);
    }
    await smtp.waitFor(
      (all) =>
        subjects.every((s) => all.some((m) => m.subject === s)) &&
        all.filter((m) => m.to[0]?.startsWith('sender')).length >= 8,
      30_000,
    );
    // Both workers poll every 500 ms: a few more rounds would show a second delivery.
    await new Promise((done) => setTimeout(done, 1500));
    for (const subject of subjects) expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    // And each sender's receipt (its subject is the same for all: they are told apart by recipient).
    for (let i = 0; i < 8; i++) {
      expect(smtp.received.filter((m) => m.to.includes(`sender${i}@example.lk`))).toHaveLength(1);
    }
  }, 60_000);
});
