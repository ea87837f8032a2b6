import { sql } from 'drizzle-orm';
import { todayInPark } from '../common/park-time';
import type { Executor } from '../database/database';
import { DOCUMENT_KINDS, type DocumentKind } from '../database/schema';
import { BackupError } from './backup-file';
import { rowsOf } from './schema-version';

/**
 * Numbers a restore sets aside (docs/deploy.md, "Restore"): documents given out after the backup was taken are not
 * in it, so each series continues past a block that may hold them, or exactly past the last numbers staff read in
 * the accounts mailbox (`--last`).
 */

/**
 * The block set aside per kind and year when the last number is not known. The park's busiest series is receipts:
 * with 100 stalls (a rent invoice and a receipt each a month) and five venues (a deposit and a balance receipt per
 * booking) it gives out about 400 a month, 13 a day. A nightly backup loses a day; 500 covers more than a month of
 * nightly backups failing unnoticed, and costs nothing (a year's series has 99,999 five-digit numbers).
 */
export const DEFAULT_RESTORE_NUMBER_GAP = 500;
export const MAX_RESTORE_NUMBER_GAP = 50_000;

/** The last number staff know was given of a series: `RCT-2027-00123`. */
export interface LastNumber {
  kind: DocumentKind;
  year: number;
  last: number;
}

/** A block of numbers set aside; `known` when it ends at a number staff gave (`--last`). */
export interface SetAsideGap extends LastNumber {
  first: number;
  known: boolean;
}

const LAST_NUMBER = new RegExp(`^(${DOCUMENT_KINDS.join('|')})-([0-9]{4})-([0-9]{1,9})$`);

/** `RCT-2027-00123` read as its series and sequence; a message saying what is wrong otherwise. */
export function parseLastNumber(text: string): LastNumber {
  const match = LAST_NUMBER.exec(text.trim().toUpperCase());
  const sequence = Number(match?.[3]);
  if (!match || sequence < 1) {
    throw new BackupError(
      `--last ${text} is not a document number: write it as on the document, such as RCT-2027-00123 ` +
        `(${DOCUMENT_KINDS.join(', ')}). Nothing was changed.`,
    );
  }
  return { kind: match[1] as DocumentKind, year: Number(match[2]), last: sequence };
}

/** RESTORE_NUMBER_GAP, or the default; a clear message when it is not a whole number in range. */
export function restoreNumberGap(env: Record<string, string | undefined>): number {
  const raw = env.RESTORE_NUMBER_GAP?.trim();
  if (raw === undefined || raw === '') return DEFAULT_RESTORE_NUMBER_GAP;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_RESTORE_NUMBER_GAP) {
    throw new BackupError(
      `RESTORE_NUMBER_GAP must be a whole number from 1 to ${MAX_RESTORE_NUMBER_GAP} (got "${raw}"). Nothing was changed.`,
    );
  }
  return value;
}

const label = ({ kind, year }: LastNumber, sequence: number) => `${kind}-${year}-${String(sequence).padStart(5, '0')}`;

export const describeGap = (gap: SetAsideGap): string =>
  gap.first === gap.last ? label(gap, gap.first) : `${label(gap, gap.first)} to ${label(gap, gap.last)}`;

/** The years a backup taken at `takenAt` and restored `now` may have numbers given after it in. */
function yearsSince(takenAt: string, now: number): number[] {
  const from = Number(todayInPark(new Date(takenAt)).slice(0, 4));
  const to = Number(todayInPark(now).slice(0, 4));
  const years: number[] = [];
  for (let year = Math.min(from, to); year <= Math.max(from, to); year++) years.push(year);
  return years;
}

/**
 * In the restore's transaction, once every counter is at the highest number known to be issued: for each kind of
 * document and each year from the backup's to today's, a `document_number_gaps` row for the numbers that may have
 * been given out after the backup, and the counter moved past them, so no new document takes one of them. A series
 * staff give the last number of (`last`) continues exactly after it, the numbers between the backup's last and it
 * set aside as lost documents to enter; a `last` below a number already issued is refused. Written in the record.
 */
export async function setAsideNumbers(
  tx: Executor,
  { takenAt, gap, last, now = Date.now() }: { takenAt: string; gap: number; last: readonly LastNumber[]; now?: number },
): Promise<SetAsideGap[]> {
  const counters = await rowsOf<LastNumber>(
    tx,
    sql`select kind::text as kind, year::int as year, last::int as last from document_counters`,
  );
  const current = (kind: string, year: number) =>
    counters.find((row) => row.kind === kind && row.year === year)?.last ?? 0;
  const years = [...new Set([...yearsSince(takenAt, now), ...last.map((number) => number.year)])].sort();
  const restoredOn = todayInPark(now);
  const gaps: SetAsideGap[] = [];
  for (const kind of DOCUMENT_KINDS) {
    for (const year of years) {
      const issued = current(kind, year);
      const known = last.find((number) => number.kind === kind && number.year === year);
      if (known && known.last < issued) {
        throw new BackupError(
          `--last ${label(known, known.last)} is below ${label(known, issued)}, already issued in the backup or the ` +
            'database it replaces: check the last number in the accounts mailbox. Nothing was changed.',
        );
      }
      const end = known ? known.last : issued + gap;
      if (end > issued) {
        gaps.push({ kind, year, first: issued + 1, last: end, known: known !== undefined });
      }
    }
  }
  for (const set of gaps) {
    const reason = set.known
      ? `Restore on ${restoredOn} of the backup taken ${takenAt}: given out after the backup, up to ${label(set, set.last)} (the last known from the accounts mailbox), and lost with it.`
      : `Restore on ${restoredOn} of the backup taken ${takenAt}: set aside, as they may have been given out after the backup.`;
    await tx.execute(
      sql`insert into document_number_gaps (kind, year, first, last, reason)
          values (${set.kind}, ${set.year}, ${set.first}, ${set.last}, ${reason})`,
    );
    await tx.execute(
      sql`insert into document_counters (kind, year, last) values (${set.kind}, ${set.year}, ${set.last})
          on conflict (kind, year) do update set last = excluded.last`,
    );
  }
  if (gaps.length > 0) {
    await tx.execute(
      sql`insert into audit_log (action, entity, entity_id, details)
          values ('numbers.set-aside', 'numbers', ${takenAt}, ${JSON.stringify({
            takenAt,
            restoredOn,
            gaps: gaps.map((set) => ({ number: describeGap(set), known: set.known })),
          })}::jsonb)`,
    );
  }
  return gaps;
}
