import { createWriteStream, lchownSync, lstatSync, mkdirSync, readdirSync, rmSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';

/**
 * Backup and restore may run as root (`docker run --user 0 … restore`) in a data folder that the server's user
 * owns: anything in it may have been put there by that user, a symbolic link to /etc/shadow included. Nothing here
 * follows a link: files are created afresh (never opened through what is there), ownership is changed on the
 * entries themselves, and a folder that is a link is refused.
 */
export class SymlinkRefusedError extends Error {}

/**
 * A new file readable by its owner only, for writing: whatever is at `path` (a leftover, or a link planted there)
 * is removed first, and the file is then created exclusively (`wx`: O_CREAT | O_EXCL, which never follows a link
 * and fails if anything took the name meanwhile).
 */
export function createPrivateFile(path: string): WriteStream {
  rmSync(path, { force: true });
  return createWriteStream(path, { flags: 'wx', mode: 0o600 });
}

/** Refuses `path` when it is a symbolic link; answers whether it exists. */
export function refuseSymlink(path: string, what: string): boolean {
  let isLink: boolean;
  try {
    isLink = lstatSync(path).isSymbolicLink();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  if (isLink) {
    throw new SymlinkRefusedError(
      `${what} ${path} is a symbolic link: refused (backup and restore never follow links in the data folder). ` +
        'Replace it with the folder itself.',
    );
  }
  return true;
}

/** An empty folder made here and now (`mkdir` without `recursive` fails if anything, a link included, is there). */
export function createFreshFolder(path: string): void {
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path, { mode: 0o700 });
}

/**
 * Gives `folder` and everything in it to `uid`:`gid` without following a link: a link itself changes owner, never
 * what it points to, and the walk does not descend through links.
 */
export function giveTree(folder: string, uid: number, gid: number): void {
  lchownSync(folder, uid, gid);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) giveTree(path, uid, gid);
    else lchownSync(path, uid, gid);
  }
}
