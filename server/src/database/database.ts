import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { describeError } from '../common/database-errors';
import type { AppConfig } from '../config/app-config';
import { SERVER_ROOT } from '../server-root';
import { lockDataDir } from './data-dir-lock';
import { observePool, type QueryObserver } from './query-observer';
import { takingTurns } from './turns';
import * as schema from './schema';
import { ADVISORY_LOCKS } from './advisory-locks';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either, so services can group writes. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export const DATABASE = Symbol('DATABASE');

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Migrations of this release the database has not had (0 when it is up to date, or ahead of this release). Each
   * start applies them; a database restored from an older backup, or swapped under a running server, lacks some.
   */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
}

/** Checked-in migrations: `server/drizzle`. */
export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');
/**
 * Serialises migrations of several servers starting at once on one PostgreSQL, and a restore
 * (`backup/restore-backup.ts`) with them.
 */
export const MIGRATION_LOCK_KEY = ADVISORY_LOCKS.migrations;

/** When each migration of this release was made (drizzle-kit's journal), the mark drizzle records once applied. */
function migrationTimes(): number[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

/** drizzle's record of the migrations applied: read at start, by backups and restores. */
export const MIGRATIONS_TABLE = sql.raw('drizzle.__drizzle_migrations');

/** One migration as drizzle's migrator records it in `drizzle.__drizzle_migrations`. */
export interface AppliedMigration {
  /** The journal's `when`, recorded as `created_at`: what the migrator compares. */
  when: number;
  hash: string;
}

/** The migrations a database has applied, oldest first; undefined when it has never been migrated. */
export async function appliedMigrations(db: Executor): Promise<AppliedMigration[] | undefined> {
  const [table] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  if (!table?.exists) return undefined;
  const rows = rowsOf<{ hash: string; created_at: string | number }>(
    await db.execute(sql`select hash, created_at from ${MIGRATIONS_TABLE} order by created_at, id`),
  );
  return rows.map((row) => ({ when: Number(row.created_at), hash: row.hash }));
}

/**
 * How many of this release's migrations are not recorded in the database, by the rule drizzle's migrator applies
 * them: those made after the latest one it recorded.
 */
async function countPending(db: Database): Promise<number> {
  const applied = await appliedMigrations(db);
  const latest = applied?.length ? Math.max(...applied.map((migration) => migration.when)) : -Infinity;
  return migrationTimes().filter((when) => when > latest).length;
}

/** Runs a named statement: prepared once on each connection, then only its parameters are sent. */
export type NamedStatementRunner = (name: string, text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

const namedStatements = new WeakMap<object, NamedStatementRunner>();

/**
 * How to run a named statement on `executor`, when it is the database itself on a driver that keeps them
 * (node-postgres: each pooled connection parses and plans a name's text once). Undefined for a transaction and for
 * PGlite, which run statements as drizzle sends them.
 */
export function namedStatementRunner(executor: Executor): NamedStatementRunner | undefined {
  return namedStatements.get(executor);
}

/** node-postgres and PGlite both answer `{ rows }`; drizzle's types differ by driver. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function openPostgres(url: string, observer: QueryObserver | undefined): Promise<DatabaseHandle> {
  // node-postgres and its drizzle driver are loaded only here: a start on the embedded database never needs them.
  // (`import()` would type drizzle from its ES module declarations, which differ from the CommonJS ones the rest of
  // the server is typed with: the casts name the same modules as this file's other imports see them.)
  const [{ Pool }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres') as unknown as Promise<typeof import('drizzle-orm/node-postgres')>,
    import('drizzle-orm/node-postgres/migrator') as unknown as Promise<
      typeof import('drizzle-orm/node-postgres/migrator')
    >,
  ]);
  // A server that does not answer fails a request after 5 s (503) rather than holding it until the client gives up.
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  if (observer) observePool(pool, observer);
  // The pool re-emits the error of an idle connection the server ended (restart, failover, pg_terminate_backend):
  // unheard, it would stop the process. The pool opens a fresh connection for the next query.
  pool.on('error', (error) =>
    new Logger('Database').warn(`PostgreSQL ended an idle connection: ${describeError(error)}`),
  );
  // A connection in use (checked out for a transaction) that drops emits its error on the client, where the pool
  // listens only while it is idle: unheard, it too would stop the process. Its queries fail with the error anyway
  // (answered 503), and the pool discards the connection when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  const db = drizzlePostgres(pool, { schema });
  namedStatements.set(db, (name, text, values) =>
    pool.query({ name, text, values }).catch((error: unknown) => {
      // As drizzle's errors: the statement's text for the logs (`describeDatabaseError`), the driver's as the cause.
      throw Object.assign(new Error('Failed query'), { query: text, cause: error });
    }),
  );
  return {
    db,
    engine: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    pendingMigrations: () => countPending(db),
    close: () => pool.end(),
  };
}

/**
 * PGlite's own start parameters plus a 16 MB buffer cache instead of PostgreSQL's 128 MB: the cache lives in the
 * server's memory (WebAssembly), and the park's data is a few megabytes, read through the operating system's file
 * cache anyway. The server's resident memory after the API benchmark went from ~430 MB to ~300 MB
 * (docs/performance.md).
 */
export const PGLITE_OPTIONS = {
  extensions: { btree_gist },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/** PGlite in `folder` (made when missing), for a caller that holds the data folder's lock. */
export function openPgliteIn(folder: string): Promise<PGlite> {
  // The caller holds the folder's lock, so a pid file inside can only be a dead process's leftover.
  const stalePid = join(folder, 'postmaster.pid');
  if (existsSync(stalePid)) rmSync(stalePid, { force: true });
  return PGlite.create(folder, PGLITE_OPTIONS);
}

/**
 * The embedded database of a data folder (`DATA_DIR/pglite`), opened under the folder's lock: `unlock` releases
 * the lock once the client is closed. Migrations are the caller's.
 */
export async function openPgliteFolder(dataDir: string): Promise<{ client: PGlite; unlock: () => void }> {
  const unlock = lockDataDir(dataDir);
  try {
    return { client: await openPgliteIn(join(dataDir, 'pglite')), unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(config: AppConfig, observer: QueryObserver | undefined): Promise<DatabaseHandle> {
  let unlock = () => {};
  let client: PGlite;
  if (config.inMemoryDatabase) {
    const from = config.inMemoryDatabaseFrom;
    client = await PGlite.create({
      ...PGLITE_OPTIONS,
      ...(from ? { loadDataDir: new Blob([readFileSync(from)]) } : {}),
    });
  } else {
    ({ client, unlock } = await openPgliteFolder(config.dataDir));
  }
  // Every query and transaction in a turn of the event loop of its own, so connections are accepted between them.
  const inTurns = takingTurns(client, observer);
  const db = drizzlePglite(inTurns, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  let closed = false;
  return {
    db,
    engine: 'pglite',
    ping: async () => void (await inTurns.query('select 1')),
    pendingMigrations: () => countPending(db),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite, and applies pending migrations. `observer`
 * (metrics) hears how long queries wait and run.
 */
export async function openDatabase(config: AppConfig, observer?: QueryObserver): Promise<DatabaseHandle> {
  const logger = new Logger('Database');
  const started = Date.now();
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl, observer)
    : await openPglite(config, observer);
  const where =
    handle.engine === 'postgres' ? 'PostgreSQL server' : config.inMemoryDatabase ? 'memory' : config.dataDir;
  logger.log(`${handle.engine} ready (${where}), migrations applied in ${Date.now() - started} ms`);
  return handle;
}
