import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dir: string;
  const lockFile = () => join(dir, 'server.lock');
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kandy-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes a free folder, names itself in the lock and releases it', () => {
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}@${hostname()}`);
    // A file naming our own pid can only be this process's leftover (a container's pid 1 after a restart).
    const again = lockDataDir(dir);
    again();
    unlock();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder held by a live process on this host', () => {
    writeFileSync(lockFile(), `${process.ppid}@${hostname()}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another server process \(pid \d+ on /);
  });

  it('takes over at once a lock left by a process that no longer runs', () => {
    writeFileSync(lockFile(), `2147483646@${hostname()}`);
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}@${hostname()}`);
    unlock();
  });

  it('refuses a lock another host keeps fresh, and takes one it stopped refreshing', () => {
    writeFileSync(lockFile(), '1@another-container');
    expect(() => lockDataDir(dir)).toThrow(/pid 1 on another-container/);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockFile(), longAgo, longAgo);
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}@${hostname()}`);
    unlock();
  });
});
