// The database's own rate for a booking's work (PostgreSQL only): the statements one visitor's POST /api/bookings
// sends, captured from PostgreSQL's statement log while a server of its own books once, written as a pgbench script
// (scripts/bench/booking-transaction.sql, made again at every run and not kept in git: it follows the code), and
// replayed by pgbench with as many clients as the API part's connections, on the same seeded database.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONNECTIONS, DURATION_S, ROOT, sleep, startServer } from './lib.mjs';
import { addDays, todayInPark } from './seed.mjs';

export const SCRIPT = join(ROOT, 'scripts/bench/booking-transaction.sql');

const VENUES = ['Open Air Arena', 'Open Area', 'Conference Hall', 'Banquet Hall', 'Auditorium'];
/** The first booking day the load asks for, in days after today, and how many days it cycles through. */
const FIRST_DAY = 61;
const DAYS = 640;

/** The n-th visitor's request of the load: its own venue and day within the two-year horizon, its own address. */
export function bookingRequest(n, today = todayInPark()) {
  return {
    venue: VENUES[n % VENUES.length],
    eventType: 'wedding',
    eventDate: addDays(today, FIRST_DAY + (Math.floor(n / VENUES.length) % DAYS)),
    duration: 1,
    customer: { name: 'Bench Visitor', email: `visitor${n}@example.lk`, phone: '+94 77 123 4567' },
    guests: 100,
  };
}

/**
 * Where pgbench and the server's log are: scripts/with-postgres.sh says so (TEST_PG_BIN, TEST_PG_LOG); a server of
 * one's own (TEST_PG_URL alone) has neither, and the database's rate is not measured.
 */
export function replayTools() {
  const bin = process.env.TEST_PG_BIN;
  const log = process.env.TEST_PG_LOG;
  if (!bin || !log || !existsSync(join(bin, 'pgbench')) || !existsSync(log)) return undefined;
  return { pgbench: join(bin, 'pgbench'), log };
}

/** PostgreSQL's log, as entries: `[pid, kind, text]`, a multi-line entry's lines joined. */
function logEntries(text) {
  const entries = [];
  for (const line of text.split('\n')) {
    const start = /^\d{4}-\d\d-\d\d \S+ \S+ \[(\d+)\] ([A-Z]+): {2}(.*)$/.exec(line);
    if (start) entries.push([start[1], start[2], start[3]]);
    else if (line.startsWith('\t') && entries.length > 0) entries.at(-1)[2] += `\n${line.slice(1)}`;
  }
  return entries;
}

/** `$1 = 'it''s', $2 = NULL` (a DETAIL line of the log) → the literals as SQL text, by number. */
function parameterLiterals(detail) {
  const literals = new Map();
  const text = detail.replace(/^parameters: /, '');
  let i = 0;
  while (i < text.length) {
    const head = /^\$(\d+) = /.exec(text.slice(i));
    if (!head) throw new Error(`unreadable parameters in the statement log: ${text.slice(i, i + 60)}`);
    i += head[0].length;
    let literal;
    if (text.startsWith('NULL', i)) literal = 'NULL';
    else {
      let end = i + 1;
      for (;;) {
        end = text.indexOf("'", end);
        if (end < 0) throw new Error('unterminated parameter in the statement log');
        if (text[end + 1] === "'") end += 2;
        else break;
      }
      literal = text.slice(i, end + 1);
    }
    literals.set(Number(head[1]), literal);
    i += literal.length;
    if (text.startsWith(', ', i)) i += 2;
  }
  return literals;
}

/**
 * The statements of the log's text, in the order PostgreSQL ran them: each its text (parameters as `$n`), its
 * parameters' literals, and whether it was a named prepared statement.
 */
function statementsOf(text) {
  const statements = [];
  const entries = logEntries(text);
  entries.forEach(([pid, kind, message], i) => {
    if (kind !== 'LOG') return;
    const simple = /^statement: ([\s\S]*)$/.exec(message);
    const extended = /^execute ([^:]*): ([\s\S]*)$/.exec(message);
    if (!simple && !extended) return;
    const next = entries[i + 1];
    const detail = extended && next && next[0] === pid && next[1] === 'DETAIL' && next[2].startsWith('parameters: ');
    statements.push({
      sql: (simple ? simple[1] : extended[2]).trim().replace(/;$/, ''),
      literals: detail ? parameterLiterals(next[2]) : new Map(),
      named: Boolean(extended && extended[1] !== '<unnamed>'),
    });
  });
  return statements;
}

