import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock on the data folder, so two servers never open one embedded database (PGlite allows one
 * process per folder). The lock file names the holder's pid: a file left by a process that no longer runs
 * (after a crash or SIGKILL) is taken over at once, so a restart never waits. A staleness timeout, as
 * proper-lockfile uses, would instead make every restart after a crash wait for that timeout.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  const me = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, me);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: string;
    try {
      holder = readFileSync(file, 'utf8').trim();
    } catch {
      continue; // removed meanwhile: try again
    }
    const [pidText, host] = holder.split('@');
    const pid = Number(pidText);
    // In a container the server is often pid 1 on every start: a file naming our own pid is our own leftover.
    const stale = !Number.isInteger(pid) || pid === process.pid || (host === hostname() && !isRunning(pid));
    if (!stale) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another server process (pid ${pidText} on ${host}). ` +
          'Stop it first, or give this one its own DATA_DIR.',
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}: another process keeps taking it.`);
}
