import type { ThrottlerStorage } from '@nestjs/throttler';
import { sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { rateLimitCounters } from '../database/schema';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The rate limits' counters, kept in the database so that every server process behind a load balancer counts
 * the same hits (an in-memory store would give each process its own budget). A fixed window per client and
 * limit: one atomic upsert per limited request counts the hit and answers the window's total and its end. Counters
 * of past windows are removed by the housekeeping (a hit after its window starts a new one anyway). `refused`
 * hears each request a limit refuses, by the limit's name (metrics).
 */
export class DatabaseThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly db: Database,
    private readonly refused: (limit: string) => void = () => {},
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
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
    if (isBlocked) this.refused(throttlerName);
    return { totalHits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }
}
