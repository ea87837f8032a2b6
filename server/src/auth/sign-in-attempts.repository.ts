import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig, type SignInLimits } from '../config/app-config';
import { DATABASE, type Database, type Executor } from '../database/database';
import { signInAttempts } from '../database/schema';

/** The row that counts one username's attempts from every address (every unknown device) together. */
export const EVERY_ADDRESS = '*';

/**
 * A count that has been quiet this long starts again from one (and the housekeeping removes it once no lock of
 * its holds).
 */
export const QUIET_RESET = sql`interval '1 day'`;

/**
 * Who is attempting: a device that signed in to this username before (the nonce of its valid device cookie,
 * `auth/device-cookie.ts`), or an unknown device, known only by its client address (`common/client-address.ts`).
 */
export type Requester = { device: string } | { address: string };

/** The row counting a known device's attempts: its own, apart from every address. */
const rowOf = (requester: Requester): string =>
  'device' in requester ? `device:${requester.device}` : requester.address;

/**
 * Why an attempt was refused: its address must wait, the username is locked for unknown devices, or the known
 * device must wait.
 */
export type Refusal = 'address_wait' | 'account_locked' | 'device_wait';

/** `accountAttempts`: the username's count from all unknown devices (0 for a known device, which is not counted). */
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
   * Counts an attempt at `username`, unless its requester must still wait or, for an unknown device, the username
   * is locked. A known device's attempts count against that device alone: the account-wide lock and the address's
   * wait, which strangers can run up, never hold it. The count is taken before the password is checked; a right
   * password gives it back.
   */
  async admit(username: string, requester: Requester): Promise<Admission> {
    const key = username.toLowerCase();
    if ('device' in requester) {
      const row = rowOf(requester);
      const counted = await this.count(key, row, (attempts) => this.waitAfterFailures(attempts));
      if (counted !== undefined) return { admitted: true, accountAttempts: 0 };
      return { admitted: false, retryAfterSeconds: (await this.retryAfter(key, [row])) || 1, reason: 'device_wait' };
    }
    const client = requester.address;
    const { accountLockFailures, accountLockMinutes } = this.limits;
    // Cheap refusal while the username is locked for everyone, so a locked-out address's attempts do not count.
    const waiting = await this.retryAfter(key, [EVERY_ADDRESS]);
    if (waiting) return { admitted: false, retryAfterSeconds: waiting, reason: 'account_locked' };

    const fromAddress = await this.count(key, client, (attempts) => this.waitAfterFailures(attempts));
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

  /**
   * A right password: the address (or known device) starts afresh, and the account-wide count gives back this
   * attempt when it counted it.
   */
  async recordSuccess(username: string, requester: Requester): Promise<void> {
    const key = username.toLowerCase();
    await this.db.delete(t).where(and(eq(t.username, key), eq(t.client, rowOf(requester))));
    if (!('device' in requester)) await this.giveBack(key, EVERY_ADDRESS);
  }

  /**
   * The wait of one address or known device: after `failuresBeforeDelay` attempts, a wait that doubles with each
   * one, up to the cap.
   */
  private waitAfterFailures(attempts: SQL): SQL {
    const { failuresBeforeDelay, delaySeconds, maxDelaySeconds } = this.limits;
    return sql`case when ${attempts} >= ${failuresBeforeDelay}::int
        then now() + make_interval(secs => least(${maxDelaySeconds}::int,
          ${delaySeconds}::int * power(2, least(${attempts} - ${failuresBeforeDelay}::int, 30))))
        end`;
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
