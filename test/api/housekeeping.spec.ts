import { sql } from 'drizzle-orm';
import { todayInPark } from '../../server/src/common/park-time';
import { eq } from 'drizzle-orm';
import {
  auditLog,
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
    t = await createTestApp({ SENT_MAIL_KEEP_DAYS: '30', RECORD_ADDRESS_DAYS: '90' });
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
      audit_log_addresses: 0,
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
    expect(Object.values(await housekeeping().run())).toEqual([0, 0, 0, 0, 0, 0]);
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

  it('blanks the client addresses of record entries older than RECORD_ADDRESS_DAYS, and changes nothing else', async () => {
    await t.login();
    const entry = (details: Record<string, unknown>, age: string) => ({
      actorUsername: 'earlier-admin',
      action: 'auth.sign-in',
      entity: 'admin',
      entityId: 'some-admin',
      details,
      createdAt: ago(age),
    });
    const [old, oldOther, recent] = await t.db
      .insert(auditLog)
      .values([
        entry({ client: '203.0.113.7', note: 'kept' }, '91 days'),
        entry({ clientAddress: '2001:db8::/64' }, '100 days'),
        entry({ client: '203.0.113.8' }, '89 days'),
      ])
      .returning();
    const before = await t.db.select().from(auditLog);

    expect((await housekeeping().run()).audit_log_addresses).toBe(2);

    const after = await t.db.select().from(auditLog);
    const byId = new Map(after.map((row) => [row.id, row]));
    expect(byId.get(old!.id)).toEqual({ ...old, details: { note: 'kept' } });
    expect(byId.get(oldOther!.id)).toEqual({ ...oldOther, details: {} });
    expect(byId.get(recent!.id)).toEqual(recent);
    // The real sign-in just now keeps its address; every other entry is as it was.
    const signIn = after.find((row) => row.action === 'auth.sign-in' && row.actorUsername !== 'earlier-admin');
    expect(signIn?.details).toMatchObject({ client: expect.any(String) });
    const changed = new Set([old!.id, oldOther!.id]);
    expect(after.filter((row) => !changed.has(row.id))).toEqual(before.filter((row) => !changed.has(row.id)));
    expect((await housekeeping().run()).audit_log_addresses).toBe(0);
  });

  it('lets the record change in that one way only: any other change or deletion is refused', async () => {
    const [row] = await t.db
      .insert(auditLog)
      .values({ action: 'auth.sign-in', entity: 'admin', details: { client: '198.51.100.9', username: 'x' } })
      .returning();
    const id = row!.id;
    const refused = [
      // the address changed rather than taken out
      sql`update audit_log set details = jsonb_set(details, '{client}', '"10.0.0.1"') where id = ${id}`,
      // the address taken out along with something else
      sql`update audit_log set details = '{}'::jsonb where id = ${id}`,
      sql`update audit_log set details = details - 'client', action = 'auth.sign-out' where id = ${id}`,
      sql`update audit_log set details = details - 'client', created_at = now() where id = ${id}`,
      // a key added
      sql`update audit_log set details = details - 'client' || '{"client2": "1"}'::jsonb where id = ${id}`,
      sql`delete from audit_log where id = ${id}`,
    ];
    for (const statement of refused) {
      await expect(t.db.execute(statement)).rejects.toThrow();
      expect(await t.db.select().from(auditLog).where(eq(auditLog.id, id))).toEqual([row]);
    }
    await t.db.execute(sql`update audit_log set details = details - 'client' where id = ${id}`);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.id, id))).toEqual([
      { ...row, details: { username: 'x' } },
    ]);
    // Once the address is gone there is nothing more to take out: the entry is fixed again.
    await expect(t.db.execute(sql`update audit_log set details = '{}'::jsonb where id = ${id}`)).rejects.toThrow();
  });
});
