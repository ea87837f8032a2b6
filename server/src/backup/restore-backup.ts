import { sql } from 'drizzle-orm';
import { type Database, type Executor, MIGRATION_LOCK_KEY } from '../database/database';
import { BackupError, type BackupHeader, readBackupFile, readBackupHeader } from './backup-file';
import { type IssuedNumber, issuedNumbers, keepIssuedNumbers } from './document-counters';
import { DEFAULT_RESTORE_NUMBER_GAP, type LastNumber, type SetAsideGap, setAsideNumbers } from './number-gaps';
import { appliedMigrations, applyMigrations, migrationsAround, rowsOf } from './schema-version';
import { parkTables } from './take-backup';

/** Rows inserted by one statement, unless they pass this many characters of JSON first. */
const BATCH_ROWS = 500;
const BATCH_CHARACTERS = 4_000_000;

export interface RestoreSummary {
  header: BackupHeader;
  rows: Record<string, number>;
  /** Migrations applied after the rows were loaded: those added since the backup was taken. */
  migratedSince: string[];
  /** Document counters set above the backup's, so no number already issued is given again. */
  keptNumbers: IssuedNumber[];
  /** The numbers set aside after those, as they may have been given out after the backup (`number-gaps.ts`). */
  setAside: SetAsideGap[];
}

/** The park's tables that hold rows, with their counts; empty when the database holds none of the park's data. */
export async function parkRows(db: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of await parkTables(db)) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    if (row?.n) counts[name] = row.n;
  }
  return counts;
}

export const describeRows = (rows: Record<string, number>): string =>
  Object.entries(rows)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');

/**
 * Removes what the migrations made (the tables in schema `public`, their functions, drizzle's record of the
 * migrations), so the backup's schema can be built again from its first migration. Extensions stay: the migration
 * that needs one creates it only if it is missing.
 */
async function dropParkSchema(tx: Executor): Promise<void> {
  for (const { name } of await parkTables(tx))
    await tx.execute(sql`drop table if exists ${sql.identifier(name)} cascade`);
  const functions = await rowsOf<{ signature: string }>(
    tx,
    sql`select p.oid::regprocedure::text as signature from pg_proc p
         where p.pronamespace = 'public'::regnamespace
           and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid
                             and d.deptype = 'e')`,
  );
  for (const { signature } of functions) await tx.execute(sql.raw(`drop function if exists ${signature} cascade`));
  await tx.execute(sql`drop schema if exists drizzle cascade`);
}

function insertRows(tx: Executor, table: string, columns: string[], rows: unknown[]) {
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  return tx.execute(
    sql`insert into ${sql.identifier(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
  );
}

/** Each identity column (the ledger's `position`) goes on after the highest value restored. */
async function continueIdentities(tx: Executor): Promise<void> {
  const columns = await rowsOf<{ table: string; column: string }>(
    tx,
    sql`select c.relname as "table", a.attname as "column"
          from pg_class c join pg_attribute a on a.attrelid = c.oid
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attidentity in ('a', 'd')`,
  );
  for (const { table, column } of columns) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, ${column}),
            coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

/**
 * Loads a backup into `db`, all in one transaction: the backup's schema is built by the migrations its database had
 * applied, its rows are inserted table by table, and then the migrations added since are applied, as a server
 * start would have applied them to the old database. Any failure (a file cut short, a row the rules refuse) rolls
 * everything back. A database that holds the park's data is refused unless `replace`; `place` names it in the
 * message.
 *
 * A restore never lowers a document counter: each ends at the highest of the backup's, the numbers on the backup's
 * documents, what the replaced database had issued, and `issued` (what a database replaced elsewhere had issued:
 * the data folder's previous one), so invoices and receipts already sent are never numbered again. Then every
 * series of the backup's year and today's continues past a block of `numbers.gap` numbers set aside (those given
 * out after the backup are not in it), or exactly past `numbers.last`, the last numbers staff know were given.
 */
export async function restoreBackup(
  db: Database,
  file: string,
  {
    replace,
    place,
    issued = [],
    numbers = { gap: DEFAULT_RESTORE_NUMBER_GAP, last: [] },
  }: {
    replace: boolean;
    place: string;
    issued?: readonly IssuedNumber[];
    numbers?: { gap: number; last: readonly LastNumber[]; now?: number };
  },
): Promise<RestoreSummary> {
  const header = await readBackupHeader(file);
  const { before, after } = migrationsAround(header.migrations, header.latestMigration);
  return db.transaction(async (tx) => {
    // A server starting meanwhile on this PostgreSQL database waits, rather than migrating it under our feet.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const present = await parkRows(tx);
    if (Object.keys(present).length > 0 && !replace) {
      throw new BackupError(
        `${place} already holds the park's data (${describeRows(present)}). Restoring replaces all of it: ` +
          'run the restore again with --force to do so. Nothing was changed.',
      );
    }
    const issuedHere = [...issued, ...(await issuedNumbers(tx))];
    if ((await appliedMigrations(tx)) || (await parkTables(tx)).length > 0) await dropParkSchema(tx);
    await applyMigrations(tx, before);

    const rows: Record<string, number> = {};
    let table: { name: string; columns: string[] } | undefined;
    let batch: unknown[] = [];
    let characters = 0;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      try {
        await insertRows(tx, table.name, table.columns, batch);
      } catch (error) {
        const cause = (error as { cause?: Error }).cause ?? (error as Error);
        throw new BackupError(
          `The rows of ${table.name} could not be restored: ${cause.message}. Nothing was changed.`,
        );
      }
      rows[table.name] = (rows[table.name] ?? 0) + batch.length;
      batch = [];
      characters = 0;
    };
    for await (const line of readBackupFile(file)) {
      if ('table' in line) {
        await flush();
        table = { name: line.table, columns: line.columns };
        rows[table.name] = 0;
      } else if ('row' in line) {
        batch.push(line.row);
        characters += JSON.stringify(line.row).length;
        if (batch.length >= BATCH_ROWS || characters >= BATCH_CHARACTERS) await flush();
      }
    }
    await flush();
    await continueIdentities(tx);
    await applyMigrations(tx, after);
    const keptNumbers = await keepIssuedNumbers(tx, issuedHere);
    const setAside = await setAsideNumbers(tx, { takenAt: header.takenAt, ...numbers });
    return { header, rows, migratedSince: after.map((migration) => migration.tag), keptNumbers, setAside };
  });
}
