import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import { describeError } from '../common/database-errors';
import { databaseLocation } from '../config/database-location';
import { ConfigError } from '../config/env-values';
import { DataDirLockedError, lockDataDir } from '../database/data-dir-lock';
import { type Database, openPgliteFolder, openPgliteIn } from '../database/database';
import * as schema from '../database/schema';
import { checkBooks, describeBooks } from '../money';
import { BackupError, type BackupHeader, verifyBackupFile } from './backup-file';
import { createFreshFolder, createPrivateFile, giveTree, refuseSymlink, SymlinkRefusedError } from './data-folder';
import { BACKUP_ENDPOINT_FILE, type BackupEndpointAddress } from './endpoint-address';
import { type IssuedNumber, issuedNumbers } from './document-counters';
import { describeGap, type LastNumber, parseLastNumber, restoreNumberGap, type SetAsideGap } from './number-gaps';
import { describeRows, parkRows, type RestoreSummary, restoreBackup } from './restore-backup';
import { migrationsAround } from './schema-version';
import { takeBackup } from './take-backup';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (server/bin/backup.sh): the park's data where
 * the server finds it, PostgreSQL in DATABASE_URL or else the embedded database in DATA_DIR (docs/deploy.md,
 * "Backups").
 */
const USAGE = `Usage:
  npm run backup -- FILE              write a backup of the park's data to FILE, also while the park is open
  npm run restore -- FILE [--force] [--last NUMBER]...
                                      load FILE into an empty data folder or database (--force: replace its data);
                                      --last RCT-2027-00123: the last number of a series given out after the backup
                                      (from the accounts mailbox), so it continues exactly after it
  npm run books:check                 check that every money document and the ledger agree
The data is where the server finds it: PostgreSQL in DATABASE_URL, or else the embedded database in DATA_DIR
(default ./data). A .env file in this folder is read, as npm start reads it.`;

class UsageError extends Error {}

interface Command {
  name: 'backup' | 'restore' | 'books-check';
  file: string;
  force: boolean;
  /** `--last`: the last numbers staff know were given out (restore only). */
  last: LastNumber[];
}

/** `--last X` and `--last=X` taken out of `args`: the numbers given, and the arguments left. */
function lastNumbers(args: string[]): { last: string[]; rest: string[] } {
  const last: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg.startsWith('--last=')) last.push(arg.slice('--last='.length));
    else if (arg === '--last') {
      const value = args[++i];
      if (value === undefined || value.startsWith('-'))
        throw new UsageError('--last needs a number: --last RCT-2027-00123.');
      last.push(value);
    } else rest.push(arg);
  }
  return { last, rest };
}

function parseCommand(argv: string[]): Command {
  const [name, ...args] = argv;
  if (name === 'books-check' && args.length === 0) return { name, file: '', force: false, last: [] };
  if (name !== 'backup' && name !== 'restore') throw new UsageError('Say backup, restore or books-check.');
  const { last, rest } = name === 'restore' ? lastNumbers(args) : { last: [], rest: args };
  const force = rest.includes('--force');
  const unknown = rest.find((arg) => arg.startsWith('-') && !(arg === '--force' && name === 'restore'));
  if (unknown) throw new UsageError(`Unknown option ${unknown}.`);
  const files = rest.filter((arg) => !arg.startsWith('-'));
  if (files.length !== 1)
    throw new UsageError(`Name one backup file${files.length ? ` (got ${files.join(', ')})` : ''}.`);
  const numbers = last.map(parseLastNumber);
  const twice = numbers.find((a, i) => numbers.some((b, j) => j < i && a.kind === b.kind && a.year === b.year));
  if (twice) throw new UsageError(`Give one --last per series: ${twice.kind} ${twice.year} is given twice.`);
  return { name, file: resolve(files[0] as string), force, last: numbers };
}

const size = (bytes: number) => (bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);
const totalRows = (rows: Record<string, number>) => Object.values(rows).reduce((sum, n) => sum + n, 0);
/** What a backup holds: its description and each table's rows. */
type Contents = { header: BackupHeader; rows: Record<string, number> };

const schemaOf = (header: BackupHeader) => header.latestMigration ?? `${header.migrations.length} migrations`;

async function withPostgres<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`Cannot reach the PostgreSQL server in DATABASE_URL: ${error.message}`);
  });
  try {
    return await work(drizzlePostgres(client, { schema }));
  } finally {
    await client.end();
  }
}

async function withPglite<T>(client: PGlite, work: (db: Database) => Promise<T>): Promise<T> {
  try {
    return await work(drizzlePglite(client, { schema }));
  } finally {
    await client.close();
  }
}

