// Gathers what the container image runs, after `npm run build`, into one folder (default .runtime/): the bundled
// server and backup command, the migrations and launchers, the built client, and from node_modules only the
// packages the bundles load at run time (scripts/runtime-externals.mjs), without source maps, type declarations
// and the PGlite extensions the schema does not use. The Dockerfile copies the folder into the image as /app. Usage: pack-runtime.mjs [DIR]
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { RUNTIME_EXTERNALS } from './runtime-externals.mjs';

const ROOT = join(import.meta.dirname, '..');
const OUT = process.argv[2] ?? join(ROOT, '.runtime');
/** The one PGlite extension the migrations create (btree_gist, for the no-overlap constraint on bookings). */
const PGLITE_EXTENSIONS = ['btree_gist'];

if (!existsSync(join(ROOT, 'server/dist/main.js')))
  throw new Error('server/dist/main.js is missing: npm run build first');
rmSync(OUT, { recursive: true, force: true });
const copy = (from, to = from) => cpSync(join(ROOT, from), join(OUT, to), { recursive: true });
// The backup command (`npm run backup`, `npm run restore`: server/bin/backup.sh) is bundled like the server.
for (const file of [
  'package.json',
  'server/package.json',
  'server/dist/main.js',
  'server/dist/backup/backup.cli.js',
  'server/drizzle',
  'server/bin',
  // The fonts of the invoice and receipt PDFs.
  'server/assets',
])
  copy(file);
copy('client/dist');

/** The folder of an installed package, found where the server's `require` looks for it. */
const requireFromServer = createRequire(join(ROOT, 'server/package.json'));
function packageDir(name) {
  const dir = requireFromServer.resolve
    .paths(name)
    ?.map((modules) => join(modules, name))
    .find((path) => existsSync(path));
  if (!dir) throw new Error(`${name} is not installed`);
  return dir;
}

const packages = RUNTIME_EXTERNALS.map((name) => [name, packageDir(name)]);
// The native addon's prebuilt binaries: optional packages named after it, one per platform, installed for this one.
const argon2 = packageDir('@node-rs/argon2');
for (const entry of readdirSync(dirname(argon2)))
  if (entry.startsWith('argon2-')) packages.push([`@node-rs/${entry}`, join(dirname(argon2), entry)]);

const unneeded = (path) =>
  /\.(map|d\.ts|d\.cts|d\.mts)$/.test(path) ||
  // PGlite's extension bundles other than the ones the schema uses
  (/@electric-sql\/pglite\/dist\/[^/]+\.tar\.gz$/.test(path) &&
    !PGLITE_EXTENSIONS.some((name) => path.endsWith(`/${name}.tar.gz`))) ||
  // Swagger UI's other builds: the page loads swagger-ui-bundle.js
  /swagger-ui-dist\/(swagger-ui\.js|swagger-ui-es-bundle.*\.js)$/.test(path);

for (const [name, from] of packages)
  cpSync(from, join(OUT, 'node_modules', name), {
    recursive: true,
    filter: (source) => !unneeded(source.replaceAll('\\', '/')),
  });

const size = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).reduce((total, entry) => total + size(join(path, entry)), 0)
    : statSync(path).size;
console.log(
  `runtime in ${OUT}: ${(size(OUT) / 2 ** 20).toFixed(1)} MiB (node_modules ${(size(join(OUT, 'node_modules')) / 2 ** 20).toFixed(1)} MiB: ${packages.map(([name]) => name).join(', ')})`,
);
