import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

/** The holder touches the lock this often; a lock from another host untouched for STALE_AFTER_MS is abandoned. */
const HEARTBEAT_MS = 5_000;
const STALE_AFTER_MS = 20_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the current lock file may be taken over: its holder is gone. */
function isStale(holder: string, modifiedAt: number, now: number): boolean {
  const [pidText, host] = holder.split('@');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || !host) return true;
  if (host === hostname()) {
    // In a container the server is often pid 1 on every start: a file naming our own pid is our own leftover.
    return pid === process.pid || !isRunning(pid);
  }
  // Another host (or container) shares the folder: its process cannot be asked, but a live one keeps the
  // lock fresh.
  return now - modifiedAt > STALE_AFTER_MS;
}

/**
 * An exclusive lock on the data folder, so two servers never open one embedded database (PGlite allows one
 * process per folder). The lock file names the holder as pid@host. On the same host a lock whose process is
 * gone (crash, SIGKILL) is taken over at once, so a restart never waits; a holder on another host (two
 * containers sharing a volume) refreshes the file every few seconds, and its lock is taken over only once it
 * stops doing so. A staleness timeout alone, as proper-lockfile uses, would make every restart wait.
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
      const heartbeat = setInterval(() => {
        const now = new Date();
        try {
          utimesSync(file, now, now);
        } catch {
          // The folder went away: nothing left to protect.
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
      return () => {
        clearInterval(heartbeat);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: string;
    let modifiedAt: number;
    try {
      holder = readFileSync(file, 'utf8').trim();
      modifiedAt = statSync(file).mtimeMs;
    } catch {
      continue; // removed meanwhile: try again
    }
    if (!isStale(holder, modifiedAt, Date.now())) {
      const [pidText, host] = holder.split('@');
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another server process (pid ${pidText} on ${host}). ` +
          'Stop it first, or give this one its own DATA_DIR.',
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}: another process keeps taking it.`);
}
