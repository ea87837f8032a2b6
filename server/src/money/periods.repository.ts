import { Inject, Injectable } from '@nestjs/common';
import { desc, eq, sql } from 'drizzle-orm';
import { retryOnDeadlock } from '../common/transaction-retry';
import { DATABASE, type Database, type Executor, rowsOf } from '../database/database';
import { type ClosedPeriod, closedPeriods, invoices, payments } from '../database/schema';

/** The SQL of closed months (`closed_periods`). */
@Injectable()
export class PeriodsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return retryOnDeadlock(() => this.db.transaction(work));
  }

  /** Every closed month, newest first. */
  list(executor: Executor = this.db): Promise<ClosedPeriod[]> {
    return executor.select().from(closedPeriods).orderBy(desc(closedPeriods.month));
  }

  async find(month: string, executor: Executor = this.db): Promise<ClosedPeriod | undefined> {
    const [row] = await executor.select().from(closedPeriods).where(eq(closedPeriods.month, month));
    return row;
  }

  /** Closes `month`; undefined when it was closed already (also by another request at the same moment). */
  async insert(row: typeof closedPeriods.$inferInsert, tx: Executor): Promise<ClosedPeriod | undefined> {
    const [inserted] = await tx.insert(closedPeriods).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  /** Reopens `month`: the row as it was, undefined when it was not closed. */
  async remove(month: string, tx: Executor): Promise<ClosedPeriod | undefined> {
    const [removed] = await tx.delete(closedPeriods).where(eq(closedPeriods.month, month)).returning();
    return removed;
  }

  /**
   * Whether `month` is closed, read in the writer's transaction `tx` and held until it ends.
   *
   * A row lock cannot do it: a month not closed yet has no row to lock, and a close is an insert. So the reader
   * takes the table in SHARE mode. SHARE does not conflict with itself, so payments and refunds never wait for each
   * other here, but it conflicts with the ROW EXCLUSIVE lock that a close's INSERT and a reopen's DELETE take:
   * - a close (or reopen) that starts while a payment is between this read and its commit waits for that commit, so
   *   no entry can land inside a month after it was closed;
   * - a payment that reads while a close is uncommitted waits for it, and its SELECT, a new statement with a new
   *   snapshot under READ COMMITTED, sees the close (the entry is then dated today).
   * The only other lock SHARE meets on this small, rarely written table is a (auto)vacuum's, which gives way. On
   * PGlite, one connection runs one transaction at a time, so the same statements are correct and never wait.
   */
  async isClosedInTransaction(month: string, tx: Executor): Promise<boolean> {
    await tx.execute(sql`lock table ${closedPeriods} in share mode`);
    const [row] = await tx
      .select({ month: closedPeriods.month })
      .from(closedPeriods)
      .where(eq(closedPeriods.month, month));
    return row !== undefined;
  }

  /** The month of the books' first entry (a payment or an invoice), or null when they hold none. */
  async firstMonth(): Promise<string | null> {
    const [row] = rowsOf<{ first: string | Date | null }>(
      await this.db.execute(
        sql`select to_char(least((select min(${payments.receivedOn}) from ${payments}),
          (select min(${invoices.issuedOn}) from ${invoices})), 'YYYY-MM') as first`,
      ),
    );
    return row?.first ? String(row.first) : null;
  }
}
