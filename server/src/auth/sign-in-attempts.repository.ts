import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig, type SignInLimits } from '../config/app-config';
import { DATABASE, type Database, type Executor } from '../database/database';
import { signInAttempts } from '../database/schema';

/** The row that counts one username's attempts from every address together. */
export const EVERY_ADDRESS = '*';

/**
 * A count that has been quiet this long starts again from one (and the housekeeping removes it once no lock of
 * its holds).
 */
export const QUIET_RESET = sql`interval '1 day'`;

/** Why an attempt was refused: its address must wait, or the username is locked for everyone. */
export type Refusal = 'address_wait' | 'account_locked';

export type Admission =
  { admitted: true; accountAttempts: number } | { admitted: false; retryAfterSeconds: number; reason: Refusal };

const t = signInAttempts;

/**
 * All SQL about sign-in attempts. Each attempt is counted, and its lock checked, by one upsert per row: the row is
 * locked while the statement runs, so parallel attempts are counted one after another and the one past the limit
 * finds the lock the one before it set, before any password is verified.
 */
@Injectable()
export class SignInAttemptsRepository {
  private readonly limits: SignInLimits;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = config.signIn;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Counts an attempt at `username` from `client`, unless that address must still wait or the username is locked
   * for everyone. The count is taken before the password is checked; a right password gives it back.
   */
  async admit(username: string, client: string): Promise<Admission> {
    const key = username.toLowerCase();
    const { failuresBeforeDelay, delaySeconds, maxDelaySeconds, accountLockFailures, accountLockMinutes } = this.limits;
    // Cheap refusal while the username is locked for everyone, so a locked-out address's attempts do not count.
    const waiting = await this.retryAfter(key, [EVERY_ADDRESS]);
    if (waiting) return { admitted: false, retryAfterSeconds: waiting, reason: 'account_locked' };

    // From this address: after `failuresBeforeDelay` attempts, a wait that doubles with each one, up to the cap.
    const fromAddress = await this.count(
      key,
      client,
      (attempts) =>
        sql`case when ${attempts} >= ${failuresBeforeDelay}::int
        then now() + make_interval(secs => least(${maxDelaySeconds}::int,
          ${delaySeconds}::int * power(2, least(${attempts} - ${failuresBeforeDelay}::int, 30))))
        end`,
    );
    if (fromAddress === undefined) {
      return {
        admitted: false,
        retryAfterSeconds: (await this.retryAfter(key, [client, EVERY_ADDRESS])) || 1,
        reason: 'address_wait',
      };
    }
    // From every address together: past `accountLockFailures`, locked for everyone for a while.
    const everywhere = await this.count(
      key,
      EVERY_ADDRESS,
      (attempts) =>
        sql`case when ${attempts} >= ${accountLockFailures}::int
        then now() + make_interval(mins => ${accountLockMinutes}::int) end`,
    );
    if (everywhere === undefined) {
      // Locked for everyone by a parallel attempt between the two statements: this one is not checked.
      await this.giveBack(key, client);
      return {
        admitted: false,
        retryAfterSeconds: (await this.retryAfter(key, [EVERY_ADDRESS])) || 1,
        reason: 'account_locked',
      };
    }
    return { admitted: true, accountAttempts: everywhere };
  }

  /** A right password: the address starts afresh, and the account-wide count gives back this attempt. */
  async recordSuccess(username: string, client: string): Promise<void> {
    const key = username.toLowerCase();
    await this.db.delete(t).where(and(eq(t.username, key), eq(t.client, client)));
    await this.giveBack(key, EVERY_ADDRESS);
  }

  /** One upsert: counts the attempt and sets the row's lock, unless the row is locked; answers the new count. */
  private async count(
    username: string,
    client: string,
    lockAfter: (attempts: SQL) => SQL,
  ): Promise<number | undefined> {
    const attempts = sql`(case when ${t.lastAttemptAt} < now() - ${QUIET_RESET} then 1 else ${t.failures} + 1 end)`;
    const [row] = await this.db
      .insert(t)
      .values({ username, client, failures: 1, lockedUntil: lockAfter(sql`1`), lastAttemptAt: sql`now()` })
      .onConflictDoUpdate({
        target: [t.username, t.client],
        set: { failures: attempts, lockedUntil: lockAfter(attempts), lastAttemptAt: sql`now()` },
        setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= now()`,
      })
      .returning({ failures: t.failures });
    return row?.failures;
  }

  /** Takes back one counted attempt, and the lock it set when it no longer reaches the row's threshold. */
  private async giveBack(username: string, client: string): Promise<void> {
    const threshold = client === EVERY_ADDRESS ? this.limits.accountLockFailures : this.limits.failuresBeforeDelay;
    await this.db
      .update(t)
      .set({
        failures: sql`greatest(${t.failures} - 1, 0)`,
        lockedUntil: sql`case when ${t.failures} - 1 >= ${threshold}::int then ${t.lockedUntil} end`,
      })
      .where(and(eq(t.username, username), eq(t.client, client)));
  }

  /** Whole seconds until the latest lock among `clients` ends; 0 when none holds. */
  private async retryAfter(username: string, clients: string[]): Promise<number> {
    const [row] = await this.db
      .select({ seconds: sql<number>`ceil(extract(epoch from max(${t.lockedUntil}) - now()))::int` })
      .from(t)
      .where(and(eq(t.username, username), inArray(t.client, clients), gt(t.lockedUntil, sql`now()`)));
    return Math.max(0, Number(row?.seconds ?? 0));
  }
}
