// `npm run bench`: figures, not assertions. Starts the built server on a fresh embedded database, loads the
// public read routes with autocannon from this process over loopback, and reports the client's bundle sizes.
// Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

function bundleSizes() {
  const assets = 'client/dist/assets';
  const files = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const html = readFileSync('client/dist/index.html', 'utf8');
  const initial = files.filter((f) => html.includes(f));
  const gz = (f) => gzipSync(readFileSync(join(assets, f))).length;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nClient bundle (gzip):');
  for (const f of files.sort()) {
    console.log(
      `  ${initial.includes(f) ? 'initial ' : 'lazy    '} ${f.padEnd(42)} ${kb(statSync(join(assets, f)).size).padStart(10)} raw ${kb(gz(f)).padStart(9)} gz`,
    );
  }
  console.log(
    `  initial load of a public page: ${kb(initial.reduce((sum, f) => sum + gz(f), 0))} gz (fonts load on demand)`,
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kandy-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-password-kandy',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        /* starting */
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    console.log(
      `API throughput, ${CONNECTIONS} connections, ${DURATION_S} s each, one server process (embedded PGlite):`,
    );
    for (const path of [
      '/api/health',
      '/api/news',
      '/api/bookings?excludeVendorStalls=true',
      '/api/bookings/vendor-stalls/booked',
      '/',
    ]) {
      const result = await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: DURATION_S });
      const ok = result['2xx'];
      console.log(
        `  GET ${path.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  2xx ${ok}/${result.requests.total}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.on('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
  bundleSizes();
}

await main();
