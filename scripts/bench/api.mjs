// 1. The API against the limit: each public read at 50 connections beside a bare node:http server answering a
// precomputed body of the same size, in the same run; POST /api/bookings to distinct days; memory after it.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import {
  bareFigures,
  CONNECTIONS,
  DURATION_S,
  ENGINE,
  heading,
  load,
  newDatabase,
  row,
  startServer,
  withDatabase,
} from './lib.mjs';
import { bookingRequest, databaseRate, replayTools } from './booking-transaction.mjs';
import { addDays, seedTypical, todayInPark } from './seed.mjs';

export function publicReads() {
  const day = addDays(todayInPark(), 10);
  return [
    '/api/news',
    '/api/bookings?excludeVendorStalls=true',
    `/api/bookings/availability/Open%20Air%20Arena?startDate=${day}`,
    `/api/bookings/vendor-stalls/availability/${day}`,
    '/api/bookings/vendor-stalls/booked',
    '/api/bookings/vendor-stalls/test',
  ];
}

/**
 * Visitors' booking requests, each to its own venue and day within the two-year horizon, each from its own e-mail
 * address (`bookingRequest`).
 */
export async function postBookings(url, connections = CONNECTIONS) {
  const today = todayInPark();
  let n = 0;
  const load = (duration) =>
    autocannon({
      url: `${url}/api/bookings`,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            n++;
            return { ...request, body: JSON.stringify(bookingRequest(n, today)) };
          },
        },
      ],
    });
  // A one-second warm-up first, as every load of the bench has (lib.mjs `load`).
  await load(1);
  const result = await load(DURATION_S);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
    created: result['2xx'],
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
  };
}

/**
 * The park-wide daily caps of the mail a visitor's post causes, raised for the benchmark as the rate limit is
 * (lib.mjs): every booking of the load queues its two mails, as the one replayed by pgbench does.
 */
const UNCAPPED_MAIL = { MAIL_ACKNOWLEDGEMENTS_PER_DAY: '1000000', MAIL_STAFF_NOTICES_PER_DAY: '100000' };

export async function apiBench() {
  heading(
    `API against the limit (${ENGINE === 'pglite' ? 'embedded PGlite' : 'PostgreSQL server'}): ${CONNECTIONS} connections, ${DURATION_S} s each, one server process, load average ${loadavg()[0].toFixed(1)}`,
  );
  const database = await newDatabase();
  try {
    await withDatabase(database, seedTypical);
    const server = await startServer(database, UNCAPPED_MAIL);
    try {
      console.log(
        `  seeded: 3,000 bookings over a year (two months ahead), 12 news items; RSS after start ${server.rssMb().toFixed(0)} MB`,
      );
      console.log(`  ${''.padEnd(58)} ${'server'.padStart(7)}        bare node:http of the same body      ratio`);
      const ratios = [];
      const p99Ratios = [];
      for (const path of publicReads()) {
        const body = Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer());
        const bare = await bareFigures(body);
        const app = await load(`${server.url}${path}`);
        const ratio = app.rps / bare.rps;
        ratios.push(ratio);
        p99Ratios.push(app.p99 / Math.max(bare.p99, 1));
        console.log(
          row(
            `GET ${path}`,
            app,
            `  | ${String(Math.round(bare.rps)).padStart(6)} req/s p99 ${bare.p99} ms  ${(body.length / 1024).toFixed(1).padStart(5)} KB  ${ratio.toFixed(2)}`,
          ),
        );
      }
      console.log(
        `  lowest ratio: ${Math.min(...ratios).toFixed(2)} (target ≥ 0.6); highest p99 over bare's p99: ${Math.max(...p99Ratios).toFixed(1)}× (target ≤ 2×)`,
      );
      const conditional = await (await fetch(`${server.url}/api/news`)).headers.get('etag');
      const notModified = await load(`${server.url}/api/news`, {
        headers: { 'if-none-match': conditional },
        expect: 304,
      });
      console.log(row('GET /api/news with If-None-Match (304, no body)', notModified));
      const health = await load(`${server.url}/api/health`);
      console.log(row('GET /api/health (asks the database each time)', health));
      const page = await load(`${server.url}/`);
      console.log(row('GET / (index.html)', page));
      const postLoad = loadavg()[0];
      const posts = await postBookings(server.url);
      console.log(row(`POST /api/bookings, distinct venue days (${posts.created} created)`, posts));
      console.log(`  RSS after the API benchmark: ${server.rssMb().toFixed(0)} MB (target ≤ 250 MB)`);
      await compareWithDatabase(database, { ...posts, load: postLoad });
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * `POST /api/bookings` against the database's own rate for the same work: the statements of one booking replayed by
 * pgbench with as many clients, on the same PostgreSQL server and seeded database (booking-transaction.mjs).
 */
async function compareWithDatabase(database, posts) {
  if (ENGINE === 'pglite') {
    console.log("  database's own rate for a booking's work: does not apply to the embedded PGlite (no pgbench)");
    return;
  }
  const tools = replayTools();
  if (!tools) {
    console.log(
      "  database's own rate for a booking's work: not measured (needs scripts/with-postgres.sh: pgbench, the log)",
    );
    return;
  }
  const load = loadavg()[0];
  const replay = await databaseRate(database, UNCAPPED_MAIL, tools);
  console.log(
    row(
      `the same work in the database: pgbench -M ${replay.mode}, ${CONNECTIONS} clients, ${replay.statements.length} statements`,
      replay,
      '  (scripts/bench/booking-transaction.sql)',
    ),
  );
  console.log(
    `  POST / the database's rate: ${(posts.rps / replay.rps).toFixed(2)} (target ≥ 0.5); POST p99 ${posts.p99} ms (target ≤ 250 ms); load average ${posts.load.toFixed(1)} (POST), ${load.toFixed(1)} (pgbench)`,
  );
}
