import type { ThrottlerStorage } from '@nestjs/throttler';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { rateLimitCounters } from '../database/schema';

/** Expired counters are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The rate limits' counters, kept in the database so that every server process behind a load balancer counts
 * the same hits (an in-memory store would give each process its own budget). A fixed window per client and
 * limit: one atomic upsert per limited request counts the hit and answers the window's total and its end.
 */
export class DatabaseThrottlerStorage implements ThrottlerStorage {
  private lastSweep = 0;

  constructor(private readonly db: Database) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    await this.sweep();
    const windowMs = Math.max(1, Math.round(ttl));
    const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, expiresAt: fresh })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.expiresAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end`,
          expiresAt: sql`case when ${rateLimitCounters.expiresAt} <= now() then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
        },
      })
      .returning({
        hits: rateLimitCounters.hits,
        msLeft: sql<number>`greatest(0, extract(epoch from ${rateLimitCounters.expiresAt} - now()) * 1000)::float8`,
      });
    const totalHits = row?.hits ?? 1;
    const secondsLeft = Math.ceil(Number(row?.msLeft ?? windowMs) / 1000);
    const isBlocked = totalHits > limit;
    return { totalHits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** Old windows are only clutter: a counter that expired is reset by the next hit anyway. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, sql`now() - interval '1 minute'`));
  }
}
