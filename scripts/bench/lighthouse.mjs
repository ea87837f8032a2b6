// 4. Browser: Lighthouse (the npm package) in Debian's Chromium, its default mobile preset (simulated slow 4G and a 4×
// slower CPU), on every public page of the built product on a seeded database: the four category scores and FCP,
// LCP, CLS, TBT, and the page's main-thread CPU time with its share of those tasks' wall-clock time and the blocking
// time that CPU time alone makes. Each page is measured RUNS times (LIGHTHOUSE_RUNS, default 3) and the median run by
// performance score is printed, with the spread of that score. Targets: performance ≥ 95; accessibility, best
// practices and SEO 100. About 15 s a run on a quiet 2-core machine: the seven pages × 3 runs take some 5 minutes.
// `JS` is the JavaScript the page fetched by the end of the run, when the network has gone quiet (first paint and what
// loads after it), as sent: the brotli files the server sends for those scripts; target ≤ 130 KB. `+ hdrs` is the
// same with each response's headers, as Lighthouse counted the transfer (about 1 KB a file here, on HTTP/1.1).
import { existsSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { heading, kb, newDatabase, ROOT, startServer, withDatabase } from './lib.mjs';
import { seedTypical } from './seed.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** LIGHTHOUSE_PAGES=/venues,/news measures only those. */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/venues',
  '/helabojun',
  '/news',
  '/our-story',
  '/directors-office',
  '/contact',
];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const JS_BUDGET = 130 * 1024;

/**
 * The JavaScript a run fetched: the brotli bytes the server sends for each script (its precompressed copy in
 * client/dist), and what Lighthouse counted as transferred, headers included.
 */
function scriptBytes(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  if (scripts.length === 0) return undefined;
  const brotli = scripts.reduce((sum, item) => {
    const file = join(ROOT, 'client/dist', new URL(item.url).pathname);
    return sum + (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : item.transferSize);
  }, 0);
  return { brotli, transferred: scripts.reduce((sum, item) => sum + item.transferSize, 0) };
}

/**
 * The page's main thread in a run's trace: the CPU time of its tasks, and that time as a share of the tasks' wall-clock
 * time. Lighthouse scales the wall-clock durations by 4 for the slow phone, so a task that waited for a core (the
 * machine's other work, Chromium's own processes, Lighthouse itself) counts as blocking: the CPU time is the page's
 * own work, steady from run to run, and the share says how much of the blocking time was waiting. `ownTbt` is the
 * blocking time the page's own work makes on the slow phone: each task after the first contentful paint, its CPU time
 * ×4, less 50 ms.
 */
function mainThreadTime(trace, origin) {
  const events = trace?.traceEvents ?? [];
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // The renderer that loaded the page: a main thread whose events name the server.
  const pageThreads = new Set(
    events
      .filter(
        (event) => mainThreads.has(`${event.pid}:${event.tid}`) && JSON.stringify(event.args ?? {}).includes(origin),
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const firstPaint = new Map(
    events.filter((event) => event.name === 'firstContentfulPaint').map((event) => [event.pid, event.ts]),
  );
  const totals = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || !pageThreads.has(thread)) continue;
    const total = totals.get(thread) ?? { cpu: 0, wall: 0, ownTbt: 0 };
    total.cpu += event.tdur ?? 0;
    total.wall += event.dur ?? 0;
    if (event.ts >= (firstPaint.get(event.pid) ?? Infinity))
      total.ownTbt += Math.max(0, (4 * (event.tdur ?? 0)) / 1000 - 50);
    totals.set(thread, total);
  }
  const busiest = [...totals.values()].sort((a, b) => b.wall - a.wall)[0] ?? { cpu: 0, wall: 0, ownTbt: 0 };
  return {
    cpu: Math.round(busiest.cpu / 1000),
    share: busiest.wall > 0 ? Math.round((100 * busiest.cpu) / busiest.wall) : 0,
    ownTbt: Math.round(busiest.ownTbt),
  };
}

