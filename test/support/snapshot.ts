import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/database/database';

/**
 * Tables whose rows are bookkeeping of requests rather than data: the rate limits count every limited request,
 * refused ones included, by design.
 */
const BOOKKEEPING = new Set(['rate_limit_counters']);

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
