// The server as one file: `nest build` compiles server/src to server/dist (TypeScript keeps the decorator metadata
// Nest's injection reads), then esbuild bundles server/dist/main.js and what it imports from node_modules into
// server/dist/main.js itself. A start then reads one file instead of resolving and compiling some 2,000 modules
// (docs/performance.md, "Start"). The backup command (server/dist/backup/backup.cli.js, `npm run backup`) is
// bundled the same way, so the container image carries it without the node_modules it imports. The other files of
// server/dist (the migration and OpenAPI commands, the modules the benchmarks and tests load) stay as `nest build`
// wrote them.
//
// Left outside the bundle, loaded from node_modules as before:
// - RUNTIME_EXTERNALS (scripts/runtime-externals.mjs): PGlite, @node-rs/argon2 and swagger-ui-dist;
//   (pdfkit is inside, its standard fonts' metrics with it: see pdfkitStandardFonts);
// - optional packages that are not installed (Nest's microservices, pg-native…): their `require` stays and fails
//   at run time inside the same try/catch that handles their absence today.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { RUNTIME_EXTERNALS } from './runtime-externals.mjs';

const ROOT = join(import.meta.dirname, '..');
const MAIN = join(ROOT, 'server/dist/main.js');
const BACKUP_CLI = join(ROOT, 'server/dist/backup/backup.cli.js');

/**
 * A package the server loads on demand (`await import('pg')`, `await import('pdfkit')`) is bundled from the files a
 * static import of it uses, its CommonJS build: resolved as an `import()`, a package with both builds (drizzle-orm,
 * pdfkit) would bring its ES module build in as a second copy, which the patches below do not know.
 */
const dynamicImportsAsRequires = {
  name: 'dynamic-imports-as-requires',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, async ({ path, kind, resolveDir, pluginData }) => {
      if (kind !== 'dynamic-import' || pluginData?.asRequire) return undefined;
      const resolved = await bundle.resolve(path, {
        kind: 'require-call',
        resolveDir,
        pluginData: { asRequire: true },
      });
      return resolved.errors.length ? undefined : resolved;
    });
  },
};

/** Bare imports that do not resolve from their importer are optional peers that are not installed. */
const missingOptional = {
  name: 'missing-optional',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
      if (path.startsWith('node:') || !importer) return undefined;
      try {
        createRequire(importer).resolve(path);
        return undefined;
      } catch {
        return { path, external: true };
      }
    });
  },
};

/**
 * Nest's packages are ES modules that load their optional peers through `createRequire(import.meta.url)`, which a
 * bundler cannot follow: left so, they would load a second copy of @nestjs/common and the rest from node_modules
 * at run time (about 0.9 s of a start). Made plain `require` calls, they are bundled once, like every other import.
 */
const nestOptionalRequires = {
  name: 'nest-optional-requires',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]node_modules[\\/]@nestjs[\\/].*\.js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('createRequire(import.meta.url)')) return undefined;
      return {
        contents: source
          .replace(/^const require = createRequire\(import\.meta\.url\);$/m, '')
          .replaceAll('createRequire(import.meta.url)', 'require'),
        loader: 'js',
      };
    });
  },
};

/**
 * pdfkit loads the metrics of the standard PDF fonts (Helvetica, which the invoices and receipts use) through a
 * `createRequire` of its own file, which the bundle would point at server/dist: made plain `require` calls of its
 * `#standard-fonts/…` imports, they are bundled like any other module (some 190 KB for all fourteen).
 */
const pdfkitStandardFonts = {
  name: 'pdfkit-standard-fonts',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]node_modules[\\/]pdfkit[\\/]js[\\/]pdfkit\.js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const contents = source.replaceAll("require$1('#standard-fonts/", "require('#standard-fonts/");
      return { contents: /[\u0100-\uffff]/.test(contents) ? escapeNonAscii(contents) : contents, loader: 'js' };
    });
  },
};

/** Every character past ASCII as a `\uXXXX` escape: the same string, regular expression or comment in JavaScript. */
const escapeNonAscii = (source) =>
  source.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * V8 keeps the bundle's source in memory (functions compile when first called), as one byte a character while
 * every character is Latin-1 and two otherwise. esbuild escapes what is past ASCII in strings but not in regular
 * expressions, and a few packages (validator's alphabets) hold Arabic, Cyrillic or Thai letters in theirs, which
 * doubled the 5 MB string. Their files are escaped as they are read.
 */
const asciiSources = {
  name: 'ascii-sources',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return /[\u0100-\uffff]/.test(source) ? { contents: escapeNonAscii(source), loader: 'js' } : undefined;
    });
  },
};

if ((await readFile(MAIN, 'utf8')).includes('const __bundleUrl =')) {
  console.log('server/dist/main.js is already bundled: `npm run build -w server` compiles it again first.');
  process.exit(0);
}
const started = performance.now();
const result = await build({
  entryPoints: [MAIN, BACKUP_CLI],
  outdir: join(ROOT, 'server/dist'),
  outbase: join(ROOT, 'server/dist'),
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Nest names providers and routes by their classes' names.
  keepNames: true,
  minifyWhitespace: true,
  sourcemap: true,
  metafile: true,
  external: RUNTIME_EXTERNALS,
  plugins: [dynamicImportsAsRequires, nestOptionalRequires, pdfkitStandardFonts, asciiSources, missingOptional],
  // Any other ES module that asks for its own address gets the bundle's.
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "'use strict';\nconst __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  // The Swagger plugin's generated metadata repeats a key (`enum`) that TypeScript also emits; harmless.
  logOverride: { 'duplicate-object-key': 'silent' },
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs).length;
const outputs = Object.entries(result.metafile.outputs).filter(([, output]) => output.entryPoint);
console.log(
  `${outputs.map(([file, output]) => `${file} (${(output.bytes / 1e6).toFixed(1)} MB)`).join(' and ')}: ${inputs} modules bundled, ${Math.round(performance.now() - started)} ms`,
);
