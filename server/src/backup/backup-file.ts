import { once } from 'node:events';
import { createReadStream, renameSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { createPrivateFile } from './data-folder';
import type { AppliedMigration } from './schema-version';

/**
 * A backup file: gzip-compressed JSON lines, readable with `zcat`. The first line describes it (the schema version
 * among the rest), then each table's name and columns followed by its rows, one a line, in an order that satisfies
 * the foreign keys; the last line counts the rows, so a file cut short is told from a complete one.
 *
 *   {"backup":{"format":"kandy-park-backup","formatVersion":1,"takenAt":"…","engine":"pglite","migrations":[…]}}
 *   {"table":"admins","columns":["id","username",…]}
 *   {"row":{"id":"…","username":"admin",…}}
 *   …
 *   {"end":{"rows":{"admins":1,…}}}
 */
export const BACKUP_FORMAT = 'kandy-park-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  takenAt: string;
  engine: 'pglite' | 'postgres';
  /** The database's applied migrations, oldest first: its schema version. */
  migrations: AppliedMigration[];
  /** The last one's name, for people (null when the code that took it did not know it). */
  latestMigration: string | null;
}

export type BackupLine =
  | { backup: BackupHeader }
  | { table: string; columns: string[] }
  | { row: Record<string, unknown> }
  | { end: { rows: Record<string, number> } };

/** A backup that cannot be taken or restored, with a message for the person running the command. */
export class BackupError extends Error {}

/**
 * Writes `lines` (each one line of JSON text, without its newline) compressed to `file`: into `file.partial`
 * first, renamed once complete, so `file` is never a backup cut short. Readable only by the owner: it holds the
 * staff's password hashes and the visitors' personal data. A link planted at `file.partial` is replaced, never
 * followed (`createPrivateFile`).
 */
export async function writeBackupFile(file: string, lines: AsyncIterable<string>): Promise<number> {
  const partial = `${file}.partial`;
  let bytes = 0;
  const out = createPrivateFile(partial);
  try {
    await pipeline(
      async function* () {
        for await (const line of lines) yield `${line}\n`;
      },
      createGzip(),
      async function* (compressed: AsyncIterable<Buffer>) {
        for await (const chunk of compressed) {
          bytes += chunk.length;
          yield chunk;
        }
      },
      out,
    );
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
  return bytes;
}

const notABackup = (file: string, why: string) =>
  new BackupError(`${file} is not a complete Kandy Park backup (${why}). Nothing was changed.`);

/**
 * The lines of a backup file, checked as they come: the first must describe a backup of this format, and the last
 * must be the end line; a file cut short or damaged throws a BackupError.
 */
export async function* readBackupFile(file: string): AsyncGenerator<BackupLine> {
  const input = createReadStream(file);
  await Promise.race([once(input, 'open'), once(input, 'error').then(([error]) => Promise.reject(error))]).catch(
    (error: NodeJS.ErrnoException) => {
      throw new BackupError(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
    },
  );
  const gunzip = createGunzip();
  input.pipe(gunzip);
  input.on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity });
  let first = true;
  let ended = false;
  let table: string | undefined;
  const counted: Record<string, number> = {};
  try {
    for await (const text of lines) {
      if (ended) throw notABackup(file, 'there is more after its end');
      let line: BackupLine;
      try {
        line = JSON.parse(text) as BackupLine;
      } catch {
        throw notABackup(file, first ? 'it is not a backup file' : 'a line is damaged');
      }
      if (first) {
        const header = 'backup' in line ? line.backup : undefined;
        if (header?.format !== BACKUP_FORMAT) throw notABackup(file, 'it is not a backup file');
        if (header.formatVersion > BACKUP_FORMAT_VERSION) {
          throw new BackupError(
            `${file} is written in a newer backup format (${header.formatVersion}) than this version of the park's ` +
              'software reads: update the software first. Nothing was changed.',
          );
        }
        first = false;
      }
      if ('table' in line) {
        table = line.table;
        counted[table] = 0;
      } else if ('row' in line) {
        if (table === undefined) throw notABackup(file, 'a row comes before its table');
        counted[table] = (counted[table] ?? 0) + 1;
      } else if ('end' in line) {
        const expected = JSON.stringify(Object.entries(line.end.rows).sort());
        if (JSON.stringify(Object.entries(counted).sort()) !== expected) throw notABackup(file, 'rows are missing');
        ended = true;
      }
      yield line;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // zlib's errors on a file cut short or not compressed at all
    throw notABackup(file, first ? 'it is not a backup file' : 'it ends too early or is damaged');
  } finally {
    lines.close();
    input.destroy();
  }
  if (first) throw notABackup(file, 'it is empty');
  if (!ended) throw notABackup(file, 'it ends too early');
}

/** The first line of a backup file: what it holds, before anything is changed. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = readBackupFile(file);
  const { value } = await lines.next();
  await lines.return(undefined);
  return (value as { backup: BackupHeader }).backup;
}

/** Reads a whole backup file through: the counts of its end line, or a BackupError. */
export async function verifyBackupFile(file: string): Promise<{ header: BackupHeader; rows: Record<string, number> }> {
  let header: BackupHeader | undefined;
  let rows: Record<string, number> = {};
  for await (const line of readBackupFile(file)) {
    if ('backup' in line) header = line.backup;
    else if ('end' in line) rows = line.end.rows;
  }
  return { header: header as BackupHeader, rows };
}
