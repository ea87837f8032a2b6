import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '../../database/database';
import { type StallHold, stallHolds } from '../../database/schema';

/** All SQL about stall holds. Time is the database's (`now()`), so every server process agrees on expiry. */
@Injectable()
export class StallHoldsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async heldStallIds(executor: Executor = this.db): Promise<string[]> {
    const rows = await executor
      .select({ stallId: stallHolds.stallId })
      .from(stallHolds)
      .where(gt(stallHolds.expiresAt, sql`now()`))
      .orderBy(asc(stallHolds.stallId));
    return rows.map((row) => row.stallId);
  }

  /** The live hold on a stall, if any. */
  async activeHold(stallId: string, executor: Executor = this.db): Promise<StallHold | undefined> {
    const [row] = await executor
      .select()
      .from(stallHolds)
      .where(and(eq(stallHolds.stallId, stallId), gt(stallHolds.expiresAt, sql`now()`)));
    return row;
  }

  async deleteExpired(executor: Executor): Promise<void> {
    await executor.delete(stallHolds).where(lte(stallHolds.expiresAt, sql`now()`));
  }

  async deleteByToken(tokenHash: string, executor: Executor): Promise<void> {
    await executor.delete(stallHolds).where(eq(stallHolds.tokenHash, tokenHash));
  }

  async deleteForStall(stallId: string, executor: Executor): Promise<void> {
    await executor.delete(stallHolds).where(eq(stallHolds.stallId, stallId));
  }

  /** Inserts the hold; a live hold of the stall by someone else makes it fail on the primary key (23505). */
  async insert(stallId: string, tokenHash: string, minutes: number, executor: Executor): Promise<StallHold> {
    const [row] = await executor
      .insert(stallHolds)
      .values({ stallId, tokenHash, expiresAt: sql`now() + make_interval(mins => ${minutes})` })
      .returning();
    return row as StallHold;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