/** The running server that holds DATA_DIR takes the backup and sends it (`backup-endpoint.ts`). */
async function backupFromServer(dataDir: string, file: string, locked: DataDirLockedError): Promise<Contents> {
  const addressFile = join(dataDir, BACKUP_ENDPOINT_FILE);
  let address: BackupEndpointAddress;
  try {
    address = JSON.parse(readFileSync(addressFile, 'utf8')) as BackupEndpointAddress;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'EACCES'
        ? `${addressFile} is not readable by this user: run the backup as the user the server runs as.`
        : `${locked.message.replace(/ Stop it first.*$/, '')} It offers no backup (${addressFile} is missing): stop ` +
            'it and run the backup again, or update it.',
    );
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${address.port}/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${address.token}` },
    });
  } catch (error) {
    throw new BackupError(
      `The server holding ${dataDir} did not answer on its backup port ${address.port}: ` +
        `${((error as Error).cause as Error | undefined)?.message ?? (error as Error).message}`,
    );
  }
  if (response.status !== 200 || !response.body) {
    throw new BackupError(`The server refused the backup (${response.status}): ${(await response.text()).trim()}`);
  }
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body as ReadableStream), createPrivateFile(partial));
    const contents = await verifyBackupFile(partial);
    renameSync(partial, file);
    return contents;
  } finally {
    rmSync(partial, { force: true });
  }
}

async function backup({ file }: Command): Promise<void> {
  const { databaseUrl, dataDir } = databaseLocation(process.env);
  if (!existsSync(dirname(file))) throw new BackupError(`Cannot write ${file}: its folder does not exist.`);
  let contents: Contents;
  let from: string;
  if (databaseUrl) {
    contents = await withPostgres(databaseUrl, (db) => takeBackup(db, 'postgres', file));
    from = 'the PostgreSQL database in DATABASE_URL';
  } else {
    if (!existsSync(join(dataDir, 'pglite'))) {
      throw new BackupError(`There is no park database in ${dataDir} (DATA_DIR, default ./data): nothing to back up.`);
    }
    try {
      const { client, unlock } = await openPgliteFolder(dataDir);
      try {
        contents = await withPglite(client, (db) => takeBackup(db, 'pglite', file));
      } finally {
        unlock();
      }
      from = `the embedded database in ${dataDir}`;
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      contents = await backupFromServer(dataDir, file, error);
      from = `the embedded database in ${dataDir}, taken by the running server`;
    }
  }
  const { header, rows } = contents;
  process.stdout.write(
    `Backup written to ${file} (${size(statSync(file).size)}): ${totalRows(rows)} rows of ` +
      `${Object.keys(rows).length} tables from ${from}, schema ${schemaOf(header)}.\n`,
  );
}

/**
 * Files restored by root belong to whoever owns the data folder, so the server (not root in the image) opens them;
 * a link among them changes owner itself, never what it points to (`giveTree`).
 */
function giveToOwnerOf(dataDir: string, folder: string): void {
  if (process.getuid?.() !== 0) return;
  const { uid, gid } = statSync(dataDir);
  if (uid === 0) return;
  giveTree(folder, uid, gid);
}

/**
 * Into DATA_DIR: the backup is loaded into a new folder beside the database, which takes the database's place only
 * once complete; a database it replaces (--force) is kept aside.
 */
async function restoreToFolder(
  dataDir: string,
  file: string,
  force: boolean,
  numbers: RestoreNumbers,
): Promise<{ summary: RestoreSummary; into: string; note?: string }> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(`${error.message.replace(/ Stop it first.*$/, '')} Stop the server, then restore.`);
    }
    throw error;
  }
  try {
    const current = join(dataDir, 'pglite');
    refuseSymlink(current, 'The embedded database');
    // What the database there holds, and the document numbers it has issued: the restored one continues after them.
    const { present, issued } =
      existsSync(current) && readdirSync(current).length > 0
        ? await withPglite(await openPgliteIn(current), async (db) => ({
            present: await parkRows(db),
            issued: await issuedNumbers(db),
          }))
        : { present: {}, issued: [] as IssuedNumber[] };
    const aside = join(dataDir, `pglite-before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    if (Object.keys(present).length > 0 && !force) {
      throw new BackupError(
        `DATA_DIR ${dataDir} already holds the park's data (${describeRows(present)}). Restoring replaces it: run ` +
          'the restore again with --force to do so (the database there is then kept aside in that folder). ' +
          'Nothing was changed.',
      );
    }
    const restoring = join(dataDir, 'pglite.restoring');
    // Made here and now: a link left in its place is removed, and one planted meanwhile makes this fail.
    createFreshFolder(restoring);
    let summary: RestoreSummary;
    try {
      summary = await withPglite(await openPgliteIn(restoring), (db) =>
        restoreBackup(db, file, { replace: false, place: `DATA_DIR ${dataDir}`, issued, numbers }),
      );
    } catch (error) {
      rmSync(restoring, { recursive: true, force: true });
      throw error;
    }
    giveToOwnerOf(dataDir, restoring);
    let note: string | undefined;
    if (Object.keys(present).length > 0) {
      renameSync(current, aside);
      note = `The database that was there is kept in ${aside}: delete it once you no longer need it.`;
    } else {
      rmSync(current, { recursive: true, force: true });
    }
    renameSync(restoring, current);
    return { summary, into: `DATA_DIR ${dataDir}`, note };
  } finally {
    unlock();
  }
}

