import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { bookingRequest, daysFromToday, stallRequest } from '../support/bookings';
import { freshDatabase } from '../support/database';
import { freePort, type RunningServer, startServer, waitHealthy } from '../process/server-process';
import { type Balancer, startBalancer } from './haproxy';
import { KINDS, type Sent, STAFF_VENUES, Traffic } from './traffic';

const ADMIN = { ADMIN_USERNAME: 'perahera', ADMIN_PASSWORD: 'Esala-Perahera-Nights-2026' };
/** SHUTDOWN_DRAIN_SECONDS is left unset: on PostgreSQL a server drains this long by default. */
const DRAIN_MS = 5_000;

interface Slot {
  name: string;
  port: number;
  dataDir: string;
  server: RunningServer;
}

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
const isDown = (status = '') => status.startsWith('DOWN');

/**
 * Issue 35: three built servers (`server/bin/start.sh`) on one PostgreSQL behind HAProxy, run with the
 * configuration production runs (ops/haproxy/haproxy.cfg, with this machine's addresses). Steady visitor reads,
 * booking requests and staff requests go through the balancer for the whole run while each server is stopped
 * (SIGTERM: it drains, then exits) and started again in turn: no request fails. Then one is killed (SIGKILL) under
 * the same traffic: no GET fails (HAProxy retries them on another server), a POST that fails is told so and is in
 * the database whole or not at all, nothing is stored twice, and HAProxy stops sending to the dead server at once.
 */
