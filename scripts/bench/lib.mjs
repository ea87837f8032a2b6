// Shared pieces of `npm run bench`: the built server as a child process on a seeded database, autocannon runs, a bare
// node:http server for comparison, resident memory. Figures only: nothing here asserts a time.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const ENGINE = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
export const ADMIN_PASSWORD = 'bench-password-kandy';

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function heading(text) {
  console.log(`\n== ${text}`);
}

export function machine() {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z`;
}

/** `npm run build` unless both halves are already built (`--build` rebuilds anyway). */
export function ensureBuilt(force = false) {
  const built = existsSync(join(ROOT, 'server/dist/main.js')) && existsSync(join(ROOT, 'client/dist/index.html'));
  if (built && !force) return;
  console.log('Building (npm run build) …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * A place for one server's data: a fresh PGlite folder, or a fresh database on the PostgreSQL server of
 * TEST_PG_URL (scripts/with-postgres.sh starts one).
 */
export async function newDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kandy-bench-'));
  if (ENGINE === 'pglite') {
    return { dataDir, env: {}, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const { Client } = require('pg');
  const admin = async (statement) => {
    const client = new Client({ connectionString: process.env.TEST_PG_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  if (!process.env.TEST_PG_URL)
    throw new Error('BENCH_DATABASE=postgres needs TEST_PG_URL (run under scripts/with-postgres.sh)');
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(process.env.TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens the database the way the server does (migrations applied), runs `work(query)`, closes it. */
export async function withDatabase(database, work) {
  const { openDatabase } = require(join(ROOT, 'server/dist/database/database.js'));
  require('@nestjs/common').Logger.overrideLogger(false);
  const handle = await openDatabase({
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    inMemoryDatabase: false,
    inMemoryDatabaseFrom: undefined,
  });
  const client = handle.db.$client;
  const query = async (text) => {
    const result = handle.engine === 'pglite' ? await client.exec(text) : await client.query(text);
    return Array.isArray(result) ? result.at(-1) : result;
  };
  try {
    return await work(query);
  } finally {
    await handle.close();
  }
}

/**
 * Starts the built server as production does (server/bin/start.sh: its memory settings, then Node in the same
 * process) on `database`; answers once /api/health is 200, with the time that took.
 */
/**
 * Starts the built server on `database` and waits for its first healthy answer. With `{ npmStart: true }` it is
 * started as a person starts it, `npm start` (which first checks whether a build is needed), in its own process
 * group so that stopping it stops npm's children too.
 */
export async function startServer(database, extraEnv = {}, { npmStart = false } = {}) {
  const port = await freePort();
  const started = performance.now();
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under a part's load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const [command, args] = npmStart
    ? ['npm', ['start', '--silent']]
    : ['sh', [join(ROOT, 'server/bin/start.sh'), ...nodeArgs]];
  const child = spawn(command, args, {
    detached: npmStart,
    cwd: ROOT,
    env: {
      ...process.env,
      NODE: process.execPath,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench-secret',
      PORT: String(port),
      DATA_DIR: database.dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ADMIN_PASSWORD,
      RATE_LIMIT_PUBLIC_POSTS: '100000',
      CLIENT_DIR: join(ROOT, 'client/dist'),
      ...database.env,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const url = `http://127.0.0.1:${port}`;
  let healthyMs;
  for (let i = 0; i < 6000 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        healthyMs = performance.now() - started;
        break;
      }
    } catch {
      /* not listening yet */
    }
    await sleep(5);
  }
  if (healthyMs === undefined) throw new Error('the server did not become healthy');
  return {
    url,
    pid: child.pid,
    healthyMs,
    rssMb: () => rssMb(child.pid),
    async stop() {
      if (child.exitCode === null) {
        if (npmStart) process.kill(-child.pid, 'SIGTERM');
        else child.kill('SIGTERM');
      }
      await exited;
    },
  };
}

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kbytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kbytes / 1024;
}

export async function login(url) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()).token;
}

/** One autocannon run (after a one-second warm-up): requests per second, latency percentiles, failures. */
export async function load(url, options = {}) {
  const { warmup = true, expect = 200, ...rest } = options;
  const base = { url, connections: CONNECTIONS, duration: DURATION_S, ...rest };
  // `amount` (a number of requests) replaces the duration.
  if (base.amount) delete base.duration;
  if (warmup) await autocannon({ ...base, duration: 1 });
  const result = await autocannon(base);
  const ok = result.statusCodeStats?.[expect]?.count ?? 0;
  return {
    rps: result.requests.average || (result.requests.total * 1000) / Math.max(result.duration * 1000, 1),
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    total: result.requests.total,
    failed:
      result.errors +
      result.timeouts +
      Object.values(result.statusCodeStats ?? {}).reduce((sum, { count }) => sum + count, 0) -
      ok,
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
  };
}

export const row = (label, figures, extra = '') =>
  `  ${label.padEnd(58)} ${String(Math.round(figures.rps)).padStart(7)} req/s  p50 ${String(figures.p50).padStart(3)} ms  p99 ${String(figures.p99).padStart(4)} ms${figures.failed ? `  FAILED ${figures.failed}/${figures.total}` : ''}${extra}`;

/** A bare node:http server in its own process answering `body` (as JSON) to every request. */
export async function startBare(body) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/bench/bare-server.mjs'), String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(body);
  await new Promise((done) => child.stdout.once('data', done));
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

/** The same load on a bare node:http server answering a body of the same size: the machine's limit right now. */
export async function bareFigures(body, options = {}) {
  const bare = await startBare(body);
  try {
    return await load(bare.url, options);
  } finally {
    await bare.stop();
  }
}
