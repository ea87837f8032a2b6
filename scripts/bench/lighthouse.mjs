// 4. Browser: Lighthouse (the npm package) in Debian's Chromium, its default mobile preset (simulated slow 4G and a
// 4× slower CPU), on /, /venues and /news of the built product on a seeded database: the four category scores and
// FCP, LCP, CLS, TBT. Each page is measured RUNS times and the median run (by performance score) is printed.
import { loadavg } from 'node:os';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { heading, newDatabase, startServer, withDatabase } from './lib.mjs';
import { seedTypical } from './seed.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/venues', '/news'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseBench() {
  heading(
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}in Chromium, mobile preset, load average ${loadavg()[0].toFixed(1)}`,
  );
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROME_PATH)`);
    return;
  }
  const database = await newDatabase();
  await withDatabase(database, seedTypical);
  const server = await startServer(database);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    console.log(
      `  ${'page'.padEnd(10)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)}   ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)}   failed audits   (targets: 95 100 100 100)`,
    );
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        runs.push(result.lhr);
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      const score = (id) => String(Math.round((lhr.categories[id].score ?? 0) * 100)).padStart(5);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const failing = CATEGORIES.flatMap((id) =>
        id === 'performance'
          ? []
          : lhr.categories[id].auditRefs
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => ref.id),
      );
      console.log(
        `  ${page.padEnd(10)} ${CATEGORIES.map(score).join(' ')}   ${`${(audit('first-contentful-paint') / 1000).toFixed(2)} s`.padStart(7)} ${`${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`.padStart(7)} ${audit('cumulative-layout-shift').toFixed(3).padStart(6)} ${`${Math.round(audit('total-blocking-time'))} ms`.padStart(7)}   ${failing.join(', ') || 'none'}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
    await database.drop();
  }
}
