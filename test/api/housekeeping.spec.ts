import { sql } from 'drizzle-orm';
import { todayInPark } from '../../server/src/common/park-time';
import {
  mailOutbox,
  mailQuotas,
  newsItems,
  rateLimitCounters,
  signInAttempts,
  stallHolds,
} from '../../server/src/database/schema';
import { HousekeepingService } from '../../server/src/housekeeping/housekeeping.service';
import { createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS, daysFromToday, insertBooking, newBooking } from '../support/bookings';
import { engine } from '../support/database';
import { databaseSnapshot } from '../support/snapshot';

const ago = (interval: string) => sql`now() - ${interval}::interval`;
const ahead = (interval: string) => sql`now() + ${interval}::interval`;
const mail = (to: string) => ({ toAddress: to, subject: 'S', textBody: 'T', htmlBody: 'H' });

/**
 * The scheduled removal of rows that only matter for a while: each kind is removed once it no longer can matter,
 * and nothing else is touched (sent mail is kept SENT_MAIL_KEEP_DAYS, 30 here).
 */
describe(`housekeeping (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SENT_MAIL_KEEP_DAYS: '30' });
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const housekeeping = () => t.app.get(HousekeepingService);
  const select = async <T>(rows: Promise<T[]>, key: (row: T) => string) => (await rows).map(key).sort();

  it('removes past counters and quotas, expired holds, quiet sign-in counts and old sent mail, and nothing else', async () => {
    await t.db.insert(rateLimitCounters).values([
      { key: 'ended', hits: 3, expiresAt: ago('1 minute') },
      { key: 'running', hits: 3, expiresAt: ahead('30 seconds') },
    ]);
    await t.db.insert(mailQuotas).values([
      { scope: 'yesterday', day: daysFromToday(-1), sent: 4 },
      { scope: 'today', day: todayInPark(), sent: 4 },
    ]);
    await t.db.insert(stallHolds).values([
      { stallId: 'A1', tokenHash: 'ended', expiresAt: ago('1 second') },
      { stallId: 'A2', tokenHash: 'live', expiresAt: ahead('9 minutes') },
    ]);
    await t.db.insert(signInAttempts).values([
      { username: 'quiet', client: '198.51.100.1', failures: 3, lastAttemptAt: ago('25 hours') },
      // Quiet as long, but locked for a week: the lock still holds, so the row stays until it ends.
      { username: 'locked', client: '*', failures: 50, lastAttemptAt: ago('2 days'), lockedUntil: ahead('5 days') },
      { username: 'recent', client: '198.51.100.1', failures: 2, lastAttemptAt: ago('1 hour') },
    ]);
    await t.db.insert(mailOutbox).values([
      { ...mail('old-sent@example.lk'), status: 'sent', sentAt: ago('31 days'), createdAt: ago('31 days') },
      { ...mail('recent-sent@example.lk'), status: 'sent', sentAt: ago('29 days'), createdAt: ago('29 days') },
      { ...mail('old-failed@example.lk'), status: 'failed', createdAt: ago('40 days') },
      { ...mail('old-pending@example.lk'), createdAt: ago('40 days') },
    ]);
    // The data itself, which no housekeeping may touch, old as it is.
    await insertBooking(t.db, newBooking({ eventDate: daysFromToday(-400), status: 'completed' }));
    await insertBooking(t.db, newBooking({ status: 'pending' }));
    await t.db
      .insert(newsItems)
      .values({ title: 'Old news', description: 'D', content: 'C', createdAt: ago('2 years') });
    const housekept = ['mail_outbox', 'mail_quotas', 'stall_holds'];
    const without = (snapshot: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(snapshot).filter(([table]) => !housekept.includes(table)));
    const before = without(await databaseSnapshot(t.db));

    expect(await housekeeping().run()).toEqual({
      rate_limit_counters: 1,
      mail_quotas: 1,
      stall_holds: 1,
      sign_in_attempts: 1,
      mail_outbox: 1,
    });

    expect(await select(t.db.select().from(rateLimitCounters), (r) => r.key)).toEqual(['running']);
    expect(await select(t.db.select().from(mailQuotas), (r) => r.scope)).toEqual(['today']);
    expect(await select(t.db.select().from(stallHolds), (r) => r.stallId)).toEqual(['A2']);
    expect(await select(t.db.select().from(signInAttempts), (r) => r.username)).toEqual(['locked', 'recent']);
    expect(await select(t.db.select().from(mailOutbox), (r) => r.toAddress)).toEqual([
      'old-failed@example.lk',
      'old-pending@example.lk',
      'recent-sent@example.lk',
    ]);
    expect(without(await databaseSnapshot(t.db))).toEqual(before);

    // Nothing left to remove: the next round finds nothing.
    expect(Object.values(await housekeeping().run())).toEqual([0, 0, 0, 0, 0]);
  });

  it('removes each row once when two rounds run at the same time', async () => {
    await t.db
      .insert(stallHolds)
      .values(
        ['B1', 'B2', 'B3', 'B4', 'B5'].map((stallId) => ({ stallId, tokenHash: stallId, expiresAt: ago('1 minute') })),
      );
    await t.db
      .insert(rateLimitCounters)
      .values(Array.from({ length: 20 }, (_, i) => ({ key: `ended-${i}`, hits: 1, expiresAt: ago('1 minute') })));
    // On PostgreSQL the two rounds run on two connections: one takes the advisory lock, the other leaves the round to
    // it (or finds nothing left); on PGlite they run one after the other.
    const [first, second] = await Promise.all([housekeeping().run(), housekeeping().run()]);
    expect(first.stall_holds + second.stall_holds).toBe(5);
    expect(first.rate_limit_counters + second.rate_limit_counters).toBe(20);
    expect(await t.db.select().from(stallHolds)).toEqual([expect.objectContaining({ stallId: 'A2' })]);
    expect(await select(t.db.select().from(rateLimitCounters), (r) => r.key)).toEqual(['running']);
  });
});
