// `npm start`'s first half: builds the client and the server only when something they are built from changed since
// their last build (or when there is no build yet), so starting again on an unchanged checkout goes straight to the
// server. Each side's inputs (source, config, the lock file) are hashed into one fingerprint, kept with the mode the
// side was built in, in node_modules/.cache/kandy-park/ (not in client/dist, which is served); a build recorded in
// another mode, or before modes were recorded, is made again. `npm run build` always builds both; so does
// `--always` (scripts/test.sh), which also records them.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMPS = join(ROOT, 'node_modules/.cache/kandy-park');

const SHARED = ['package-lock.json', 'domain/src', 'domain/package.json', 'domain/tsconfig.json'];
export const SIDES = [
  {
    name: 'client',
    // client/package.json's build sets NODE_ENV=production whatever the shell says: Vite gives a shell's NODE_ENV
    // precedence over its mode, and React and the JSX transform take their development builds from it.
    mode: 'production',
    output: 'client/dist/index.html',
    inputs: [
      ...SHARED,
      'client/src',
      'client/public',
      'client/scripts',
      'client/index.html',
      'client/package.json',
      'client/vite.config.ts',
      'client/tsconfig.json',
    ],
  },
  {
    name: 'server',
    output: 'server/dist/main.js',
    inputs: [
      ...SHARED,
      'server/src',
      'server/drizzle',
      'server/package.json',
      'server/tsconfig.json',
      'server/tsconfig.build.json',
      'nest-cli.json',
      'tsconfig.json',
      'scripts/bundle-server.mjs',
    ],
  },
];

/** Every file under `path` (a file or a folder), relative to the repository, in a stable order. */
function filesOf(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesOf))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(ROOT, file)));
  return hash.digest('hex');
}

/** What a side's stamp records: the mode it was built in (the client's) and the fingerprint of its inputs. */
export function stampOf(side, inputs) {
  return JSON.stringify({ mode: side.mode, inputs });
}

/** Why `side` must be built, or null when its build is current: it exists, from the same inputs, in its mode. */
export function reasonToBuild(side, { outputExists, stamp, inputs }) {
  if (!outputExists) return 'no build yet';
  if (stamp === null) return 'no record of its build';
  let recorded;
  try {
    recorded = JSON.parse(stamp);
  } catch {
    return 'built before modes were recorded'; // a bare fingerprint: the mode of that build is unknown
  }
  if (recorded?.mode !== side.mode) return `built in ${recorded?.mode ?? 'no'} mode`;
  if (recorded?.inputs !== inputs) return 'sources changed';
  return null;
}

function buildSides({ always }) {
  const started = performance.now();
  for (const side of SIDES) {
    const inputs = fingerprint(side.inputs);
    const stamp = join(STAMPS, `${side.name}.build-inputs`);
    const reason = always
      ? 'always'
      : reasonToBuild(side, {
          outputExists: existsSync(join(ROOT, side.output)),
          stamp: existsSync(stamp) ? readFileSync(stamp, 'utf8') : null,
          inputs,
        });
    if (reason === null) {
      console.log(`${side.name}: up to date (built from the same sources)`);
      continue;
    }
    console.log(`${side.name}: building (${reason})`);
    execFileSync('npm', ['run', '--silent', 'build', '-w', side.name], { cwd: ROOT, stdio: 'inherit' });
    mkdirSync(STAMPS, { recursive: true });
    writeFileSync(stamp, stampOf(side, inputs));
  }
  console.log(`checked in ${Math.round(performance.now() - started)} ms`);
}

// Run as a command (also through a symbolic link); imported, by its test, it only defines.
const command = process.argv[1];
if (command && existsSync(command) && realpathSync(command) === fileURLToPath(import.meta.url))
  buildSides({ always: process.argv.includes('--always') });
