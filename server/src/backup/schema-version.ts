import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import {
  type AppliedMigration,
  appliedMigrations,
  type Executor,
  MIGRATIONS_FOLDER,
  MIGRATIONS_TABLE,
} from '../database/database';

export { type AppliedMigration, appliedMigrations };
import { BackupError } from './backup-file';

export interface CodeMigration extends AppliedMigration {
  tag: string;
  statements: string[];
}

/** A query's rows, on either engine (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The checked-in migrations (`server/drizzle`), oldest first, read as drizzle's migrator reads them. */
export function codeMigrations(folder = MIGRATIONS_FOLDER): CodeMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, i) => ({
    tag: journal.entries[i]?.tag ?? String(migration.folderMillis),
    when: migration.folderMillis,
    hash: migration.hash,
    statements: migration.sql,
  }));
}

/**
 * Applies migrations in the caller's transaction, recording each in drizzle's table exactly as drizzle's migrator
 * does, so a server starting on the database afterwards finds them applied. (drizzle's migrator opens a
 * transaction of its own, which would commit a restore half done.)
 */
export async function applyMigrations(tx: Executor, migrations: CodeMigration[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into ${MIGRATIONS_TABLE} (hash, created_at) values (${migration.hash}, ${migration.when})`,
    );
  }
}

/**
 * How a backup's schema version meets this code's: the migrations to apply before its rows are loaded (those the
 * backup's database had) and after (those added since). A backup whose database has a migration this code does not
 * know comes from newer software and is refused.
 */
export function migrationsAround(
  backup: AppliedMigration[],
  latestInBackup: string | null,
  code = codeMigrations(),
): { before: CodeMigration[]; after: CodeMigration[] } {
  const unknown = backup.findIndex((migration, i) => code[i]?.when !== migration.when);
  if (unknown !== -1) {
    const theirs = latestInBackup ?? `one made ${new Date(backup[backup.length - 1]?.when ?? 0).toISOString()}`;
    const ours = code[code.length - 1]?.tag ?? 'none';
    throw new BackupError(
      `This backup comes from a newer version of the park's software: its database has migrations this version ` +
        `does not know (its latest: ${theirs}; this version's latest: ${ours}). Update the software, then restore. ` +
        'Nothing was changed.',
    );
  }
  return { before: code.slice(0, backup.length), after: code.slice(backup.length) };
}
