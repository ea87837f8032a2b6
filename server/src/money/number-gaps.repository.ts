import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Executor, rowsOf } from '../database/database';
import {
  creditNotes,
  documentCounters,
  type DocumentKind,
  type DocumentNumberGap,
  documentNumberGaps,
  type Invoice,
  invoices,
  payments,
  rentInvoices,
} from '../database/schema';

/** The SQL of the numbers a restore set aside (`document_number_gaps`) and of the documents holding numbers. */
@Injectable()
export class NumberGapsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every gap, the newest restore's first. */
  gaps(): Promise<DocumentNumberGap[]> {
    return this.db
      .select()
      .from(documentNumberGaps)
      .orderBy(desc(documentNumberGaps.createdAt), documentNumberGaps.kind, documentNumberGaps.year);
  }

  /** The gap holding `sequence` of `kind` in `year`, if one does. */
  async gapHolding(kind: DocumentKind, year: number, sequence: number, tx: Executor) {
    const [row] = await tx
      .select()
      .from(documentNumberGaps)
      .where(
        and(
          eq(documentNumberGaps.kind, kind),
          eq(documentNumberGaps.year, year),
          sql`${sequence} between ${documentNumberGaps.first} and ${documentNumberGaps.last}`,
        ),
      );
    return row;
  }

  /**
   * The last number given of `kind` in `year`, its counter row locked until `tx` ends: a document entered under a
   * number below it waits for the documents being numbered, and they for it.
   */
  async lockedCounter(kind: DocumentKind, year: number, tx: Executor): Promise<number> {
    const [row] = await tx
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(and(eq(documentCounters.kind, kind), eq(documentCounters.year, year)))
      .for('update');
    return row?.last ?? 0;
  }

  /** Whether a document of any table holds `number`. */
  async numberTaken(number: string, executor: Executor = this.db): Promise<boolean> {
    const [row] = rowsOf<{ taken: boolean }>(
      await executor.execute(
        sql`select exists (select 1 from ${invoices} where ${invoices.number} = ${number})
                or exists (select 1 from ${rentInvoices} where ${rentInvoices.number} = ${number})
                or exists (select 1 from ${creditNotes} where ${creditNotes.number} = ${number})
                or exists (select 1 from ${payments} where ${payments.receiptNumber} = ${number}) as taken`,
      ),
    );
    return row?.taken === true;
  }

  /** The numbers written on documents that start with `prefix` (`RCT-2027-`). */
  async numbersStartingWith(prefix: string): Promise<string[]> {
    const like = `${prefix}%`;
    const rows = rowsOf<{ number: string }>(
      await this.db.execute(
        sql`select ${invoices.number} as number from ${invoices} where ${invoices.number} like ${like}
            union all select ${rentInvoices.number} from ${rentInvoices} where ${rentInvoices.number} like ${like}
            union all select ${creditNotes.number} from ${creditNotes} where ${creditNotes.number} like ${like}
            union all select ${payments.receiptNumber} from ${payments} where ${payments.receiptNumber} like ${like}`,
      ),
    );
    return rows.map((row) => row.number);
  }

  async invoiceByNumber(number: string, tx: Executor): Promise<Invoice | undefined> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.number, number));
    return row;
  }
}
