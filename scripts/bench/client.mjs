// 3. Client weight: the JavaScript a first visit loads, read from the built client (client/dist): Vite's manifest
// (which chunk imports which), the chunks' source maps (which modules each chunk holds) and the built pages' HTML.
//   - Every public page (the seven of PUBLIC_PAGES) and /admin/login: the entry chunk and its static imports, plus the
//     route's lazy page chunk and its static imports, with their CSS. Target: ≤ 140 KB gzip of JavaScript each.
//   - The signed-in dashboard, first load: the same for /admin/dashboard, plus the chunk of its default tab (the
//     first of dashboard-tabs.ts) when that tab is loaded apart. Target: ≤ 200 KB gzip; the chart library (chart.js)
//     only in the Analytics tab's chunks, neither in the dashboard's first load nor on any public page.
//   - "Later": what the page can load by dynamic import after its first render (the toaster, the dialog, any part
//     split off to load when needed), counted apart. Sinhala and Tamil texts (loaded only for their readers) and
//     other routes' pages are not counted.
//   - No module of the staff dashboard (client/src/features/admin, except the sign-in page on /admin/login) on a
//     public page, first visit or later.
// Sizes are those of the files the server sends: the .gz and .br copies made at build time (gzip -9, brotli 11).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { heading, kb, ROOT } from './lib.mjs';

const CLIENT = join(ROOT, 'client');
const DIST = join(CLIENT, 'dist');
/** The public pages, each built as HTML at build time. */
const PUBLIC_PAGES = ['/', '/venues', '/helabojun', '/news', '/our-story', '/directors-office', '/contact'];
const PUBLIC_BUDGET = 140 * 1024;
const DASHBOARD_BUDGET = 200 * 1024;
const ADMIN_SOURCES = 'src/features/admin/';
const CHART_LIBRARY = 'node_modules/chart.js/';
/** Sinhala and Tamil texts: `*.messages.si.ts`, `*.messages.ta.ts`. */
const LANGUAGE_PACK = /\.(si|ta)\.[cm]?[jt]sx?$/;

const withoutExtension = (module) => module.replace(/\.[cm]?[jt]sx?$/, '');
const verdict = (ok) => (ok ? 'pass' : 'FAIL');

/** Route path → the source module its `lazy` imports (`src/...`, no extension), read from the router's source. */
function routeModules() {
  const file = 'src/app/router.tsx';
  const source = readFileSync(join(CLIENT, file), 'utf8');
  const resolve = (specifier) =>
    specifier.startsWith('@/')
      ? `src/${specifier.slice(2)}`
      : posix.normalize(posix.join(posix.dirname(file), specifier));
  const routes = new Map();
  const segment = /(?:path:\s*['"]([^'"]*)['"]|index:\s*true)[\s\S]*?(?=path:|index:\s*true|$)/g;
  for (const match of source.matchAll(segment)) {
    const path = match[1] === undefined || match[1] === '/' ? '/' : `/${match[1].replace(/^\//, '')}`;
    const lazy = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(match[0]);
    if (lazy && !routes.has(path)) routes.set(path, withoutExtension(resolve(lazy[1])));
  }
  return routes;
}

/** The pages built as HTML and their lazy page module (null: in the entry), from entry-prerender.tsx. */
function prerenderedModules() {
  const file = join(CLIENT, 'src/entry-prerender.tsx');
  if (!existsSync(file)) return new Map();
  const block = /PRERENDERED_PAGES[^=]*=\s*\{([\s\S]*?)\n\}/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const pages = new Map();
  for (const [, path, module] of block.matchAll(/['"](\/[^'"]*)['"]\s*:\s*(null|['"][^'"]+['"])/g))
    pages.set(path, module === 'null' ? null : withoutExtension(module.slice(1, -1)));
  return pages;
}

