import { sql } from 'drizzle-orm';
import type { Executor } from '../database/database';
import { BackupError } from './backup-file';
import { rowsOf } from './schema-version';

/** The last number given of one kind of document (INV, RCT, CRN, …) in one calendar year. */
export interface IssuedNumber {
  kind: string;
  year: number;
  last: number;
}

/** `INV-2027-00042`: a kind of capital letters, the year, the year's sequence. */
const DOCUMENT_NUMBER = '^[A-Z]{2,5}-[0-9]{4}-[0-9]{1,9}$';

const keyOf = (number: IssuedNumber): string => `${number.kind}-${number.year}`;

/** The highest of each kind and year. */
export function highestNumbers(numbers: readonly IssuedNumber[]): IssuedNumber[] {
  const highest = new Map<string, IssuedNumber>();
  for (const number of numbers) {
    const known = highest.get(keyOf(number));
    if (!known || number.last > known.last) highest.set(keyOf(number), { ...number });
  }
  return [...highest.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.year - b.year);
}

async function counterRows(db: Executor): Promise<IssuedNumber[] | undefined> {
  const [table] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('public.document_counters') is not null as present`,
  );
  if (!table?.present) return undefined;
  return rowsOf<IssuedNumber>(
    db,
    sql`select kind::text as kind, year::int as year, last::int as last from document_counters`,
  );
}

/**
 * The document numbers a database has issued, read without its schema's types, so kinds added later count too:
 * every row of `document_counters` (kind, year, last), and the highest number written on its documents (every text
 * column named `number` or ending in `_number` whose value reads `KIND-YYYY-NNNNN`: invoices', receipts' …).
 * Empty for a database without the park's tables.
 */
export async function issuedNumbers(db: Executor): Promise<IssuedNumber[]> {
  const numbers = (await counterRows(db)) ?? [];
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
          from pg_class c join pg_attribute a on a.attrelid = c.oid
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
           and a.attnum > 0 and not a.attisdropped
           and a.atttypid in ('text'::regtype, 'varchar'::regtype)
           and a.attname ~ '(^|_)number$'`,
  );
  for (const { table, column } of columns) {
    numbers.push(
      ...(await rowsOf<IssuedNumber>(
        db,
        sql`select split_part(value, '-', 1) as kind, split_part(value, '-', 2)::int as year,
                   max(split_part(value, '-', 3)::int)::int as last
              from (select ${sql.identifier(column)} as value from ${sql.identifier(table)}) documents
             where value ~ ${DOCUMENT_NUMBER}
             group by 1, 2`,
      )),
    );
  }
  return highestNumbers(numbers);
}

/**
 * Raises each counter of `tx` to the highest of `issued` (what the database replaced had given out) and of the
 * numbers on the documents `tx` now holds, never lowering one: after a restore, the next document continues after
 * every number already issued. Answers the counters it raised.
 */
export async function keepIssuedNumbers(tx: Executor, issued: readonly IssuedNumber[]): Promise<IssuedNumber[]> {
  const counters = await counterRows(tx);
  if (!counters) return [];
  const current = new Map(counters.map((counter) => [keyOf(counter), counter.last]));
  const raised = highestNumbers([...issued, ...(await issuedNumbers(tx))]).filter(
    (number) => number.last > (current.get(keyOf(number)) ?? 0),
  );
  for (const { kind, year, last } of raised) {
    try {
      await tx.execute(
        sql`insert into document_counters (kind, year, last) values (${kind}, ${year}, ${last})
            on conflict (kind, year) do update set last = greatest(document_counters.last, excluded.last)`,
      );
    } catch (error) {
      const cause = (error as { cause?: Error }).cause ?? (error as Error);
      throw new BackupError(
        `The numbering of ${kind} documents of ${year} could not be kept after ${last}: ${cause.message}. ` +
          'Nothing was changed.',
      );
    }
  }
  return raised;
}
