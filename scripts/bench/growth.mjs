// 2. Growth: the same reads on a database without bookings and on one with 100,000 bookings over ten years
// (seeded with SQL into the database before the server starts, not through HTTP); both have the same 12 news
// items. Both servers run side by side and each read is measured on one right after the other, so a busy machine
// weighs on both alike. Reads are measured as visitors get them (from memory after the first) and computed by the
// application each time (the request carries an invalid token: a visitor's answer, never served from memory),
// plus the staff lists. Ratio: throughput without bookings / throughput with them (1.0 = no growth).
import { loadavg } from 'node:os';
import { publicReads } from './api.mjs';
import { DURATION_S, ENGINE, heading, load, login, newDatabase, startServer, withDatabase } from './lib.mjs';
import { seedBookings, seedNews } from './seed.mjs';

/** Reads that reach the database queue on it: fewer connections keep the figure about the work, not the queue. */
const COMPUTED_CONNECTIONS = 10;

async function prepare(seed) {
  const database = await newDatabase();
  const started = performance.now();
  await withDatabase(database, seed);
  const seededMs = performance.now() - started;
  const server = await startServer(database);
  const token = await login(server.url);
  return {
    server,
    seededMs,
    staff: { authorization: `Bearer ${token}` },
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}

export async function growthBench() {
  heading(
    `Growth (${ENGINE}): no bookings vs 100,000 bookings over ten years, ${DURATION_S} s each, load average ${loadavg()[0].toFixed(1)}`,
  );
  const empty = await prepare((query) => seedNews(query, 12));
  const loaded = await prepare(async (query) => {
    await seedBookings(query, { total: 100_000, days: 3_650, daysAhead: 60 });
    await seedNews(query, 12);
  });
  try {
    console.log(`  seeded 100,000 bookings with SQL in ${(loaded.seededMs / 1000).toFixed(1)} s`);
    console.log(
      `  ${'read (answer size with bookings)'.padEnd(100)} ${'none'.padStart(7)} ${'100k'.padStart(7)}        mean latency none/100k     p99 none/100k        ratio (target ≤ 1.5)`,
    );
    const compare = async (label, path, options = {}) => {
      const before = await load(`${empty.server.url}${path}`, options.empty ?? options);
      const after = await load(`${loaded.server.url}${path}`, options.loaded ?? options);
      const ratio = before.rps / Math.max(after.rps, 0.001);
      console.log(
        `  ${`${label} ${(after.bytes / 1024).toFixed(1)} KB`.padEnd(100)} ${String(Math.round(before.rps)).padStart(7)} ${String(Math.round(after.rps)).padStart(7)} req/s  ${before.mean.toFixed(1).padStart(7)}/${after.mean.toFixed(1).padEnd(8)} ms  ${String(before.p99).padStart(6)}/${String(after.p99).padEnd(6)} ms  ${ratio.toFixed(2)}${after.failed ? `  FAILED ${after.failed}` : ''}`,
      );
    };
    for (const path of publicReads()) {
      await compare(`GET ${path}`, path);
      // An invalid token makes the request a visitor's that is never answered from memory: the database's work.
      await compare(`  computed each time (${COMPUTED_CONNECTIONS} conn.)`, path, {
        connections: COMPUTED_CONNECTIONS,
        headers: { authorization: 'Bearer not-a-staff-token' },
      });
    }
    const staffList = { connections: COMPUTED_CONNECTIONS };
    await compare(
      `GET /api/bookings/admin/list?page=1 · staff, one page (${COMPUTED_CONNECTIONS} conn.)`,
      '/api/bookings/admin/list?page=1',
      {
        empty: { ...staffList, headers: empty.staff },
        loaded: { ...staffList, headers: loaded.staff },
      },
    );
    const everyBooking = { connections: 1, amount: 3, timeout: 600, warmup: false };
    await compare('GET /api/bookings · staff, every booking (1 conn., 3 requests)', '/api/bookings', {
      empty: { ...everyBooking, headers: empty.staff },
      loaded: { ...everyBooking, headers: loaded.staff },
    });
  } finally {
    await empty.stop();
    await loaded.stop();
  }
}
