import { and, eq } from 'drizzle-orm';
import { mailOutbox, signInAttempts } from '../../server/src/database/schema';
import { newAccount, type TestAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

const WRONG = 'Invalid username or password.';
const ACCOUNT_LOCK_FAILURES = 12;
/** The first wait, a minute, as announced a moment after it began. */
const ONE_MINUTE = /^Too many failed sign-in attempts\. Please try again in (1 minute|[3-5]\d seconds)\.$/;

/**
 * Failed sign-ins: each client address waits after five failures (the wait doubling), and twelve failures from all
 * addresses together lock the account for everyone (50 by default; small here). Addresses are told apart by
 * X-Forwarded-For, believed from the test's own loopback connection (TRUST_PROXY=loopback).
 */
describe(`sign-in locks (${engine})`, () => {
  let t: TestApp;
  let rootToken: string;

  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'loopback',
      SIGN_IN_FAILURES_BEFORE_DELAY: '5',
      SIGN_IN_DELAY_SECONDS: '60',
      SIGN_IN_ACCOUNT_LOCK_FAILURES: String(ACCOUNT_LOCK_FAILURES),
      SIGN_IN_ACCOUNT_LOCK_MINUTES: '30',
    });
    rootToken = await t.login();
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, from: string) =>
    t.http.post('/api/admin/login').set('x-forwarded-for', from).send({ username, password });

  /** Moves an address's wait into the past, as if it had been waited out. */
  const waitOut = (username: string, client: string) =>
    t.db
      .update(signInAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(signInAttempts.username, username.toLowerCase()), eq(signInAttempts.client, client)));

  const statusCounts = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

  it('checks at most five passwords of twenty parallel wrong guesses from one address', async () => {
    const account = await newAccount(t, rootToken);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(account.admin.username, `wrong-guess-${i}`, '198.51.100.1')),
    );
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 15 });
    for (const answer of answers) {
      if (answer.status === 401) expect(answer.body.message).toBe(WRONG);
      else {
        expect(answer.body).toEqual({
          statusCode: 429,
          message: expect.stringMatching(ONE_MINUTE),
          code: 'TOO_MANY_ATTEMPTS',
        });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(50);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    // Five attempts were counted (and so checked); the refused ones were not.
    const [row] = await t.db
      .select()
      .from(signInAttempts)
      .where(
        and(
          eq(signInAttempts.username, account.admin.username.toLowerCase()),
          eq(signInAttempts.client, '198.51.100.1'),
        ),
      );
    expect(row?.failures).toBe(5);
    // Even the right password waits, from that address only.
    await attempt(account.admin.username, account.password, '198.51.100.1').expect(429);
    await attempt(account.admin.username, account.password, '198.51.100.2').expect(200);
  });

  it('doubles the wait with each further failure from the address, and a success starts it afresh', async () => {
    const account = await newAccount(t, rootToken);
    const from = '198.51.100.3';
    for (let i = 0; i < 5; i++) await attempt(account.admin.username, 'wrong', from).expect(401);
    await waitOut(account.admin.username, from);
    await attempt(account.admin.username, 'wrong', from).expect(401);
    const second = await attempt(account.admin.username, account.password, from).expect(429);
    expect(second.body.message).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
    await waitOut(account.admin.username, from);
    await attempt(account.admin.username, 'wrong', from).expect(401);
    const third = await attempt(account.admin.username, 'wrong', from).expect(429);
    expect(third.body.message).toBe('Too many failed sign-in attempts. Please try again in 4 minutes.');

    await waitOut(account.admin.username, from);
    await attempt(account.admin.username, account.password, from).expect(200);
    for (let i = 0; i < 4; i++) await attempt(account.admin.username, 'wrong', from).expect(401);
    await attempt(account.admin.username, account.password, from).expect(200);
  });

  it('answers unknown usernames exactly as known ones', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => attempt('no.such.person', 'wrong-guess', '198.51.100.4')),
    );
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 3 });
    for (const answer of answers) expect(answer.body.message).toMatch(answer.status === 401 ? WRONG : ONE_MINUTE);
  });

  it('locks the account for everyone only after many failures from all addresses, telling the staff once', async () => {
    const account: TestAccount = await newAccount(t, rootToken);
    const staffMail = () =>
      t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Sign-in locked for staff account ${account.admin.username}`));
    // Three addresses, four failures each: none has to wait, but together they reach the account's limit.
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
      await attempt(account.admin.username, `wrong-${i}`, `203.0.113.${i % 3}`).expect(401);
    }
    const locked = await attempt(account.admin.username, account.password, '203.0.113.200').expect(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again in 30 minutes.');
    const mails = await staffMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe('staff@kandypark.lk');
    expect(mails[0]?.textBody).toContain(`"${account.admin.username}" has had ${ACCOUNT_LOCK_FAILURES} failed`);

    // Once the lock ends, the next failure locks it again, without another mail.
    await waitOut(account.admin.username, '*');
    await attempt(account.admin.username, 'wrong-again', '203.0.113.201').expect(401);
    await attempt(account.admin.username, account.password, '203.0.113.202').expect(429);
    expect(await staffMail()).toHaveLength(1);
    await waitOut(account.admin.username, '*');
    await attempt(account.admin.username, account.password, '203.0.113.203').expect(200);
  });
});
