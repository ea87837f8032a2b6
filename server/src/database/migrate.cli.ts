import { loadConfig } from '../config/app-config';
import { openDatabase } from './database';

/**
 * `npm run db:migrate`: applies the migrations this release has and the database lacks, then exits. Every start
 * does the same; this is for a deploy that migrates before it switches traffic to the new release.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  await handle.close();
  process.stdout.write(`The ${handle.engine === 'pglite' ? 'embedded' : 'PostgreSQL'} database is up to date.\n`);
}

main().catch((error: unknown) => {
  // A locked data folder (a server is running on it) or an unreachable PostgreSQL: one line, no stack.
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Migrations not applied: ${reason}\n`);
  process.exitCode = 1;
});
