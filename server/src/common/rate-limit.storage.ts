import type { ThrottlerStorage } from '@nestjs/throttler';
import { runStatement, statement } from '../database/statement';
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
    // Written with the `statement` tag rather than drizzle's query builder, which cost this request 0.15 ms of CPU
    // to build the same text each time; prepared, as every limited request sends it.
    const counters = rateLimitCounters;
    const [row] = await runStatement<{ hits: number; msLeft: number }>(
      this.db,
      statement`insert into ${counters} (key, hits, expires_at)
        values (${key}::text, 1, now() + make_interval(secs => ${windowMs / 1000}::float8))
        on conflict (key) do update set
          hits = case when ${counters.expiresAt} <= now() then 1 else ${counters.hits} + 1 end,
          expires_at = case when ${counters.expiresAt} <= now() then excluded.expires_at else ${counters.expiresAt} end
        returning hits, greatest(0, extract(epoch from expires_at - now()) * 1000)::float8 as "msLeft"`,
      { prepared: true },
    );
    const totalHits = row?.hits ?? 1;
    const secondsLeft = Math.ceil(Number(row?.msLeft ?? windowMs) / 1000);
    const isBlocked = totalHits > limit;
    if (isBlocked) this.refused(throttlerName);
    return { totalHits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }
}
