// 5. Start and memory: time from process start to a healthy /api/health on an existing data folder (created and
// seeded by an earlier start), the server alone and through `npm start` on an unchanged checkout (which checks
// whether to build first), and resident memory after start and after a load of the public reads.
import { loadavg } from 'node:os';
import { ENGINE, heading, load, newDatabase, startServer, withDatabase } from './lib.mjs';
import { publicReads } from './api.mjs';
import { seedTypical } from './seed.mjs';

const STARTS = 5;

export async function startBench() {
  heading(`Start and memory (${ENGINE}), load average ${loadavg()[0].toFixed(1)}`);
  const database = await newDatabase();
  try {
    await withDatabase(database, seedTypical);
    const first = await startServer(database);
    await first.stop();
    const times = [];
    let rss = { started: 0, loaded: 0 };
    for (let i = 0; i < STARTS; i++) {
      const server = await startServer(database);
      times.push(server.healthyMs);
      if (i === STARTS - 1) {
        rss.started = server.rssMb();
        for (const path of publicReads()) await load(`${server.url}${path}`, { warmup: false });
        rss.loaded = server.rssMb();
      }
      await server.stop();
    }
    times.sort((a, b) => a - b);
    console.log(
      `  start to healthy on an existing data folder: median ${(times[Math.floor(STARTS / 2)] / 1000).toFixed(2)} s, best ${(times[0] / 1000).toFixed(2)} s, worst ${(times.at(-1) / 1000).toFixed(2)} s over ${STARTS} starts (target ≤ 2 s)`,
    );
    // `npm start` as a person runs it again: the first run here builds if this checkout has not been built by it.
    await (await startServer(database, {}, { npmStart: true })).stop();
    const npmTimes = [];
    for (let i = 0; i < STARTS; i++) {
      const server = await startServer(database, {}, { npmStart: true });
      npmTimes.push(server.healthyMs);
      await server.stop();
    }
    npmTimes.sort((a, b) => a - b);
    console.log(
      `  npm start again on an unchanged checkout, to healthy: median ${(npmTimes[Math.floor(STARTS / 2)] / 1000).toFixed(2)} s, best ${(npmTimes[0] / 1000).toFixed(2)} s, worst ${(npmTimes.at(-1) / 1000).toFixed(2)} s over ${STARTS} starts (target ≤ 3 s)`,
    );
    console.log(
      `  RSS after start ${rss.started.toFixed(0)} MB; after loading every public read ${rss.loaded.toFixed(0)} MB (target ≤ 250 MB)`,
    );
  } finally {
    await database.drop();
  }
}
