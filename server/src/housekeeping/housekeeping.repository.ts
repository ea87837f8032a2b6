import { Inject, Injectable } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { QUIET_RESET } from '../auth/sign-in-attempts.repository';
import { DATABASE, type Database, rowsOf } from '../database/database';
import { mailOutbox, mailQuotas, rateLimitCounters, signInAttempts, stallHolds } from '../database/schema';

/** What one round removed, by table. */
export type Removed = {
  rate_limit_counters: number;
  mail_quotas: number;
  stall_holds: number;
  sign_in_attempts: number;
  mail_outbox: number;
};

/** Any number, fixed, apart from the migrations' one: one server at a time does the housekeeping. */
const HOUSEKEEPING_LOCK_KEY = 7_312_027;

/** All SQL of the housekeeping: the rows that only matter for a while, removed once they no longer do. */
@Injectable()
export class HousekeepingRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Removes at most `batch` rows of each table, in one statement, under a transaction-scoped advisory lock:
   * undefined when another server holds it (it is doing the same work). Each delete names only rows that can never
   * matter again, so a row a request is using meanwhile is not among them:
   * - rate-limit counters whose window has ended (a hit after it starts a new window anyway);
   * - mail quotas of park days before `today`;
   * - stall holds past their end (they count for nothing);
   * - sign-in counts quiet for a day (they would start again from one) under no lock still running;
   * - sent messages older than `keepSentMailDays`; waiting and given-up ones stay.
   */
  async removeExpired(today: string, keepSentMailDays: number, batch: number): Promise<Removed | undefined> {
    return this.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ taken: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY}) as taken`),
      );
      if (!lock?.taken) return undefined;
      // At most `batch` rows of a table per round: a round is one short statement even after a long pause.
      const limited = (table: PgTable, where: SQL) =>
        sql`delete from ${table} where ctid = any(array(select ctid from ${table} where ${where} limit ${batch}))
          returning 1`;
      const t = signInAttempts;
      const [row] = rowsOf<Removed>(
        await tx.execute(sql`with
          counters as (${limited(rateLimitCounters, sql`${rateLimitCounters.expiresAt} < now()`)}),
          quotas as (${limited(mailQuotas, sql`${mailQuotas.day} < ${today}::date`)}),
          holds as (${limited(stallHolds, sql`${stallHolds.expiresAt} < now()`)}),
          attempts as (${limited(t, sql`${t.lastAttemptAt} < now() - ${QUIET_RESET} and (${t.lockedUntil} is null or ${t.lockedUntil} <= now())`)}),
          mail as (${limited(mailOutbox, sql`${mailOutbox.status} = 'sent' and ${mailOutbox.sentAt} < now() - make_interval(days => ${keepSentMailDays}::int)`)})
        select (select count(*) from counters)::int as rate_limit_counters,
          (select count(*) from quotas)::int as mail_quotas,
          (select count(*) from holds)::int as stall_holds,
          (select count(*) from attempts)::int as sign_in_attempts,
          (select count(*) from mail)::int as mail_outbox`),
      );
      return row;
    });
  }
}