/** The middle value (the upper of the two middle ones for an even count, as the median run is chosen below). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function lighthouseBench() {
  heading(
    `Lighthouse in Chromium, mobile preset, ${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} a page, load average ${loadavg()[0].toFixed(1)}`,
  );
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROME_PATH)`);
    return;
  }
  const started = performance.now();
  const startLoad = loadavg()[0];
  const database = await newDatabase();
  await withDatabase(database, seedTypical);
  const server = await startServer(database);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  let passed = 0;
  try {
    console.log(
      `  ${'page'.padEnd(18)} ${'perf'.padStart(4)} ${'(runs)'.padEnd(9)} ${'a11y'.padStart(4)} ${'best'.padStart(4)} ${'seo'.padStart(4)}  ${'result'.padEnd(6)} ${'FCP'.padStart(6)} ${'LCP'.padStart(6)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)} ${'CPU'.padStart(7)} ${'share'.padStart(5)} ${'own TBT'.padStart(7)} ${'JS'.padStart(8)} ${'+ hdrs'.padStart(8)}   failed audits   (targets: ${Object.values(TARGETS).join(' ')}, JS ≤ ${JS_BUDGET / 1024} KB)`,
    );
    for (const page of PAGES) {
      const runs = [];
      const errors = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          // Screenshots are for people reading a report; these figures do not need them.
          disableFullPageScreenshot: true,
          skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        });
        // A run Lighthouse could not finish (the page did not paint in time, on a very busy machine) has no score.
        if (result?.lhr.runtimeError || result?.lhr.categories.performance.score == null)
          errors.push(result?.lhr.runtimeError?.code ?? 'no result');
        else runs.push({ ...result.lhr, mainThread: mainThreadTime(result.artifacts.Trace, server.url) });
      }
      const failedRuns = errors.length > 0 ? `; ${errors.length} run(s) failed: ${errors.join(', ')}` : '';
      if (runs.length === 0) {
        console.log(`  ${page.padEnd(18)} no result${failedRuns}`);
        continue;
      }
      const perf = (lhr) => Math.round(lhr.categories.performance.score * 100);
      runs.sort((a, b) => perf(a) - perf(b));
      const lhr = runs[Math.floor(runs.length / 2)];
      const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const js = scriptBytes(lhr);
      const ok = CATEGORIES.every((id) => score(id) >= TARGETS[id]) && js !== undefined && js.brotli <= JS_BUDGET;
      if (ok) passed++;
      const failing = CATEGORIES.flatMap((id) =>
        id === 'performance'
          ? []
          : lhr.categories[id].auditRefs
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => ref.id),
      );
      const spread = runs.length > 1 ? `(${perf(runs[0])}–${perf(runs.at(-1))})` : '';
      const seconds = (id) => `${(audit(id) / 1000).toFixed(2)} s`;
      const others = CATEGORIES.slice(1).map((id) => String(score(id)).padStart(4));
      const metrics = [
        seconds('first-contentful-paint').padStart(6),
        seconds('largest-contentful-paint').padStart(6),
        audit('cumulative-layout-shift').toFixed(3).padStart(6),
        `${Math.round(audit('total-blocking-time'))} ms`.padStart(7),
        `${lhr.mainThread.cpu} ms`.padStart(7),
        `${lhr.mainThread.share}%`.padStart(5),
        `${median(runs.map((run) => run.mainThread.ownTbt))} ms`.padStart(7),
        (js === undefined ? '?' : kb(js.brotli)).padStart(8),
        (js === undefined ? '?' : kb(js.transferred)).padStart(8),
      ];
      console.log(
        `  ${page.padEnd(18)} ${String(score('performance')).padStart(4)} ${spread.padEnd(9)} ${others.join(' ')}  ${(ok ? 'pass' : 'FAIL').padEnd(6)} ${metrics.join(' ')}   ${failing.join(', ') || 'none'}${failedRuns}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
    await database.drop();
  }
  console.log(
    `  ${passed} of ${PAGES.length} pages meet every target; ${((performance.now() - started) / 60_000).toFixed(1)} min, load average ${loadavg()[0].toFixed(1)} at the end`,
  );
  if (Math.max(startLoad, loadavg()[0]) > cpus().length)
    console.log(
      `  note: the load average was above the ${cpus().length} cores: other work took CPU from the simulated phone, and total blocking time (and the performance score) says more about the machine than the pages`,
    );
}
