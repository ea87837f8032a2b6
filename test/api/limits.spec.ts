import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { contactMessages, rateLimitCounters } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS } from '../support/bookings';
import { engine } from '../support/database';

const TOO_MANY = /^Too many requests\. Please try again in \d+ seconds?\.$/;
const message = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.lk`,
  subject: 'Parking',
  message: 'Is there parking for buses?',
});

/** Sends `count` requests with at most `concurrency` in flight, answering their statuses in order. */
async function burst(count: number, concurrency: number, send: (i: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = new Array<number>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      statuses[i] = await send(i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

/**
 * Issue 10, items 7 and 9: the limits a flood meets, and where the client's address comes from. The app trusts
 * X-Forwarded-For from loopback only (TRUST_PROXY=loopback), as behind a proxy on the same machine; the second app
 * trusts nobody, as when the server faces the internet directly.
 */
describe(`limits (${engine})`, () => {
  let proxied: TestApp;
  let direct: TestApp;
  const contactCount = async (t: TestApp) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]?.n ?? 0;

  beforeAll(async () => {
    proxied = await createTestApp({
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_PUBLIC_POSTS: '60',
      REQUEST_TIMEOUT_SECONDS: '1',
    });
    direct = await createTestApp({ RATE_LIMIT_PUBLIC_POSTS: '3' });
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await proxied?.close();
    await direct?.close();
  });

  it('answers a burst of 1,000 posts from one client with 429 past the limit, while another client is served', async () => {
    const flooder = '203.0.113.7';
    const neighbour = '198.51.100.20';
    let neighbourStatuses: number[] = [];
    const flood = burst(1000, 25, async (i) => {
      const response = await proxied.http.post('/api/contact').set('x-forwarded-for', flooder).send(message(i));
      if (response.status === 429) expect(response.body.message).toMatch(TOO_MANY);
      return response.status;
    });
    // The neighbour posts while the flood is running.
    const neighbourPosts = burst(5, 1, async (i) => {
      const response = await proxied.http
        .post('/api/contact')
        .set('x-forwarded-for', neighbour)
        .send(message(5000 + i));
      return response.status;
    }).then((statuses) => (neighbourStatuses = statuses));
    const statuses = await flood;
    await neighbourPosts;

    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(940);
    expect(neighbourStatuses).toEqual([201, 201, 201, 201, 201]);
    expect(await contactCount(proxied)).toBe(65);
  }, 120_000);

  it('takes the client address from X-Forwarded-For when the proxy is trusted', async () => {
    const first = await proxied.http.post('/api/contact').set('x-forwarded-for', '192.0.2.1').send(message(1));
    expect(first.status).toBe(201);
    // A new address behind the same trusted proxy has its own budget, although 203.0.113.7 is spent.
    const spent = await proxied.http.post('/api/contact').set('x-forwarded-for', '203.0.113.7').send(message(2));
    expect(spent.status).toBe(429);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted: the connection’s address is the client', async () => {
    const before = await contactCount(direct);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await direct.http
        .post('/api/contact')
        .set('x-forwarded-for', `192.0.2.${i + 10}`)
        .send(message(i));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await contactCount(direct)).toBe(before + 3);
  });

  it('keeps the counters in the database, where every server process shares them', async () => {
    const rows = await direct.db.select().from(rateLimitCounters);
    expect(rows.map((row) => row.hits)).toContain(5);
  });

  it('refuses a body over 256 KB with 413 and stores nothing', async () => {
    const before = await contactCount(direct);
    const response = await direct.http
      .post('/api/admin/login')
      .send({ username: 'x', password: 'y'.repeat(300_000) })
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'The request is too large.' });
    expect(await contactCount(direct)).toBe(before);
  });

  it('answers 408 to a client that stops sending its request, and serves others meanwhile', async () => {
    const server = proxied.app.getHttpServer();
    if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    // Headers announce 100 bytes; only 10 come, then nothing.
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":"S',
    );
    try {
      const served = await proxied.http.get('/api/health');
      expect(served.status).toBe(200);
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"statusCode":408');
    } finally {
      socket.destroy();
      // The app's close does not stop a listener it did not start.
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  }, 30_000);
});