/** The dashboard's default tab: the first of dashboard-tabs.ts beside DashboardPage (Bookings when not found). */
function defaultTab(dashboardKey) {
  const file = join(CLIENT, dirname(dashboardKey), 'dashboard-tabs.ts');
  if (!existsSync(file)) return 'bookings';
  return /id:\s*['"]([\w-]+)['"]/.exec(readFileSync(file, 'utf8'))?.[1] ?? 'bookings';
}

export async function clientBench() {
  heading('Client weight: the JavaScript a first visit loads (client/dist: manifest, source maps, built pages)');
  const manifestFile = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.log('  client/dist/.vite/manifest.json is missing: run `npm run build`.');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const keyOf = (module) =>
    module && Object.keys(manifest).find((key) => withoutExtension(key) === module || key === `${module}/index.tsx`);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const routes = routeModules();
  const prerendered = prerenderedModules();
  const routeKeys = new Set([...routes.values()].map(keyOf).filter(Boolean));

  const sizeCache = new Map();
  /** gzip and brotli bytes of a built file as the server sends it (its precompressed copies, else compressed here). */
  function sizes(file) {
    if (!sizeCache.has(file)) {
      const path = join(DIST, file);
      const content = readFileSync(path);
      sizeCache.set(file, {
        gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(content, { level: 9 }).length,
        brotli: existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(content).length,
      });
    }
    return sizeCache.get(file);
  }
  const total = (files, ext, kind = 'gzip') =>
    [...files].filter((file) => file.endsWith(ext)).reduce((sum, file) => sum + sizes(file)[kind], 0);

  const sourceCache = new Map();
  /** The source modules a built chunk holds (`src/...`, `node_modules/...`), from its source map. */
  function sourcesOf(file) {
    if (!sourceCache.has(file)) {
      const map = join(DIST, `${file}.map`);
      let sources = [];
      if (existsSync(map)) {
        const base = posix.dirname(posix.join('client/dist', file));
        sources = JSON.parse(readFileSync(map, 'utf8')).sources.map((source) => {
          const path = posix.normalize(posix.join(base, source));
          return path.includes('node_modules/')
            ? `node_modules/${path.split('node_modules/').pop()}`
            : path.replace(/^client\//, '');
        });
      } else {
        // No source map: the chunk's own module is all that is known.
        const chunk = Object.values(manifest).find((value) => value.file === file);
        if (chunk?.src) sources = [chunk.src];
      }
      sourceCache.set(file, sources);
    }
    return sourceCache.get(file);
  }

  /** A chunk with its static imports: manifest keys and built files (JS and CSS), depth first. */
  function closure(key, into = { keys: new Set(), files: new Set() }) {
    const chunk = manifest[key];
    if (!chunk || into.keys.has(key)) return into;
    into.keys.add(key);
    into.files.add(chunk.file);
    for (const css of chunk.css ?? []) into.files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  }
  const union = (...sets) => {
    const into = { keys: new Set(), files: new Set() };
    for (const set of sets) {
      set.keys.forEach((key) => into.keys.add(key));
      set.files.forEach((file) => into.files.add(file));
    }
    return into;
  };

  /**
   * What a loaded set can load later by dynamic import: not language packs, not other routes' pages, not the
   * dashboard's other tabs (`skip`). Files already loaded are not counted again; `roots` gives the files each
   * dynamic import adds.
   */
  function later(loaded, skip = () => false) {
    const found = { keys: new Set(), files: new Set(), roots: new Map() };
    const queue = [...loaded.keys];
    while (queue.length > 0) {
      for (const dynamic of manifest[queue.shift()]?.dynamicImports ?? []) {
        if (loaded.keys.has(dynamic) || found.keys.has(dynamic)) continue;
        if (LANGUAGE_PACK.test(dynamic) || routeKeys.has(dynamic) || skip(dynamic)) continue;
        const more = closure(dynamic);
        for (const key of more.keys) {
          if (loaded.keys.has(key) || found.keys.has(key)) continue;
          found.keys.add(key);
          queue.push(key);
        }
        const added = [...more.files].filter((file) => !loaded.files.has(file) && !found.files.has(file));
        added.forEach((file) => found.files.add(file));
        found.roots.set(dynamic, added);
      }
    }
    return found;
  }

  const entry = closure(entryKey);
  const rows = [];
  /** Each dynamic import that some page loads later → the most JavaScript it adds there (gzip). */
  const laterRoots = new Map();
  function measure(label, firstVisit, budget, { skipLater, allowedAdmin = new Set(), note = '' } = {}) {
    const deferred = later(firstVisit, skipLater);
    for (const [key, files] of deferred.roots)
      laterRoots.set(key, Math.max(laterRoots.get(key) ?? 0, total(files, '.js')));
    const adminModules = [...new Set([...firstVisit.files, ...deferred.files].flatMap(sourcesOf))].filter(
      (source) => source.startsWith(ADMIN_SOURCES) && !allowedAdmin.has(source),
    );
    const row = {
      label,
      budget,
      first: firstVisit,
      deferred,
      js: total(firstVisit.files, '.js'),
      jsBrotli: total(firstVisit.files, '.js', 'brotli'),
      css: total(firstVisit.files, '.css'),
      later: total(deferred.files, '.js'),
      adminModules,
      note,
    };
    rows.push(row);
    return row;
  }

  // Public pages and the sign-in page.
  const notes = [];
  const publicRows = [];
  for (const route of PUBLIC_PAGES) {
    const module = prerendered.has(route) ? prerendered.get(route) : (routes.get(route) ?? null);
    const pageKey = keyOf(module);
    if (module && !pageKey) notes.push(`${route}: its page module ${module} is not in the manifest`);
    const firstVisit = pageKey ? union(entry, closure(pageKey)) : union(entry);
    publicRows.push(measure(route, firstVisit, PUBLIC_BUDGET));
    // The built page lists the scripts it needs for start.js to load: they should be exactly the first visit's.
    const html = join(DIST, 'pages', `${route === '/' ? 'index' : route.slice(1)}.html`);
    if (!existsSync(html)) {
      notes.push(`${route}: not built as a page (no client/dist/pages/${posix.basename(html)})`);
      continue;
    }
    const listed = /<script defer src="\/start\.js" data-modules="([^"]*)"><\/script>/.exec(readFileSync(html, 'utf8'));
    if (!listed) notes.push(`${route}: the built page does not start its scripts with start.js`);
    const linked = new Set((listed?.[1] ?? '').split(' ').map((file) => file.replace(/^\//, '')));
    const expected = [...firstVisit.files].filter((file) => file.endsWith('.js'));
    const missing = expected.filter((file) => !linked.has(file));
    const extra = [...linked].filter((file) => !firstVisit.files.has(file));
    if (missing.length > 0 || extra.length > 0)
      notes.push(
        `${route}: the built page's <head> differs from the manifest (not linked: ${missing.join(', ') || 'none'}; linked besides: ${extra.join(', ') || 'none'})`,
      );
  }
  const loginKey = keyOf(routes.get('/admin/login'));
  if (loginKey) {
    const own = closure(loginKey);
    measure('/admin/login', union(entry, own), PUBLIC_BUDGET, {
      allowedAdmin: new Set(sourcesOf(manifest[loginKey].file)),
    });
  } else notes.push('/admin/login: no lazy page found in client/src/app/router.tsx');

  // The signed-in dashboard: its page, and its default tab's chunk when that tab is loaded apart.
  const dashboardKey = keyOf(routes.get('/admin/dashboard'));
  let dashboardRow;
  let analyticsKey;
  if (dashboardKey) {
    const tab = defaultTab(dashboardKey);
    const tabsDir = `${posix.dirname(dashboardKey)}/tabs/`;
    const isTab = (key) => key.startsWith(tabsDir);
    let firstLoad = union(entry, closure(dashboardKey));
    for (const key of [...firstLoad.keys])
      for (const dynamic of manifest[key].dynamicImports ?? [])
        if (dynamic.startsWith(`${tabsDir}${tab}/`)) firstLoad = union(firstLoad, closure(dynamic));
    dashboardRow = measure('signed-in dashboard, first load', firstLoad, DASHBOARD_BUDGET, {
      skipLater: isTab,
      allowedAdmin: { has: () => true },
      note: `(${tab} tab open)`,
    });
    analyticsKey = Object.keys(manifest).find(
      (key) => key.startsWith(`${tabsDir}analytics/`) && manifest[key].isDynamicEntry,
    );
  } else notes.push('/admin/dashboard: no lazy page found in client/src/app/router.tsx');

  const LABEL = 34;
  const line = (label, value, target, ok, detail) =>
    console.log(
      `  ${label.padEnd(LABEL)} ${value.padStart(9)}  ${target.padEnd(10)} ${(typeof ok === 'string' ? ok : verdict(ok)).padEnd(6)} ${detail}`,
    );
  line(
    'first visit',
    'JS gzip',
    'target',
    'result',
    `${'CSS gzip'.padStart(8)} ${'JS brotli'.padStart(9)}  ${'+ later JS gz'.padStart(13)}   dashboard code`,
  );
  for (const row of rows) {
    const isDashboard = row === dashboardRow;
    row.ok = row.js <= row.budget && (isDashboard || row.adminModules.length === 0);
    const adminText = isDashboard
      ? `its own ${row.note}`
      : row.adminModules.length === 0
        ? 'none'
        : row.adminModules.join(', ');
    line(
      row.label,
      kb(row.js),
      `≤ ${row.budget / 1024} KB`,
      row.ok,
      `${kb(row.css).padStart(8)} ${kb(row.jsBrotli).padStart(9)}  ${`+ ${kb(row.later)}`.padStart(13)}   ${adminText}`,
    );
  }

  // The chart library: only in the Analytics tab's chunks.
  let chartOk = false;
  if (dashboardRow && analyticsKey) {
    const chartFiles = new Set(
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.js') && sourcesOf(file).some((source) => source.startsWith(CHART_LIBRARY))),
    );
    const analytics = closure(analyticsKey);
    const opened = [...analytics.files].filter((file) => !dashboardRow.first.files.has(file));
    const inFirstLoad = [...chartFiles].filter((file) => dashboardRow.first.files.has(file));
    const onPublic = [...chartFiles].filter((file) =>
      publicRows.some((row) => row.first.files.has(file) || row.deferred.files.has(file)),
    );
    const outside = [...chartFiles].filter((file) => !analytics.files.has(file));
    chartOk = chartFiles.size > 0 && inFirstLoad.length === 0 && onPublic.length === 0 && outside.length === 0;
    const problems = [
      outside.length > 0 && `outside the Analytics tab's chunks: ${outside.join(', ')}`,
      inFirstLoad.length > 0 && `in the dashboard's first load: ${inFirstLoad.join(', ')}`,
      onPublic.length > 0 && `on a public page: ${onPublic.join(', ')}`,
    ].filter(Boolean);
    line(
      'chart.js: Analytics tab only',
      `+ ${kb(total(opened, '.js'))}`,
      'on opening',
      chartOk,
      chartFiles.size === 0
        ? 'chart.js not found in any chunk (no source maps?)'
        : `chart.js in ${[...chartFiles].map((file) => posix.basename(file)).join(', ')}${problems.length > 0 ? `; ${problems.join('; ')}` : ''}`,
    );
  } else line('chart.js: Analytics tab only', '', '', false, 'no Analytics tab chunk found');

  const dashboardOnPublic = publicRows.filter((row) => row.adminModules.length > 0);
  line(
    'dashboard code on public pages',
    '',
    'none',
    dashboardOnPublic.length === 0,
    dashboardOnPublic.length === 0
      ? 'none, first visit or later'
      : `on ${dashboardOnPublic.map((row) => row.label).join(', ')}`,
  );

  const name = (key) =>
    key.includes('node_modules/')
      ? key.split('node_modules/').pop().split('/dist/')[0]
      : withoutExtension(posix.basename(key));
  const laterList = [...laterRoots].map(([key, bytes]) => `${name(key)} ${kb(bytes)}`).join(', ');
  console.log(`  later (dynamic imports after the first render, or when needed): ${laterList || 'nothing'}`);
  for (const note of notes) console.log(`  note: ${note}`);
  const passed = rows.filter((row) => row.ok).length + (chartOk ? 1 : 0) + (dashboardOnPublic.length === 0 ? 1 : 0);
  const compressed = Object.values(manifest).filter((chunk) => existsSync(join(DIST, `${chunk.file}.br`))).length;
  console.log(
    `  ${passed} of ${rows.length + 2} within target; .br and .gz copies made at build time: ${compressed} of ${Object.keys(manifest).length} files (not the woff2 fonts)`,
  );
}
