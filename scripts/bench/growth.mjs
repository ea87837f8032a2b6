// 2. Growth: the same reads on a database without bookings, on one with only the coming two months of bookings (no
// history), and on one with 100,000 bookings over ten years, the last two months of them ahead (seeded with SQL into
// the database before the server starts, not through HTTP); all have the same 12 news items. The servers run side
// by side and each read is measured on one right after the other, so a busy machine weighs on all alike. Reads are
// measured as visitors get them (from memory after the first) and computed by the application each time (the
// request carries an invalid token: a visitor's answer, never served from memory), plus the staff lists as staff
// get them (a page is kept until a booking changes: docs/performance.md, "Kept values").
// Ratios: throughput without (the history of) bookings / throughput with them (1.0 = no growth).
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
    `Growth (${ENGINE}): 100,000 bookings over ten years vs none, and vs the same coming two months without the history, ${DURATION_S} s each, load average ${loadavg()[0].toFixed(1)}`,
  );
  const empty = await prepare((query) => seedNews(query, 12));
  // The coming two months as in the loaded database (same density of requests, confirmations, blocks and the 60
  // active stall rentals), and no past: what a visitor's calendar can show either way.
  const upcoming = await prepare(async (query) => {
    await seedBookings(query, { total: Math.round((100_000 * 60) / 3_650), days: 60, daysAhead: 60 });
    await seedNews(query, 12);
  });
  const loaded = await prepare(async (query) => {
    await seedBookings(query, { total: 100_000, days: 3_650, daysAhead: 60 });
    await seedNews(query, 12);
  });
  try {
    console.log(`  seeded 100,000 bookings with SQL in ${(loaded.seededMs / 1000).toFixed(1)} s`);
    console.log(
      `  ${'read (answer size with bookings)'.padEnd(96)} ${'none'.padStart(6)} ${'2 mo.'.padStart(6)} ${'100k'.padStart(6)}        mean latency none/2 mo./100k     p99 100k   ratio none/100k, 2 mo./100k (target ≤ 1.5 as served)`,
    );
    // The reads as visitors and staff get them, against the target; "computed each time" is for reference only.
    const served = [];
    const compare = async (label, path, options = {}, { reference = false } = {}) => {
      const figures = [];
      for (const side of [empty, upcoming, loaded]) {
        const own = options.staff ? { ...options, headers: side.staff } : options;
        delete own.staff;
        figures.push(await load(`${side.server.url}${path}`, own));
      }
      const [none, soon, full] = figures;
      const ratio = (a) => (a.rps / Math.max(full.rps, 0.001)).toFixed(2);
      if (!reference) served.push({ label, ratio: Number(ratio(none)) });
      console.log(
        `  ${`${label} ${(full.bytes / 1024).toFixed(1)} KB`.padEnd(96)} ${figures.map((f) => String(Math.round(f.rps)).padStart(6)).join(' ')} req/s  ${figures
          .map((f) => f.mean.toFixed(1))
          .join('/')
          .padStart(
            22,
          )} ms  ${String(full.p99).padStart(6)} ms   ${ratio(none)}, ${ratio(soon)}${full.failed ? `  FAILED ${full.failed}` : ''}`,
      );
    };
    for (const path of publicReads()) {
      await compare(`GET ${path}`, path);
      // An invalid token makes the request a visitor's that is never answered from memory: the database's work.
      await compare(
        `  computed each time, for reference (${COMPUTED_CONNECTIONS} conn.)`,
        path,
        { connections: COMPUTED_CONNECTIONS, headers: { authorization: 'Bearer not-a-staff-token' } },
        { reference: true },
      );
    }
    await compare(
      `GET /api/bookings/admin/list?page=1 · staff, one page (${COMPUTED_CONNECTIONS} conn.)`,
      '/api/bookings/admin/list?page=1',
      { connections: COMPUTED_CONNECTIONS, staff: true },
    );
    await compare(
      `GET /api/bookings?page=1 · staff, every booking, first page (20) (${COMPUTED_CONNECTIONS} conn.)`,
      '/api/bookings?page=1',
      { connections: COMPUTED_CONNECTIONS, staff: true },
    );
    const highest = served.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    console.log(
      `  highest ratio none/100k of the reads as they are served: ${highest.ratio.toFixed(2)} (${highest.label.trim()}; target ≤ 1.5)`,
    );
  } finally {
    await empty.stop();
    await upcoming.stop();
    await loaded.stop();
  }
}
