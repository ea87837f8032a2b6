import {
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBackupFile } from './backup-file';
import { createFreshFolder, giveTree, refuseSymlink, SymlinkRefusedError } from './data-folder';

/**
 * Issue 33: backup and restore run as root in a folder the server's user owns. A link that user planted (at a
 * backup's `.partial` name, among the restored files, in place of the database's folder) is never followed: the
 * file it points to, here a stand-in for /etc/shadow, is neither written nor given away.
 */
describe('the data folder: links are never followed', () => {
  let dir: string;
  let victim: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kandy-data-folder-'));
    victim = join(dir, 'shadow');
    writeFileSync(victim, 'root:secret\n', { mode: 0o600 });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a backup over a link planted at its .partial name without writing through it', async () => {
    const file = join(dir, 'park.backup');
    symlinkSync(victim, `${file}.partial`);
    await writeBackupFile(
      file,
      (async function* () {
        yield '{"kind":"header"}';
      })(),
    );
    expect(readFileSync(victim, 'utf8')).toBe('root:secret\n');
    expect(lstatSync(file).isFile()).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('makes a fresh folder in place of a link to another one', () => {
    const elsewhere = join(dir, 'elsewhere');
    mkdirSync(elsewhere);
    const restoring = join(dir, 'pglite.restoring');
    symlinkSync(elsewhere, restoring);
    createFreshFolder(restoring);
    expect(lstatSync(restoring).isDirectory()).toBe(true);
    expect(lstatSync(elsewhere).isDirectory()).toBe(true);
  });

  it('refuses a database folder that is a link', () => {
    const pglite = join(dir, 'pglite');
    expect(refuseSymlink(pglite, 'The embedded database')).toBe(false);
    symlinkSync(join(dir, 'elsewhere'), pglite);
    expect(() => refuseSymlink(pglite, 'The embedded database')).toThrow(SymlinkRefusedError);
    rmSync(pglite);
    mkdirSync(pglite);
    expect(refuseSymlink(pglite, 'The embedded database')).toBe(true);
  });

  (process.getuid?.() === 0 ? it : it.skip)(
    'gives restored files to the owner, and a link itself, never its target (as root)',
    () => {
      const folder = join(dir, 'restored');
      mkdirSync(join(folder, 'base'), { recursive: true });
      writeFileSync(join(folder, 'base', 'PG_VERSION'), '17\n');
      symlinkSync(victim, join(folder, 'base', 'planted'));
      symlinkSync(dir, join(folder, 'loop'));
      chownSync(victim, 0, 0);
      giveTree(folder, 10001, 10001);
      expect(statSync(join(folder, 'base', 'PG_VERSION')).uid).toBe(10001);
      expect(lstatSync(join(folder, 'base', 'planted')).uid).toBe(10001);
      expect(statSync(victim).uid).toBe(0);
      expect(statSync(dir).uid).toBe(0);
    },
  );
});