type RestoreNumbers = { gap: number; last: LastNumber[] };

const describeSetAside = (gaps: SetAsideGap[]): string =>
  gaps.length === 0
    ? ''
    : `Numbers set aside, as documents given out after the backup may hold them (enter a lost one under its own ` +
      `number, POST /api/bookings/admin/lost-documents): ${gaps.map(describeGap).join(', ')}.\n`;

async function restore({ file, force, last }: Command): Promise<void> {
  const { databaseUrl, dataDir } = databaseLocation(process.env);
  const numbers: RestoreNumbers = { gap: restoreNumberGap(process.env), last };
  // Refused before anything is touched: a file that is not a complete backup, or one from newer software.
  const { header } = await verifyBackupFile(file);
  migrationsAround(header.migrations, header.latestMigration);
  const { summary, into, note } = databaseUrl
    ? {
        summary: await withPostgres(databaseUrl, (db) =>
          restoreBackup(db, file, { replace: force, place: 'The database in DATABASE_URL', numbers }),
        ),
        into: 'the PostgreSQL database in DATABASE_URL',
      }
    : await restoreToFolder(dataDir, file, force, numbers);
  process.stdout.write(
    `Restored ${file} (taken ${header.takenAt}, schema ${schemaOf(header)}): ${totalRows(summary.rows)} rows of ` +
      `${Object.keys(summary.rows).length} tables into ${into}.\n` +
      (summary.migratedSince.length > 0 ? `Migrated since the backup: ${summary.migratedSince.join(', ')}.\n` : '') +
      (summary.keptNumbers.length > 0
        ? `Document numbers continue after those already issued: ${summary.keptNumbers
            .map(({ kind, year, last }) => `${kind} ${year} after no. ${last}`)
            .join(', ')}.\n`
        : '') +
      describeSetAside(summary.setAside) +
      (note ? `${note}\n` : ''),
  );
}

/** `npm run books:check`: prints each difference between the documents and the ledger; exit 1 when there is one. */
async function booksCheck(): Promise<void> {
  const { databaseUrl, dataDir } = databaseLocation(process.env);
  const check = (db: Database) => checkBooks(db);
  let outcome: Awaited<ReturnType<typeof check>>;
  if (databaseUrl) {
    outcome = await withPostgres(databaseUrl, check);
  } else {
    if (!existsSync(join(dataDir, 'pglite'))) {
      throw new BackupError(`There is no park database in ${dataDir} (DATA_DIR, default ./data): nothing to check.`);
    }
    try {
      const { client, unlock } = await openPgliteFolder(dataDir);
      try {
        outcome = await withPglite(client, check);
      } finally {
        unlock();
      }
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new BackupError(
        `${error.message.replace(/ Stop it first.*$/, '')} Check the books from the dashboard (Invoices, Check the books), or stop it and run this again.`,
      );
    }
  }
  process.stdout.write(`${describeBooks(outcome.differences, outcome.counted).join('\n')}\n`);
  if (outcome.differences.length > 0) process.exitCode = 1;
}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const command = parseCommand(process.argv.slice(2));
  if (command.name === 'books-check') return booksCheck();
  await (command.name === 'backup' ? backup(command) : restore(command));
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  // What the person can act on is said in one line; the stack of anything unexpected is printed whole.
  const known =
    error instanceof BackupError ||
    error instanceof SymlinkRefusedError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    (error as NodeJS.ErrnoException).syscall !== undefined;
  process.stderr.write(`${known ? (error as Error).message : describeError(error, { stack: true })}\n`);
  process.exit(1);
});
