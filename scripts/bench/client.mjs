// 3. Client weight: after `vite build`, the gzip (and brotli) size of the JavaScript and CSS a first visit to each
// route loads, read from Vite's manifest: the entry with its static imports and CSS, plus the route's lazy page
// with its own. "Deferred" is what loads right after the first render (the toaster). Also checks that no module
// of the staff dashboard (src/features/admin, except its sign-in page on /admin/login) reaches a public page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { heading, kb, ROOT } from './lib.mjs';

const DIST = join(ROOT, 'client/dist');
const ROUTES = ['/', '/venues', '/news', '/admin/login'];

/** Route path → the module its `lazy` imports, read from the router's source (index route: `index: true`). */
function lazyPages() {
  const source = readFileSync(join(ROOT, 'client/src/app/router.tsx'), 'utf8');
  const pages = new Map();
  const pattern = /(?:path:\s*'([^']*)'|index:\s*true)[\s\S]*?(?=path:|index:\s*true|$)/g;
  for (const match of source.matchAll(pattern)) {
    const path = match[1] === undefined ? '/' : `/${match[1]}`;
    const lazy = /import\('\.\.\/([^']+)'\)/.exec(match[0]);
    if (lazy && !pages.has(path)) pages.set(path, `src/${lazy[1]}`.replace(/\.js$/, ''));
  }
  return pages;
}

function sizes(file) {
  const content = readFileSync(join(DIST, file));
  return { gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content).length };
}

/** Every file a manifest chunk needs (itself, its static imports, their CSS), depth first. */
function closure(manifest, key, files = new Set(), sources = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return { files, sources };
  files.add(chunk.file);
  if (chunk.src) sources.add(chunk.src);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, sources);
  return { files, sources };
}

function total(files, kind) {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    if (kind && !file.endsWith(kind)) continue;
    const size = sizes(file);
    gzip += size.gzip;
    brotli += size.brotli;
  }
  return { gzip, brotli };
}

export async function clientBench() {
  heading('Client weight: what a first visit loads, by route (after `vite build`)');
  const manifestFile = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.log('  client/dist/.vite/manifest.json is missing: run `npm run build`.');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(manifest, entryKey);
  // Modules the entry imports lazily but loads on every visit, right after the first render (the toaster).
  const deferredKeys = (manifest[entryKey].dynamicImports ?? []).filter((key) => !key.startsWith('src/'));
  const moduleKey = (module) => Object.keys(manifest).find((key) => key.replace(/\.[jt]sx?$/, '') === module);
  const pages = new Map([...lazyPages()].map(([route, module]) => [route, moduleKey(module)]));
  console.log(
    `  ${'route'.padEnd(14)} ${'JS gzip'.padStart(9)} ${'CSS gzip'.padStart(9)} ${'JS brotli'.padStart(10)}   ${'+ deferred JS gz'.padStart(16)}   dashboard modules   (target: JS gzip ≤ 100 KB, no dashboard code)`,
  );
  for (const route of ROUTES) {
    const page = pages.get(route);
    const files = new Set(entry.files);
    const sources = new Set(entry.sources);
    if (page) {
      const own = closure(manifest, page);
      own.files.forEach((file) => files.add(file));
      own.sources.forEach((source) => sources.add(source));
    }
    const deferred = new Set();
    for (const key of deferredKeys)
      closure(manifest, key).files.forEach((file) => files.has(file) || deferred.add(file));
    const js = total(files, '.js');
    const css = total(files, '.css');
    const later = total(deferred, '.js');
    const dashboard = [...sources].filter(
      (source) => source.startsWith('src/features/admin/') && !(route === '/admin/login' && source === page),
    );
    console.log(
      `  ${route.padEnd(14)} ${kb(js.gzip).padStart(9)} ${kb(css.gzip).padStart(9)} ${kb(js.brotli).padStart(10)}   ${`+ ${kb(later.gzip)}`.padStart(16)}   ${dashboard.length === 0 ? 'none' : dashboard.join(', ')}`,
    );
  }
  const compressed = Object.values(manifest).filter((chunk) => existsSync(join(DIST, `${chunk.file}.br`))).length;
  console.log(
    `  pre-compressed at build time: ${compressed} of ${Object.keys(manifest).length} chunks have .br and .gz copies (served as they are)`,
  );
}
