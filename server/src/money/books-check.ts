import { sql } from 'drizzle-orm';
import type { Database } from '../database/database';

/** One document whose ledger entries do not say what it says (or an entry with no document). */
export interface BooksDifference {
  kind: string;
  document: string;
  /** Whole LKR the document writes into the ledger, and what the ledger holds for it. */
  expected: number;
  inLedger: number;
}

/**
 * The check of `npm run books:check` and the dashboard's: each document's amount against its ledger entries
 * (venue invoices, rent invoices, credit notes, payments, reversals and refunds, customer credit applied), and every
 * entry against a document. The documents and the ledger are written in one transaction; a difference means a write that went around
 * them (a hand-made change, a release before the ledger that wrote during an upgrade).
 */
export async function booksDifferences(db: Database): Promise<BooksDifference[]> {
  const result = await db.execute(sql`
    with documents as (
      select 'invoice' as kind, id as source_id, number as document, amount from invoices
      union all select 'rent', id, number, amount from rent_invoices
      union all select 'credit', id, number, -amount from credit_notes
      union all
      select p.kind, p.id, coalesce(p.receipt_number, r.receipt_number, ''), -p.amount
      from payments p left join payments r on r.id = p.reverses_id
      union all select 'applied', id, '', amount from credit_applications
    ),
    ledger as (
      -- Customer credit applied writes two lines that cancel out: the amount moved is line 0's, once they do.
      select kind, source_id, min(document_number) as document,
        case when kind <> 'applied' then sum(amount)::int
          when sum(amount) = 0 and count(*) = 2 then (max(amount) filter (where line = 0))::int end as amount,
        count(*)::int as lines
      from ledger_entries group by kind, source_id
    )
    select coalesce(d.kind, l.kind) as kind, coalesce(d.document, l.document) as document,
      coalesce(d.amount, 0)::int as expected, coalesce(l.amount, 0)::int as in_ledger
    from documents d full join ledger l on l.kind = d.kind and l.source_id = d.source_id
    where d.source_id is null or l.source_id is null or l.amount is null or d.amount <> l.amount
      or d.document <> l.document
    order by 2`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    kind: String(row.kind),
    document: String(row.document),
    expected: Number(row.expected),
    inLedger: Number(row.in_ledger),
  }));
}

/** The differences, and how many ledger entries were checked. */
export async function checkBooks(db: Database): Promise<{ differences: BooksDifference[]; counted: number }> {
  const differences = await booksDifferences(db);
  const result = await db.execute(sql`select count(*)::int as n from ledger_entries`);
  const [row] = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return { differences, counted: Number(row?.n ?? 0) };
}

/** The differences in lines a person reads, or the sentence that all agree. */
export function describeBooks(differences: readonly BooksDifference[], counted: number): string[] {
  if (differences.length === 0) return [`The books agree: ${counted} ledger entries, each with its document.`];
  return [
    `${differences.length} difference${differences.length === 1 ? '' : 's'} between the documents and the ledger:`,
    ...differences.map(
      (d) => `  ${d.kind} ${d.document || '(no number)'}: the document says ${d.expected}, the ledger ${d.inLedger}`,
    ),
  ];
}
