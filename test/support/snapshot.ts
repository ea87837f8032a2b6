import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/database/database';

/**
 * Tables whose rows are bookkeeping of requests rather than data: the rate limits count every limited request, and
 * the sign-in locks every attempt at a username, refused ones included, by design (test/api/sign-in-locks.spec.ts
 * checks those counts).
 */
const BOOKKEEPING = new Set(['rate_limit_counters', 'sign_in_attempts']);

/**
 * Every row of every table of the application's schema, as JSON text in a fixed order: two snapshots are equal
 * exactly when no row was added, removed or changed in any column.
 */
export async function databaseSnapshot(db: Database): Promise<Record<string, string[]>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    if (BOOKKEEPING.has(name)) continue;
    const result = await db.execute<{ row: string }>(
      sql.raw(`select row_to_json(t)::text as row from "${name}" t order by 1`),
    );
    snapshot[name] = rowsOf<{ row: string }>(result).map((r) => r.row);
  }
  return snapshot;
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, but drizzle's types differ by driver. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const digestQueries = new WeakMap<Database, string>();

/**
 * A digest of the same rows as `databaseSnapshot`, in one query: equal digests mean no row changed. For a check
 * after every single request, where a full snapshot would cost more than the request.
 */
export async function databaseDigest(db: Database): Promise<string> {
  let query = digestQueries.get(db);
  if (!query) {
    const tables = await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const selects = rowsOf<{ name: string }>(tables)
      .filter(({ name }) => !BOOKKEEPING.has(name))
      .map(({ name }) => `select '${name}:' || row_to_json(t)::text as row from "${name}" t`);
    query = `select md5(coalesce(string_agg(row, '|' order by row), '')) as digest from (${selects.join(' union all ')}) rows`;
    digestQueries.set(db, query);
  }
  const result = await db.execute<{ digest: string }>(sql.raw(query));
  return rowsOf<{ digest: string }>(result)[0]?.digest ?? '';
}
