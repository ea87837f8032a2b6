import { isNotNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../database/database';
import { creditNotes, type DocumentTax, invoices, rentInvoices } from '../database/schema';
import { type TaxAmounts, taxAmounts, type TaxCode } from './taxes';

/** One document whose ledger entries do not say what it says (or an entry with no document). */
export interface BooksDifference {
  kind: string;
  document: string;
  /** Whole LKR the document writes into the ledger, and what the ledger holds for it. */
  expected: number;
  inLedger: number;
  /** Set when the difference is in this tax within the amount (the `vat` or `sscl` of the entries), not the amount. */
  tax?: TaxCode;
}

/**
 * The check of `npm run books:check` and the dashboard's: each document's amount against its ledger entries
 * (venue invoices, rent invoices, credit notes, payments, reversals and refunds, customer credit applied), and every
 * entry against a document; then the taxes within them (`taxDifferences`). The documents and the ledger are written in one transaction; a difference means a write that went around
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

/** A document's taxes as its entries hold them: signed like its amount (a credit note's are taken off). */
const signedTaxes = (kind: string, tax: DocumentTax | null): TaxAmounts => {
  const { vat, sscl } = taxAmounts(tax);
  return kind === 'credit' ? { vat: -vat || 0, sscl: -sscl || 0 } : { vat, sscl };
};

/**
 * Each document's VAT and SSCL as issued (`tax` of invoices, rent invoices and credit notes) against the `vat` and
 * `sscl` of its ledger entries, which the tax reports add up; entries holding taxes that no taxed document gives
 * (a payment, say) are differences too.
 */
export async function taxDifferences(db: Database): Promise<BooksDifference[]> {
  const taxed = (table: typeof invoices | typeof rentInvoices | typeof creditNotes) =>
    db.select({ id: table.id, number: table.number, tax: table.tax }).from(table).where(isNotNull(table.tax));
  const documents = [
    ...(await taxed(invoices)).map((row) => ({ kind: 'invoice', ...row })),
    ...(await taxed(rentInvoices)).map((row) => ({ kind: 'rent', ...row })),
    ...(await taxed(creditNotes)).map((row) => ({ kind: 'credit', ...row })),
  ];
  const entries = rowsOf<{ kind: string; source_id: string; document: string; vat: number; sscl: number }>(
    await db.execute(sql`
      select kind, source_id, min(document_number) as document, sum(vat)::int as vat, sum(sscl)::int as sscl
      from ledger_entries group by kind, source_id having bool_or(vat <> 0 or sscl <> 0)`),
  );
  const inLedger = new Map(entries.map((entry) => [`${entry.kind} ${entry.source_id}`, entry]));
  const differences: BooksDifference[] = [];
  const compare = (kind: string, document: string, expected: TaxAmounts, held: TaxAmounts) => {
    const codes: Array<[TaxCode, keyof TaxAmounts]> = [
      ['VAT', 'vat'],
      ['SSCL', 'sscl'],
    ];
    for (const [tax, key] of codes) {
      if (expected[key] !== held[key]) {
        differences.push({ kind, document, expected: expected[key], inLedger: held[key], tax });
      }
    }
  };
  for (const row of documents) {
    const key = `${row.kind} ${row.id}`;
    const entry = inLedger.get(key);
    inLedger.delete(key);
    compare(row.kind, row.number, signedTaxes(row.kind, row.tax), {
      vat: Number(entry?.vat ?? 0),
      sscl: Number(entry?.sscl ?? 0),
    });
  }
  for (const entry of inLedger.values()) {
    compare(entry.kind, entry.document, { vat: 0, sscl: 0 }, { vat: Number(entry.vat), sscl: Number(entry.sscl) });
  }
  return differences.sort((a, b) => (a.document < b.document ? -1 : a.document > b.document ? 1 : 0));
}

/** The differences, and how many ledger entries were checked. */
export async function checkBooks(db: Database): Promise<{ differences: BooksDifference[]; counted: number }> {
  const differences = [...(await booksDifferences(db)), ...(await taxDifferences(db))];
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
      (d) =>
        `  ${d.kind} ${d.document || '(no number)'}${d.tax ? ` ${d.tax}` : ''}: the document says ${d.expected}, ` +
        `the ledger ${d.inLedger}`,
    ),
  ];
}
