// `npm run bench`: speed and size figures, printed, never asserted (docs/performance.md records them next to the
// targets). Each part also runs alone: `node scripts/bench.mjs api|growth|client|lighthouse|start|documents`.
// BENCH_DATABASE=postgres (under scripts/with-postgres.sh) runs the server parts on a PostgreSQL server; a plain
// `npm run bench` does that by itself after the PGlite run when Debian's postgresql is installed.
// BENCH_SECONDS (default 8) sets the length of each load; `--build` rebuilds first (a missing build is always made).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { apiBench } from './bench/api.mjs';
import { clientBench } from './bench/client.mjs';
import { documentsBench } from './bench/documents.mjs';
import { growthBench } from './bench/growth.mjs';
import { ENGINE, ensureBuilt, machine } from './bench/lib.mjs';
import { lighthouseBench } from './bench/lighthouse.mjs';
import { startBench } from './bench/start.mjs';

const PARTS = {
  api: apiBench,
  growth: growthBench,
  client: clientBench,
  lighthouse: lighthouseBench,
  start: startBench,
  documents: documentsBench,
};
/** The parts that depend on the database engine. */
const SERVER_PARTS = ['api', 'growth', 'start'];

const args = process.argv.slice(2);
const wanted = args.filter((arg) => !arg.startsWith('--'));
for (const part of wanted) {
  if (!(part in PARTS)) {
    console.error(`Unknown part "${part}". Parts: ${Object.keys(PARTS).join(', ')}`);
    process.exit(2);
  }
}
const parts = wanted.length > 0 ? wanted : Object.keys(PARTS);

ensureBuilt(args.includes('--build'));
console.log(`Machine: ${machine()}; database: ${ENGINE}`);
for (const part of parts) {
  if (ENGINE === 'postgres' && !SERVER_PARTS.includes(part)) continue;
  await PARTS[part]();
}

// The whole run also measures the server parts on PostgreSQL, in a throwaway server, when one can be started.
const serverParts = parts.filter((part) => SERVER_PARTS.includes(part));
if (ENGINE === 'pglite' && wanted.length === 0 && serverParts.length > 0 && !process.env.BENCH_PGLITE_ONLY) {
  const hasPostgres =
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  if (!hasPostgres) {
    console.log('\nPostgreSQL parts skipped: install the server with `apt-get install -y postgresql`.');
  } else {
    const result = spawnSync('scripts/with-postgres.sh', ['node', 'scripts/bench.mjs', ...serverParts], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_DATABASE: 'postgres' },
    });
    process.exitCode = result.status ?? 1;
  }
}
