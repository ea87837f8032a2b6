// `npm start`'s first half: builds the client and the server only when something they are built from changed since
// their last build (or when there is no build yet), so starting again on an unchanged checkout goes straight to the
// server. Each side's inputs (source, config, the lock file) are hashed into one fingerprint, kept in
// node_modules/.cache/kandy-park/ (not in client/dist, which is served); `npm run build` always builds both.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMPS = join(ROOT, 'node_modules/.cache/kandy-park');

const SHARED = ['package-lock.json', 'domain/src', 'domain/package.json', 'domain/tsconfig.json'];
const SIDES = [
  {
    name: 'client',
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

const started = performance.now();
for (const side of SIDES) {
  const current = fingerprint(side.inputs);
  const stamp = join(STAMPS, `${side.name}.build-inputs`);
  const built = existsSync(join(ROOT, side.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current;
  if (built) {
    console.log(`${side.name}: up to date (built from the same sources)`);
    continue;
  }
  console.log(`${side.name}: building (${existsSync(join(ROOT, side.output)) ? 'sources changed' : 'no build yet'})`);
  execFileSync('npm', ['run', '--silent', 'build', '-w', side.name], { cwd: ROOT, stdio: 'inherit' });
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(stamp, current);
}
console.log(`checked in ${Math.round(performance.now() - started)} ms`);
