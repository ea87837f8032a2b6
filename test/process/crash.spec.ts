import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Client } from 'pg';
import { bookingRequest } from '../support/bookings';
import { engine, freshDatabase } from '../support/database';
import { freePort, type RunningServer, startServer, waitHealthy } from './server-process';

const ADMIN = { ADMIN_USERNAME: 'crashtest', ADMIN_PASSWORD: 'Udawattakele-2026' };

/** Integrity the database must still show after the crash, as numbers that must all be zero. */
const INTEGRITY_SQL = `
  select
    (select count(*) from bookings a join bookings b on a.id < b.id and a.venue = b.venue
       and a.status = 'confirmed' and b.status = 'confirmed'
       and a.event_date < b.event_date + b.duration and b.event_date < a.event_date + a.duration)::int as overlaps,
    (select count(*) from (select stall_id from bookings where stall_id is not null
       and status in ('pending', 'confirmed') group by stall_id having count(*) > 1) s)::int as double_rentals,
    (select count(*) from bookings b where b.customer_name <> 'Admin Block'
       and (select count(*) from mail_outbox m where m.text_body like '%' || b.id || '%') <> 2)::int as mail_mismatches`;

interface Integrity {
  overlaps: number;
  double_rentals: number;
  mail_mismatches: number;
}

/**
 * Issue 10, item 3: clients stream booking requests at the built server; it is killed with SIGKILL mid-stream
 * and started again on the same data. Every request answered 2xx is there, with its two e-mails (written in the
 * same transaction), and the database's rules still hold. On PGlite (the data folder) and on PostgreSQL.
 */
describe(`a crash while bookings stream in (${engine})`, () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const running: RunningServer[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kandy-crash-'));
    if (engine === 'postgres') database = await freshDatabase();
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  const start = async () => {
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      RATE_LIMIT_PUBLIC_POSTS: '100000',
      MAIL_ACKNOWLEDGEMENTS_PER_DAY: '100000',
      MAIL_STAFF_NOTICES_PER_DAY: '100000',
      ...ADMIN,
      ...(database?.env ?? {}),
    });
    running.push(server);
    await waitHealthy(server);
    return server;
  };

  const integrity = async (): Promise<Integrity> => {
    if (database) {
      const client = new Client({ connectionString: database.env.DATABASE_URL });
      await client.connect();
      try {
        return (await client.query<Integrity>(INTEGRITY_SQL)).rows[0] as Integrity;
      } finally {
        await client.end();
      }
    }
    // PGlite: the folder is free once the server has stopped.
    const pglite = await PGlite.create(join(dataDir, 'pglite'), { extensions: { btree_gist } });
    try {
      return (await pglite.query<Integrity>(INTEGRITY_SQL)).rows[0] as Integrity;
    } finally {
      await pglite.close();
    }
  };

  it('keeps every acknowledged booking, with its mail, and the rules hold after restart', async () => {
    const first = await start();
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const venue = ['Open Air Arena', 'Open Area'][i % 2];
        const body = bookingRequest({
          venue,
          customer: { name: `Writer ${worker}`, email: `writer${worker}.${i}@example.lk`, phone: '+94 77 100 2000' },
        });
        try {
          const response = await fetch(`${first.url}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { _id: string })._id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // Counted, not timed: a busy machine writes slower.
    const deadline = Date.now() + 90_000;
    while (acknowledged.length < 40 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await start();
    const login = await fetch(`${second.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    // Every booking the staff API lists.
    const list = await fetch(`${second.url}/api/bookings`, { headers: { authorization: `Bearer ${token}` } });
    const answer = (await list.json()) as { bookings: Array<{ _id: string }> };
    const stored = new Set(answer.bookings.map((booking) => booking._id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // It takes requests again.
    const after = await fetch(`${second.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingRequest()),
    });
    expect(after.status).toBe(201);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(await integrity()).toEqual({ overlaps: 0, double_rentals: 0, mail_mismatches: 0 });
    process.stdout.write(`crash (${engine}): ${acknowledged.length} bookings acknowledged before SIGKILL, all kept\n`);
  }, 300_000);
});
