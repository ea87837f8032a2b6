import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../database/database';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, type BackupHeader, writeBackupFile } from './backup-file';
import { appliedMigrations, codeMigrations, rowsOf } from './schema-version';

/** Rows read from the database at a time: what the backup holds in memory, whatever the park's history. */
const BATCH_ROWS = 1_000;

export interface BackupSummary {
  header: BackupHeader;
  rows: Record<string, number>;
  bytes: number;
}

export interface ParkTable {
  name: string;
  /** Every stored column (generated ones are computed again on restore). */
  columns: string[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The park's tables (schema `public`) in an order that satisfies their foreign keys: a table comes after the tables
 * it refers to, so a restore inserts them in this order.
 */
export async function parkTables(db: Executor): Promise<ParkTable[]> {
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
          from pg_class c join pg_attribute a on a.attrelid = c.oid
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
           and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
         order by c.relname, a.attnum`,
  );
  const references = await rowsOf<{ table: string; refers: string }>(
    db,
    sql`select t.relname as "table", r.relname as refers
          from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_class r on r.oid = k.confrelid
         where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns) tables.set(table, [...(tables.get(table) ?? []), column]);
  const ordered: ParkTable[] = [];
  const placed = new Set<string>();
  while (placed.size < tables.size) {
    const ready = [...tables.keys()].filter(
      (name) => !placed.has(name) && references.every((ref) => ref.table !== name || placed.has(ref.refers)),
    );
    if (ready.length === 0) throw new BackupError('The tables refer to each other in a circle: no order to save them');
    for (const name of ready) {
      placed.add(name);
      ordered.push({ name, columns: tables.get(name) as string[] });
    }
  }
  return ordered;
}

/** Each table's rows as lines of JSON, read through a cursor in the caller's transaction. */
async function* tableLines(tx: Executor, table: ParkTable, rows: Record<string, number>): AsyncGenerator<string> {
  yield JSON.stringify({ table: table.name, columns: table.columns });
  rows[table.name] = 0;
  const select = `select ${table.columns.map(quoted).join(', ')} from ${quoted(table.name)}`;
  await tx.execute(
    sql.raw(`declare backup_rows no scroll cursor for select '{"row":' || row_to_json(r)::text || '}' as line
                from (${select}) r`),
  );
  for (;;) {
    const batch = await rowsOf<{ line: string }>(tx, sql.raw(`fetch ${BATCH_ROWS} from backup_rows`));
    for (const { line } of batch) yield line;
    rows[table.name] += batch.length;
    if (batch.length < BATCH_ROWS) break;
  }
  await tx.execute(sql`close backup_rows`);
}

/**
 * Writes a backup of the park's data to `file`: every table of one snapshot, read in a single read-only
 * REPEATABLE READ transaction, so what it holds is the database as it was at one moment, however many requests
 * write meanwhile (a booking is in it with its e-mails, or not at all). On PostgreSQL the transaction holds no
 * lock that stops a writer; PGlite serves one transaction at a time, so requests wait while the rows are read.
 */
export async function takeBackup(db: Database, engine: BackupHeader['engine'], file: string): Promise<BackupSummary> {
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      if (!migrations?.length) throw new BackupError('There is no park database here to back up: it was never started');
      const known = codeMigrations().find((migration) => migration.when === migrations[migrations.length - 1]?.when);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        takenAt: new Date().toISOString(),
        engine,
        migrations,
        latestMigration: known?.tag ?? null,
      };
      const tables = await parkTables(tx);
      const rows: Record<string, number> = {};
      const bytes = await writeBackupFile(
        file,
        (async function* () {
          yield JSON.stringify({ backup: header });
          for (const table of tables) yield* tableLines(tx, table, rows);
          yield JSON.stringify({ end: { rows } });
        })(),
      );
      return { header, rows, bytes };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
