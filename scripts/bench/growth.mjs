// 2. Growth: the same reads on an empty database and on one with 100,000 bookings over ten years (seeded with SQL
// into the database before the server starts). Reads are measured as visitors get them (from memory after the
// first) and computed by the application each time (the request carries an invalid token: a visitor's answer,
// never served from memory), plus the staff list. Ratio: empty throughput / loaded throughput (1.0 = no growth).
import { DURATION_S, ENGINE, heading, load, login, newDatabase, startServer, withDatabase } from './lib.mjs';
import { publicReads } from './api.mjs';
import { seedBookings, seedNews } from './seed.mjs';

/** Reads that reach the database queue on it: fewer connections keep the figure about the work, not the queue. */
const COMPUTED_CONNECTIONS = 10;

async function measure(seed) {
  const database = await newDatabase();
  try {
    const seededIn = await withDatabase(database, async (query) => {
      const started = performance.now();
      await seed(query);
      return performance.now() - started;
    });
    const server = await startServer(database);
    try {
      const token = await login(server.url);
      const staff = { authorization: `Bearer ${token}` };
      const figures = new Map();
      for (const path of publicReads()) {
        figures.set(`GET ${path}`, await load(`${server.url}${path}`));
        // An invalid token makes the request a visitor's that is never answered from memory: the database's work.
        figures.set(
          `GET ${path} · computed each time (${COMPUTED_CONNECTIONS} conn.)`,
          await load(`${server.url}${path}`, {
            connections: COMPUTED_CONNECTIONS,
            headers: { authorization: 'Bearer not-a-staff-token' },
          }),
        );
      }
      figures.set(
        'GET /api/bookings · staff, every booking (1 conn., 3 requests)',
        await load(`${server.url}/api/bookings`, {
          connections: 1,
          amount: 3,
          duration: undefined,
          timeout: 600,
          warmup: false,
          headers: staff,
        }),
      );
      figures.set(
        `GET /api/bookings/admin/list?page=1 · staff, one page (${COMPUTED_CONNECTIONS} conn.)`,
        await load(`${server.url}/api/bookings/admin/list?page=1`, {
          connections: COMPUTED_CONNECTIONS,
          headers: staff,
        }),
      );
      return { figures, seededIn };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function growthBench() {
  heading(`Growth (${ENGINE}): empty database vs 100,000 bookings over ten years, ${DURATION_S} s each`);
  const empty = await measure(async () => {});
  const loaded = await measure(async (query) => {
    await seedBookings(query, { total: 100_000, days: 3_650, daysAhead: 60 });
    await seedNews(query, 12);
  });
  console.log(`  seeded 100,000 bookings with SQL in ${(loaded.seededIn / 1000).toFixed(1)} s`);
  console.log(
    `  ${'read (size when loaded)'.padEnd(100)} ${'empty'.padStart(7)} ${'loaded'.padStart(7)}        latency empty/loaded                   ratio (target ≤ 1.5)`,
  );
  for (const [label, before] of empty.figures) {
    const after = loaded.figures.get(label);
    if (!after) continue;
    const ratio = before.rps / Math.max(after.rps, 0.001);
    const size = ` ${(after.bytes / 1024).toFixed(1)} KB`;
    console.log(
      `  ${(label + size).padEnd(100)} ${String(Math.round(before.rps)).padStart(7)} ${String(Math.round(after.rps)).padStart(7)} req/s  mean ${before.mean.toFixed(1).padStart(6)}/${after.mean.toFixed(1).padEnd(7)} ms  p99 ${String(before.p99).padStart(5)}/${String(after.p99).padEnd(6)} ms  ${ratio.toFixed(2)}${after.failed ? `  FAILED ${after.failed}` : ''}`,
    );
  }
}