/**
 * One visitor's booking as PostgreSQL receives it: a server of its own on `database`, whose connections log every
 * statement, books once to warm up and once more; the statements of that second booking, from every connection
 * (the rate limit's count and the transaction may use two), in order.
 */
export async function captureBooking(database, env, tools) {
  const url = new URL(database.databaseUrl);
  url.searchParams.set('options', '-c log_statement=all');
  const dataDir = mkdtempSync(join(tmpdir(), 'kandy-capture-'));
  const server = await startServer({ dataDir, env: { ...database.env, DATABASE_URL: url.toString() } }, env);
  try {
    const post = async (n) => {
      const body = bookingRequest(n);
      const response = await fetch(`${server.url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`a booking for the capture answered ${response.status}`);
      return { body, id: (await response.json())._id };
    };
    await post(999_001);
    await sleep(200);
    const from = statSync(tools.log).size;
    const sample = await post(999_002);
    // PostgreSQL writes its log through a pipe: give it a moment.
    await sleep(300);
    const statements = statementsOf(readFileSync(tools.log).subarray(from).toString('utf8'));
    return { statements, sample };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The pgbench script of a captured booking. Each transaction of a client is a request of its own: `request` counts
 * them (pgbench keeps a client's variables from one transaction to the next), and what made the sample booking its
 * own is replaced, in the parameters that carry it, by that request's: venue and day as the API load picks them, the
 * visitor's address, the booking's id, its My booking link and the link's hash (unique in the table). Replaced by
 * expressions on pgbench's numeric variables, so the script runs as sent (`-M simple`) or prepared (`-M prepared`,
 * when the server prepared its statements). Everything else is replayed as sent.
 */
export function pgbenchScript({ statements, sample }) {
  const today = todayInPark();
  const everything = statements.flatMap((statement) => [...statement.literals.values()]).join('\n');
  const token = /my-booking#([A-Za-z0-9_-]{43})/.exec(everything)?.[1];
  const whole = new Map([
    [
      `'${sample.body.venue}'`,
      `(array[${VENUES.map((v) => `'${v}'`).join(', ')}])[1 + cast(:request as integer) % ${VENUES.length}]`,
    ],
    [
      `'${sample.body.eventDate}'`,
      `('${today}'::date + ${FIRST_DAY} + cast(:request as integer) / ${VENUES.length} % ${DAYS})`,
    ],
  ]);
  const within = new Map([
    [sample.body.customer.email, `'visitor' || cast(:request as text) || '@example.lk'`],
    [sample.id, `'00000000-0000-4000-8000-' || cast(:unique as text)`],
  ]);
  if (token) {
    within.set(token, `'${'A'.repeat(31)}' || cast(:unique as text)`);
    within.set(createHash('sha256').update(token).digest('hex'), `'${'0'.repeat(52)}' || cast(:unique as text)`);
  }
  const pattern = new RegExp(
    [...within.keys()].map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  // pgbench reads `:name` anywhere in a command as a variable (prepared, as a parameter, even inside quotes): a
  // literal's text is cut after each such colon (`'…:' || '…'`).
  const VARIABLE = /:(?=[A-Za-z0-9_])/g;
  const piecesOf = (text) => text.replace(VARIABLE, ":' || '");
  const literal = (text) => {
    if (whole.has(text)) return whole.get(text);
    const cut = pattern.test(text);
    pattern.lastIndex = 0;
    if (!text.startsWith("'") || (!cut && !VARIABLE.test(text))) return text;
    VARIABLE.lastIndex = 0;
    // The sample's values hold no quote: the literal is cut around them and joined again with `||`.
    const pieces = [];
    let last = 1;
    for (const match of text.slice(0, -1).matchAll(pattern)) {
      if (match.index > last) pieces.push(`'${piecesOf(text.slice(last, match.index))}'`);
      pieces.push(`(${within.get(match[0])})`);
      last = match.index + match[0].length;
    }
    if (last < text.length - 1) pieces.push(`'${piecesOf(text.slice(last, -1))}'`);
    return `(${pieces.join(' || ')})`;
  };
  const own = statements.find(({ sql }) => /(?<!:):[A-Za-z_]/.test(sql.replace(/'(?:[^']|'')*'/g, '')));
  if (own) throw new Error(`a statement's own text holds a colon pgbench would read as a variable: ${own.sql}`);
  const replaced = statements.map(({ sql, literals }) =>
    sql.replace(/\$(\d+)/g, (whole, n) => (literals.has(Number(n)) ? literal(literals.get(Number(n))) : whole)),
  );
  const left = [...within.keys()].filter((value) => replaced.some((sql) => sql.includes(value)));
  if (left.length > 0) throw new Error(`the pgbench script still holds the sample's ${left[0]}`);
  const mode = statements.some((statement) => statement.named) ? 'prepared' : 'simple';
  return {
    mode,
    text: [
      `-- One visitor's POST /api/bookings as PostgreSQL received it on ${today}, written by`,
      `-- scripts/bench/booking-transaction.mjs (node scripts/bench.mjs api, BENCH_DATABASE=postgres). Replayed with:`,
      `-- pgbench -n -M ${mode} -c ${CONNECTIONS} -j 2 -D round=0 -D first=N -f scripts/bench/booking-transaction.sql`,
      '\\set round :round + 1',
      '\\set request :first + :client_id + 1000 * :round',
      // Twelve digits whatever the request number: the tail of the booking's id, link and hash.
      '\\set unique 100000000000 + :request',
      ...replaced.map((sql) => `${sql};`),
      '',
    ].join('\n'),
  };
}

/** Percentile `p` (0..1) of sorted numbers. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * pgbench on `script` with as many clients as the API load's connections (`-j 2`), after a one-second warm-up:
 * transactions per second and the latency percentiles of its transactions (from pgbench's per-transaction log).
 */
export function pgbenchRate(database, tools, script, { first, mode }) {
  const run = (seconds, base) => {
    const dir = mkdtempSync(join(tmpdir(), 'kandy-pgbench-'));
    try {
      const result = spawnSync(
        tools.pgbench,
        [
          '-n',
          `-M${mode}`,
          `-c${CONNECTIONS}`,
          '-j2',
          `-T${seconds}`,
          '-Dround=0',
          `-Dfirst=${base}`,
          '--log',
          `--log-prefix=${join(dir, 'tx')}`,
          `-f${script}`,
          database.databaseUrl,
        ],
        { cwd: dir, encoding: 'utf8' },
      );
      const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout)?.[1]);
      const failed = Number(/number of failed transactions: (\d+)/.exec(result.stdout)?.[1] ?? 0);
      if (result.status !== 0 || !Number.isFinite(tps))
        throw new Error(`pgbench failed: ${result.stderr.split('\n').slice(0, 5).join('\n')}`);
      const latencies = readdirSync(dir)
        .flatMap((file) => readFileSync(join(dir, file), 'utf8').trim().split('\n'))
        .map((line) => Number(line.split(' ')[2]) / 1000)
        .sort((a, b) => a - b);
      return {
        rps: tps,
        p50: Math.round(percentile(latencies, 0.5)),
        p99: Math.round(percentile(latencies, 0.99)),
        total: latencies.length,
        failed,
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  run(1, first);
  // Request numbers stay within a 32-bit integer (the day's arithmetic, prepared, types them so).
  return run(DURATION_S, first + 4_000_000);
}

/** The capture, written as the script, replayed: the database's own rate for a booking's work. */
export async function databaseRate(database, env, tools) {
  const capture = await captureBooking(database, env, tools);
  const script = pgbenchScript(capture);
  writeFileSync(SCRIPT, script.text);
  return {
    statements: capture.statements,
    mode: script.mode,
    ...pgbenchRate(database, tools, SCRIPT, { first: 1_000_000, mode: script.mode }),
  };
}
