import { eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import { signInAttempts } from '../../server/src/database/schema';
import { bearer, newAccount, signInFrom, type TestAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

const ACCOUNT_LOCK_FAILURES = 12;
const WRONG_CURRENT = 'Your current password is not correct. Please check it and try again.';
const ONE_MINUTE = 'Too many failed sign-in attempts. Please try again in 1 minute.';
const LOCKED = 'Too many failed sign-in attempts. Please try again in 30 minutes.';

/**
 * Every way of trying a staff password is counted as a sign-in: a wrong current password on the password change
 * waits and locks like a failed sign-in, and a deactivated account answers its right password as a wrong one. A
 * password change also ends the account's calendar feed address; a sign-out does not. Addresses are told apart by
 * X-Forwarded-For (TRUST_PROXY=loopback).
 */
describe(`password guesses by every door (${engine})`, () => {
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

  const signIn = (username: string, password: string, from: string, cookie?: string) =>
    signInFrom(t, username, password, from, cookie);
  const changePassword = (
    account: TestAccount,
    currentPassword: string,
    from: string,
    { token = account.token, cookie }: { token?: string; cookie?: string } = {},
  ) => {
    const request = t.http.put('/api/admin/change-password').set(bearer(token)).set('x-forwarded-for', from);
    if (cookie) request.set('cookie', cookie);
    return request.send({ currentPassword, newPassword: `${account.password}-next` });
  };
  const deviceCookieOf = (response: Response) =>
    ((response.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
      .find((line) => line.startsWith('kp_device_'))
      ?.split(';')[0];
  const attemptsOf = (account: TestAccount) =>
    t.db.select().from(signInAttempts).where(eq(signInAttempts.username, account.admin.username.toLowerCase()));

  describe('a wrong current password on change-password', () => {
    it('counts at the address like a failed sign-in: the address waits for both', async () => {
      const staff = await newAccount(t, rootToken);
      for (let i = 0; i < 3; i++) {
        const wrong = await changePassword(staff, `guess-${i}`, '198.51.100.1').expect(400);
        expect(wrong.body).toEqual({ statusCode: 400, message: WRONG_CURRENT, code: 'WRONG_PASSWORD' });
      }
      // Sign-in failures and password-change failures fill the same count.
      await signIn(staff.admin.username, 'guess-3', '198.51.100.1').expect(401);
      await changePassword(staff, 'guess-4', '198.51.100.1').expect(400);
      const held = await changePassword(staff, staff.password, '198.51.100.1').expect(429);
      expect(held.body).toEqual({ statusCode: 429, message: ONE_MINUTE, code: 'TOO_MANY_ATTEMPTS' });
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(50);
      await signIn(staff.admin.username, staff.password, '198.51.100.1').expect(429);
      // The password is unchanged and another address is not held.
      await signIn(staff.admin.username, staff.password, '198.51.100.2').expect(200);
    });

    it('counts towards the account-wide lock, which then holds the password change too', async () => {
      const staff = await newAccount(t, rootToken);
      for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
        await changePassword(staff, `guess-${i}`, `203.0.113.${i}`).expect(400);
      }
      const locked = await changePassword(staff, staff.password, '203.0.113.99').expect(429);
      expect(locked.body.message).toBe(LOCKED);
      await signIn(staff.admin.username, staff.password, '203.0.113.98').expect(429);
      const [everywhere] = (await attemptsOf(staff)).filter((row) => row.client === '*');
      expect(everywhere?.failures).toBe(ACCOUNT_LOCK_FAILURES);
    });

    it('counts against the device alone from a device with a cookie, which passes the account lock', async () => {
      const staff = await newAccount(t, rootToken);
      const laptop = deviceCookieOf(await signIn(staff.admin.username, staff.password, '198.51.100.3').expect(200));
      expect(laptop).toBeDefined();
      for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
        await signIn(staff.admin.username, `guess-${i}`, `203.0.113.${100 + i}`).expect(401);
      }
      await changePassword(staff, staff.password, '198.51.100.3').expect(429);
      for (let i = 0; i < 5; i++)
        await changePassword(staff, `typo-${i}`, '198.51.100.3', { cookie: laptop }).expect(400);
      await changePassword(staff, staff.password, '198.51.100.3', { cookie: laptop }).expect(429);
      const rows = await attemptsOf(staff);
      expect(rows.find((row) => row.client === '*')?.failures).toBe(ACCOUNT_LOCK_FAILURES);
      expect(rows.find((row) => row.client.startsWith('device:'))?.failures).toBe(5);

      const other = await newAccount(t, rootToken);
      const otherLaptop = deviceCookieOf(
        await signIn(other.admin.username, other.password, '198.51.100.4').expect(200),
      );
      for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
        await signIn(other.admin.username, `guess-${i}`, `203.0.113.${150 + i}`).expect(401);
      }
      const changed = await changePassword(other, other.password, '198.51.100.4', { cookie: otherLaptop }).expect(200);
      expect(changed.body.message).toBe('Password changed successfully');
    });
  });

  describe('a deactivated account', () => {
    it('answers its right password exactly as a wrong one, and counts both', async () => {
      const staff = await newAccount(t, rootToken);
      await t.http
        .patch(`/api/admin/admins/${staff.admin._id}`)
        .set(bearer(rootToken))
        .send({ isActive: false })
        .expect(200);
      const right = await signIn(staff.admin.username, staff.password, '198.51.100.5');
      const wrong = await signIn(staff.admin.username, 'not-the-password', '198.51.100.5');
      const unknown = await signIn('no.such.account', staff.password, '198.51.100.5');
      for (const answer of [right, wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({
          statusCode: 401,
          message: 'Invalid username or password.',
          code: 'INVALID_CREDENTIALS',
        });
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
      // The right password did not start the address afresh: it was counted like the wrong one.
      expect((await attemptsOf(staff)).find((row) => row.client === '198.51.100.5')?.failures).toBe(2);
    });

    it('answers its right password as a wrong one from its own device too', async () => {
      const staff = await newAccount(t, rootToken);
      const laptop = deviceCookieOf(await signIn(staff.admin.username, staff.password, '198.51.100.6').expect(200));
      await t.http
        .patch(`/api/admin/admins/${staff.admin._id}`)
        .set(bearer(rootToken))
        .send({ isActive: false })
        .expect(200);
      const answer = await signIn(staff.admin.username, staff.password, '198.51.100.6', laptop).expect(401);
      expect(answer.body.code).toBe('INVALID_CREDENTIALS');
    });
  });

  describe('the calendar feed', () => {
    const turnOn = async (token: string) =>
      (await t.http.put('/api/admin/profile/calendar-feed').set(bearer(token)).send({ enabled: true }).expect(200)).body
        .url as string;
    const read = (url: string) => t.http.get(new URL(url).pathname);

    it('ends its address when the password changes, and says it is off', async () => {
      const staff = await newAccount(t, rootToken);
      const url = await turnOn(staff.token);
      await read(url).expect(200);
      const changed = await changePassword(staff, staff.password, '198.51.100.7').expect(200);
      await read(url).expect(404);
      const settings = await t.http
        .get('/api/admin/profile/calendar-feed')
        .set(bearer(changed.body.token as string))
        .expect(200);
      expect(settings.body).toEqual({ enabled: false, createdAt: null });
    });

    it('keeps its address through a sign-out', async () => {
      const staff = await newAccount(t, rootToken);
      const url = await turnOn(staff.token);
      await t.http.post('/api/admin/logout').set(bearer(staff.token)).expect(200);
      await read(url).expect(200);
    });
  });
});
