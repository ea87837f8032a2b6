import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The server package's folder (`server/`): the first folder above this module that holds the checked-in
 * migrations. Found rather than counted, because the code runs from `src` (tests), from `dist` (`nest build`) and
 * from the single bundled `dist/main.js` (scripts/bundle-server.mjs), each at its own depth.
 */
export const SERVER_ROOT = findServerRoot(__dirname);

function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`The server's migrations (server/drizzle) were not found above ${from}`);
  }
}
