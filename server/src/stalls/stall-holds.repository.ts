import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '../database/database';
import { type StallHold, stallHolds } from '../database/schema';
import { ADVISORY_LOCKS } from '../database/advisory-locks';

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

  /**
   * Queues, until the end of `tx`, every other hold from this client address, so that letting go of its hold and
   * inserting the new one happen one request at a time.
   */
  async lockClientHolds(clientAddress: string, tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.clientHolds}, hashtext(${clientAddress}))`);
  }

  /** Lets go of the holds of this token or of this client address (one live hold per visitor and per address). */
  async deleteByTokenOrClient(tokenHash: string, clientAddress: string, executor: Executor): Promise<void> {
    await executor
      .delete(stallHolds)
      .where(or(eq(stallHolds.tokenHash, tokenHash), eq(stallHolds.clientAddress, clientAddress)));
  }

  async deleteForStall(stallId: string, executor: Executor): Promise<void> {
    await executor.delete(stallHolds).where(eq(stallHolds.stallId, stallId));
  }

  /** Inserts the hold; a live hold of the stall by someone else makes it fail on the primary key (23505). */
  async insert(
    hold: { stallId: string; tokenHash: string; clientAddress: string },
    minutes: number,
    executor: Executor,
  ): Promise<StallHold> {
    const [row] = await executor
      .insert(stallHolds)
      .values({ ...hold, expiresAt: sql`now() + make_interval(mins => ${minutes})` })
      .returning();
    return row as StallHold;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