describe('three servers behind HAProxy on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let env: Record<string, string>;
  let balancer: Balancer | undefined;
  let token = '';
  let traffic: Traffic | undefined;
  const slots: Slot[] = [];

  const start = (slot: Pick<Slot, 'port' | 'dataDir'>) =>
    startServer({ ...env, DATA_DIR: slot.dataDir, PORT: String(slot.port) });
  const sql = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const stateOf = async (name: string) => (await (balancer as Balancer).servers()).find((s) => s.name === name);

  beforeAll(async () => {
    database = await freshDatabase();
    env = {
      ...database.env,
      ...ADMIN,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // HAProxy connects from 127.0.0.1 and names the visitor in X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_PUBLIC_POSTS: '100000',
      RATE_LIMIT_LOGIN: '1000',
      MAIL_ACKNOWLEDGEMENTS_PER_DAY: '1000000',
      MAIL_STAFF_NOTICES_PER_DAY: '100000',
      PENDING_STALL_REQUESTS_PER_CLIENT: '1000',
    };
    for (let i = 1; i <= 3; i++) {
      const slot = { name: `app${i}`, port: await freePort(), dataDir: mkdtempSync(join(tmpdir(), 'kandy-scale-')) };
      slots.push({ ...slot, server: start(slot) });
    }
    // All three start at once: their migrations are serialised by an advisory lock.
    await Promise.all(slots.map((slot) => waitHealthy(slot.server)));
    balancer = await startBalancer(slots);
    await balancer.waitFor('every server UP', (states) => states.every((s) => s.status === 'UP'));
  }, 180_000);

  afterAll(async () => {
    await traffic?.stop();
    for (const slot of slots) if (slot.server.child.exitCode === null) slot.server.child.kill('SIGKILL');
    await balancer?.stop();
    for (const slot of slots) rmSync(slot.dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  /**
   * Sends the same GET through the balancer until each of the three servers has answered it once: as the signed-in
   * staff member, or as a visitor (whose public answers each server keeps in memory).
   */
  const fromEach = async (path: string, as: 'staff' | 'visitor'): Promise<Map<string, string>> => {
    const answers = new Map<string, string>();
    for (let i = 0; i < 12 && answers.size < 3; i++) {
      const response = await fetch(`${(balancer as Balancer).url}${path}`, {
        headers: as === 'staff' ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(200);
      answers.set(response.headers.get('x-served-by') ?? '?', await response.text());
    }
    expect([...answers.keys()].sort()).toEqual(['app1', 'app2', 'app3']);
    return answers;
  };
  const send = (as: 'staff' | 'visitor', method: 'POST' | 'PATCH', path: string, body: unknown) =>
    fetch(`${(balancer as Balancer).url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(as === 'staff' ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  /** Asks through each server twice: each has kept the answer in memory, and served it from there. */
  const keptByEach = async (path: string) => {
    await fromEach(path, 'visitor');
    return fromEach(path, 'visitor');
  };

  it('keeps a signed-in staff member signed in on every server, and shows a change made through one at once through the others', async () => {
    // Signed in through the balancer from 127.0.0.2: the server believes HAProxy's X-Forwarded-For (TRUST_PROXY) and
    // records the visitor's address, not the balancer's 127.0.0.1.
    const signIn = await postFrom('127.0.0.2', `${balancer?.url}/api/admin/login`, {
      username: ADMIN.ADMIN_USERNAME,
      password: ADMIN.ADMIN_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    token = (JSON.parse(signIn.body) as { token: string }).token;
    const [entry] = await sql<{ client: string }>(
      "select details->>'client' as client from audit_log where action = 'auth.sign-in' order by created_at desc limit 1",
    );
    expect(entry?.client).toBe('127.0.0.2');

    // The staff member's requests land on each server with the same answer.
    for (const path of ['/api/admin/profile', '/api/bookings?page=1&pageSize=20']) {
      expect(new Set((await fromEach(path, 'staff')).values()).size).toBe(1);
    }

    // Each server keeps the public answers in memory. A visitor's stall request through one: every server's next
    // answer has the stall.
    const booked = '/api/bookings/vendor-stalls/booked';
    for (const answer of (await keptByEach(booked)).values()) expect(answer).not.toContain('F7');
    const stall = await send('visitor', 'POST', '/api/bookings', stallRequest('F7'));
    expect(stall.status).toBe(201);
    for (const answer of (await fromEach(booked, 'visitor')).values())
      expect(JSON.parse(answer).bookedStalls).toContain('F7');

    // A visitor's request for a day, approved by staff through the balancer: the day is taken through every server.
    const day = daysFromToday(700);
    const availability = `/api/bookings/availability/Open%20Area?startDate=${day}`;
    for (const answer of (await keptByEach(availability)).values()) expect(JSON.parse(answer).isAvailable).toBe(true);
    const requested = await send(
      'visitor',
      'POST',
      '/api/bookings',
      bookingRequest({ venue: 'Open Area', eventDate: day }),
    );
    expect(requested.status).toBe(201);
    const { _id: id } = (await requested.json()) as { _id: string };
    expect((await send('staff', 'PATCH', `/api/bookings/${id}/status`, { status: 'confirmed' })).status).toBe(200);
    for (const answer of (await fromEach(availability, 'visitor')).values())
      expect(JSON.parse(answer).isAvailable).toBe(false);
  }, 60_000);

  it('drops no request while the servers restart one by one, and loses or doubles no write when one is killed', async () => {
    traffic = new Traffic((balancer as Balancer).url, token);
    const began = Date.now();
    traffic.start();
    await sleep(2_000);
    expect(traffic.failures()).toEqual([]);

    // Rolling restart, as an orchestrator does it: SIGTERM, wait for the exit, start the new one, wait until HAProxy
    // sends it requests, then the next.
    traffic.phase = 'rolling restart';
    const stops: { name: string; outOfRotationMs: number; exitMs: number; startMs: number }[] = [];
    for (const slot of slots) {
      const idle = await idleConnection(slot.port);
      const signalled = Date.now();
      slot.server.child.kill('SIGTERM');
      // Draining: readiness answers 503 as soon as the signal is handled, and the server goes on serving, closing
      // each connection after its answer.
      let ready = await fetch(`${slot.server.url}/api/health/ready`);
      while (ready.status === 200 && Date.now() - signalled < 1_000) {
        ready = await fetch(`${slot.server.url}/api/health/ready`);
      }
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { code: string }).code).toBe('SHUTTING_DOWN');
      const news = await fetch(`${slot.server.url}/api/news`);
      expect(news.status).toBe(200);
      expect(news.headers.get('connection')).toBe('close');
      await balancer?.waitFor(`${slot.name} DOWN`, (states) =>
        isDown(states.find((s) => s.name === slot.name)?.status),
      );
      const outOfRotationMs = Date.now() - signalled;
      expect(await slot.server.exited).toEqual({ code: 0, signal: null });
      const exitMs = Date.now() - signalled;
      // Out of rotation well before it stopped serving; it stopped once the drain was over, soon after.
      expect(outOfRotationMs).toBeLessThan(DRAIN_MS - 1_000);
      expect(exitMs).toBeGreaterThanOrEqual(DRAIN_MS);
      expect(exitMs).toBeLessThan(DRAIN_MS + 4_500);
      // The keep-alive connection left idle was closed by the server, politely (FIN), not reset.
      expect(await idle.ended).toBe('end');

      const restarted = Date.now();
      slot.server = start(slot);
      await waitHealthy(slot.server);
      await balancer?.waitFor(`${slot.name} UP`, (states) => states.find((s) => s.name === slot.name)?.status === 'UP');
      stops.push({ name: slot.name, outOfRotationMs, exitMs, startMs: Date.now() - restarted });
    }
    await sleep(1_000);

    // A server killed under the same traffic.
    traffic.phase = 'SIGKILL';
    const victim = slots[1] as Slot;
    const killed = Date.now();
    victim.server.child.kill('SIGKILL');
    await balancer?.waitFor(`${victim.name} DOWN`, (states) =>
      isDown(states.find((s) => s.name === victim.name)?.status),
    );
    const markedDownMs = Date.now() - killed;
    const sentAtDown = (await stateOf(victim.name))?.requests;
    await sleep(3_000);
    // Nothing was sent to it once it was marked DOWN.
    expect((await stateOf(victim.name))?.requests).toBe(sentAtDown);
    expect((await victim.server.exited).signal).toBe('SIGKILL');
    victim.server = start(victim);
    await waitHealthy(victim.server);
    await balancer?.waitFor(
      `${victim.name} UP`,
      (states) => states.find((s) => s.name === victim.name)?.status === 'UP',
    );
    traffic.phase = 'three again';
    await sleep(1_000);
    await traffic.stop();
    const states = await (balancer as Balancer).servers();

    // What every write came to, in the database.
    const bookings = await sql<{ key: string; rows: number; acknowledgements: number }>(
      `select b.key, b.rows, coalesce(m.sent, 0)::int as acknowledgements
       from (select customer_email as key, count(*)::int as rows from bookings
             where customer_email like '%@load.example.lk' group by customer_email) b
       left join (select to_address, count(*) as sent from mail_outbox group by to_address) m on m.to_address = b.key`,
    );
    const blocks = await sql<{ key: string; rows: number }>(
      `select venue || ' ' || to_char(event_date, 'YYYY-MM-DD') as key, count(*)::int as rows from bookings
       where venue = any($1) and customer_name = 'Admin Block' group by venue, event_date`,
      [STAFF_VENUES],
    );
    const stored = new Map([...bookings, ...blocks].map((row) => [row.key, row]));
    const writes = traffic.sent.filter((s) => s.method === 'POST');
    // Nothing stored twice, nothing acknowledged lost, each booking with its acknowledgement.
    expect([...stored.values()].filter((row) => row.rows !== 1)).toEqual([]);
    expect(writes.filter((s) => s.ok && !stored.has(s.key as string))).toEqual([]);
    expect(bookings.filter((row) => row.acknowledgements !== 1)).toEqual([]);
    // A write that failed is there whole (with its staff notice and record entry) or not at all.
    const failedWrites: (Sent & { stored: boolean })[] = [];
    for (const write of writes.filter((s) => !s.ok)) {
      const committed = stored.has(write.key as string);
      if (committed && write.kind === 'booking') {
        const [whole] = await sql<{ notices: number; entries: number }>(
          `select (select count(*) from mail_outbox m where m.text_body like '%' || b.id || '%' and m.to_address <> b.customer_email)::int as notices,
             (select count(*) from audit_log a where a.entity_id = b.id::text)::int as entries
           from bookings b where b.customer_email = $1`,
          [write.key],
        );
        expect(whole).toEqual({ notices: 1, entries: 1 });
      }
      failedWrites.push({ ...write, stored: committed });
    }

    const rolling = traffic.tally('rolling restart');
    const kill = traffic.tally('SIGKILL');
    report(traffic, stops, markedDownMs, failedWrites, states, Date.now() - began);
    expect(traffic.failures('rolling restart')).toEqual([]);
    expect(traffic.failures().filter((s) => s.method === 'GET')).toEqual([]);
    // Only writes in flight on the killed server can fail: a handful, never a stream of them.
    expect(failedWrites.every((s) => s.phase === 'SIGKILL')).toBe(true);
    expect(failedWrites.length).toBeLessThanOrEqual(3);
    // HAProxy saw the dead server at once (its first refused connection under traffic), within its check interval.
    expect(markedDownMs).toBeLessThan(1_500);
    expect(rolling.all.sent).toBeGreaterThan(200);
    expect(kill.all.sent).toBeGreaterThan(20);
  }, 300_000);
});

/** POST from a chosen local address (node:http, since fetch cannot choose one). */
function postFrom(localAddress: string, url: string, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/**
 * A keep-alive connection straight to a server that has had one answer and then sits idle. `ended` tells how it
 * ended: `end` when the server closed it (FIN), else the error (a reset).
 */
async function idleConnection(port: number): Promise<{ ended: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const ended = new Promise<string>((resolve) => {
    socket.on('end', () => resolve('end'));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  socket.write('GET /api/health HTTP/1.1\r\nHost: kandy-park\r\nConnection: keep-alive\r\n\r\n');
  const [answer] = (await once(socket, 'data')) as [Buffer];
  expect(answer.toString()).toMatch(/^HTTP\/1\.1 200 .*\r\nconnection: keep-alive\r\n/is);
  return { ended };
}

function report(
  traffic: Traffic,
  stops: { name: string; outOfRotationMs: number; exitMs: number; startMs: number }[],
  markedDownMs: number,
  failedWrites: (Sent & { stored: boolean })[],
  states: { name: string; requests: number; retries: number; redispatches: number }[],
  tookMs: number,
): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const columns = ['all', ...KINDS] as const;
  const row = (label: string, phase?: string) => {
    const tally = traffic.tally(phase);
    return `  ${label.padEnd(16)}${columns.map((c) => `${tally[c].sent}/${tally[c].failed}`.padStart(14)).join('')}`;
  };
  const failures = traffic.failures().filter((s) => s.method === 'GET');
  const lines = [
    '',
    'Three servers behind HAProxy: requests sent/failed, by phase',
    `  ${'phase'.padEnd(16)}${columns.map((column) => column.padStart(14)).join('')}`,
    ...['warm-up', 'rolling restart', 'SIGKILL', 'three again'].map((phase) => row(phase, phase)),
    row('whole run'),
    'Rolling restart (SIGTERM, drain, exit, new server UP):',
    ...stops.map(
      (stop) =>
        `  ${stop.name}: out of HAProxy's rotation after ${seconds(stop.outOfRotationMs)}, exited after ` +
        `${seconds(stop.exitMs)}, new server UP after ${seconds(stop.startMs)}`,
    ),
    `SIGKILL: marked DOWN after ${markedDownMs} ms`,
    `Writes that failed: ${failedWrites.length}`,
    ...failedWrites.map(
      (w) =>
        `  ${w.kind} sent at ${seconds(w.at)}, ${w.phase}: ${w.status}, ${w.stored ? 'stored whole' : 'not stored'}`,
    ),
    `Reads that failed: ${failures.length}`,
    ...failures.slice(0, 10).map((r) => `  ${r.path} sent at ${seconds(r.at)}, ${r.phase}: ${r.status}`),
    `HAProxy per server (requests/retries/redispatches): ${states
      .map((s) => `${s.name} ${s.requests}/${s.retries}/${s.redispatches}`)
      .join(', ')}`,
    `Traffic for ${seconds(tookMs)}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
