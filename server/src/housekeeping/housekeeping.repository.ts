import { Inject, Injectable } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { QUIET_RESET } from '../auth';
import { DATABASE, type Database, rowsOf } from '../database/database';
import {
  auditLog,
  mailOutbox,
  mailQuotas,
  RECORD_ADDRESS_KEYS,
  rateLimitCounters,
  signInAttempts,
  stallHolds,
} from '../database/schema';
import { ADVISORY_LOCKS } from '../database/advisory-locks';

/** What one round removed, by table (`audit_log_addresses`: client addresses taken out of the record's entries). */
export type Removed = {
  rate_limit_counters: number;
  mail_quotas: number;
  stall_holds: number;
  sign_in_attempts: number;
  mail_outbox: number;
  audit_log_addresses: number;
};

/** The retention the housekeeping applies, from the configuration. */
export interface KeepDays {
  sentMail: number;
  recordAddresses: number;
}

/** Any number, fixed, apart from the migrations' one: one server at a time does the housekeeping. */
const HOUSEKEEPING_LOCK_KEY = ADVISORY_LOCKS.housekeeping;

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
   * - sent messages older than `keep.sentMail` days; waiting and given-up ones stay;
   * - the client addresses of record entries older than `keep.recordAddresses` days (the entry itself stays: the
   *   record's trigger lets exactly this change through).
   */
  async removeExpired(today: string, keep: KeepDays, batch: number): Promise<Removed | undefined> {
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
      // Written out, not as parameters, so the planner matches the partial index on the same array.
      const addressKeys = sql.raw(`array[${RECORD_ADDRESS_KEYS.map((key) => `'${key}'`).join(', ')}]`);
      const [row] = rowsOf<Removed>(
        await tx.execute(sql`with
          counters as (${limited(rateLimitCounters, sql`${rateLimitCounters.expiresAt} < now()`)}),
          quotas as (${limited(mailQuotas, sql`${mailQuotas.day} < ${today}::date`)}),
          holds as (${limited(stallHolds, sql`${stallHolds.expiresAt} < now()`)}),
          attempts as (${limited(t, sql`${t.lastAttemptAt} < now() - ${QUIET_RESET} and (${t.lockedUntil} is null or ${t.lockedUntil} <= now())`)}),
          mail as (${limited(mailOutbox, sql`${mailOutbox.status} = 'sent' and ${mailOutbox.sentAt} < now() - make_interval(days => ${keep.sentMail}::int)`)}),
          addresses as (update ${auditLog} set details = ${auditLog.details} - ${addressKeys}
            where ${auditLog.id} = any(array(select ${auditLog.id} from ${auditLog}
              where ${auditLog.details} ?| ${addressKeys}
                and ${auditLog.createdAt} < now() - make_interval(days => ${keep.recordAddresses}::int)
              limit ${batch}))
            returning 1)
        select (select count(*) from counters)::int as rate_limit_counters,
          (select count(*) from quotas)::int as mail_quotas,
          (select count(*) from holds)::int as stall_holds,
          (select count(*) from attempts)::int as sign_in_attempts,
          (select count(*) from mail)::int as mail_outbox,
          (select count(*) from addresses)::int as audit_log_addresses`),
      );
      return row;
    });
  }
}
