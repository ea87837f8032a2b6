import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Response } from 'supertest';
import { deviceCookieName } from '../../server/src/auth/device-cookie';
import { signInAttempts } from '../../server/src/database/schema';
import { bearer, newAccount, signInFrom, type TestAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

const WRONG = 'Invalid username or password.';
const ACCOUNT_LOCK_FAILURES = 30;
const LOCKED = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;

/** The `name=value` of the device cookie an answer sets, with its attributes apart. */
function deviceCookieOf(response: Response): { pair: string; attributes: string[] } {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = (header ?? []).find((line) => line.startsWith('kp_device_'));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(response.headers)}`);
  const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
  return { pair, attributes };
}

/**
 * Device cookies (OWASP): a browser that signed in to an account gets a signed cookie naming it, and from it the
 * right password always passes: failures count against that cookie alone, while the per-address waits and the
 * account-wide lock hold only devices without one. Addresses are told apart by X-Forwarded-For, believed from the
 * test's own loopback connection (TRUST_PROXY=loopback).
 */
describe(`device cookies (${engine})`, () => {
  let t: TestApp;
  let rootToken: string;

  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'loopback',
      SIGN_IN_FAILURES_BEFORE_DELAY: '5',
      SIGN_IN_DELAY_SECONDS: '60',
      SIGN_IN_ACCOUNT_LOCK_FAILURES: String(ACCOUNT_LOCK_FAILURES),
      SIGN_IN_ACCOUNT_LOCK_MINUTES: '60',
    });
    rootToken = await t.login();
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, from: string, cookie?: string) =>
    signInFrom(t, username, password, from, cookie);

  /** Signs `account` in from `from` and answers the device cookie its browser now keeps. */
  const signInDevice = async (account: TestAccount, from: string): Promise<string> =>
    deviceCookieOf(await attempt(account.admin.username, account.password, from).expect(200)).pair;

  const moderator = () => newAccount(t, rootToken, { role: 'moderator' });

  it('lets the moderator in from their own device after 40 wrong passwords from 40 addresses', async () => {
    const staff = await moderator();
    const laptop = await signInDevice(staff, '198.51.100.10');

    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      statuses.push((await attempt(staff.admin.username, `guess-${i}`, `203.0.113.${i}`)).status);
    }
    // The count locks the account for devices without a cookie at the 30th failure; each later attempt meets it.
    expect(statuses.slice(0, ACCOUNT_LOCK_FAILURES)).toEqual(Array(ACCOUNT_LOCK_FAILURES).fill(401));
    expect(statuses.slice(ACCOUNT_LOCK_FAILURES)).toEqual(Array(40 - ACCOUNT_LOCK_FAILURES).fill(429));

    // Without the cookie the right password is still refused, from a new address and from the laptop's own.
    for (const from of ['192.0.2.99', '198.51.100.10']) {
      const refused = await attempt(staff.admin.username, staff.password, from).expect(429);
      expect(refused.body.message).toMatch(LOCKED);
    }
    // With it, the right password passes, from the usual address or any other, again and again.
    const signedIn = await attempt(staff.admin.username, staff.password, '198.51.100.10', laptop).expect(200);
    expect(signedIn.body.admin.username).toBe(staff.admin.username);
    await t.http.get('/api/admin/profile').set(bearer(signedIn.body.token)).expect(200);
    const renewed = deviceCookieOf(signedIn).pair;
    expect(renewed).not.toBe(laptop);
    await attempt(staff.admin.username, staff.password, '192.0.2.100', laptop).expect(200);
    await attempt(staff.admin.username, staff.password, '192.0.2.101', renewed).expect(200);
    // The lock still holds every device without one.
    await attempt(staff.admin.username, staff.password, '192.0.2.102').expect(429);
  });

  it('sets the cookie HttpOnly, SameSite=Strict, for the staff account routes, Secure when the request came over https', async () => {
    const staff = await moderator();
    const plain = deviceCookieOf(await attempt(staff.admin.username, staff.password, '198.51.100.11').expect(200));
    expect(plain.pair.split('=')[0]).toBe(deviceCookieName(staff.admin.username));
    expect(plain.attributes).toEqual(
      expect.arrayContaining(['Path=/api/admin', 'HttpOnly', 'SameSite=Strict', `Max-Age=${365 * 24 * 60 * 60}`]),
    );
    expect(plain.attributes).not.toContain('Secure');
    // Its value names the account, a nonce and when it was made, then the HMAC: never the password.
    const value = decodeURIComponent(plain.pair.slice(plain.pair.indexOf('=') + 1));
    expect(value).toMatch(/^[\w-]+\.[\w-]{22}\.\d+\.[A-Za-z0-9+/]{43}$/);
    expect(Buffer.from(value.split('.')[0]!, 'base64url').toString()).toBe(staff.admin.username.toLowerCase());
    expect(value).not.toContain(staff.password);

    const overTls = await t.http
      .post('/api/admin/login')
      .set('x-forwarded-for', '198.51.100.11')
      .set('x-forwarded-proto', 'https')
      .send({ username: staff.admin.username, password: staff.password })
      .expect(200);
    expect(deviceCookieOf(overTls).attributes).toContain('Secure');
  });

  it('counts wrong passwords from a device with a cookie against that cookie alone, and holds it after five', async () => {
    const staff = await moderator();
    const laptop = await signInDevice(staff, '198.51.100.12');
    for (let i = 0; i < 5; i++) {
      const answer = await attempt(staff.admin.username, `typo-${i}`, '198.51.100.12', laptop).expect(401);
      expect(answer.body).toEqual({ statusCode: 401, message: WRONG, code: 'INVALID_CREDENTIALS' });
    }
    const held = await attempt(staff.admin.username, staff.password, '198.51.100.12', laptop).expect(429);
    expect(held.body.message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(50);

    // Neither the address nor the account counted them: the address signs in without the cookie.
    const rows = await t.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.username, staff.admin.username.toLowerCase()));
    const failuresOf = (client: string | RegExp) =>
      rows.filter((row) => (typeof client === 'string' ? row.client === client : client.test(row.client)));
    expect(failuresOf(/^device:[\w-]{22}$/).map((row) => row.failures)).toEqual([5]);
    expect(failuresOf('198.51.100.12')).toEqual([]);
    expect(failuresOf('*').map((row) => [row.failures, row.lockedUntil])).toEqual([[0, null]]);
    await attempt(staff.admin.username, staff.password, '198.51.100.12').expect(200);
    // A device whose wait has been waited out signs in with its cookie and starts afresh.
    await t.db
      .update(signInAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(
        and(eq(signInAttempts.username, staff.admin.username.toLowerCase()), like(signInAttempts.client, 'device:%')),
      );
    await attempt(staff.admin.username, staff.password, '198.51.100.12', laptop).expect(200);
    const after = await t.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.username, staff.admin.username.toLowerCase()));
    expect(after.filter((row) => row.failures > 0)).toEqual([]);
  });

  it('passes a device with a cookie through its address’s wait', async () => {
    const staff = await moderator();
    const laptop = await signInDevice(staff, '198.51.100.13');
    // A stranger behind the same address (the office's one public address) guesses until the address must wait.
    for (let i = 0; i < 5; i++) await attempt(staff.admin.username, `guess-${i}`, '198.51.100.13').expect(401);
    await attempt(staff.admin.username, staff.password, '198.51.100.13').expect(429);
    await attempt(staff.admin.username, staff.password, '198.51.100.13', laptop).expect(200);
  });

  it('treats a cookie of another account, a changed cookie or a forged one as no cookie', async () => {
    const staff = await moderator();
    const colleague = await moderator();
    const colleaguesCookie = await signInDevice(colleague, '198.51.100.14');
    const ownCookie = await signInDevice(staff, '198.51.100.14');
    for (let i = 1; i <= ACCOUNT_LOCK_FAILURES; i++) {
      await attempt(staff.admin.username, `guess-${i}`, `203.0.113.${100 + i}`).expect(401);
    }
    const [name = '', signed = ''] = ownCookie.split('=');
    const value = decodeURIComponent(signed);
    const [login = '', nonce = '', issued = '', signature = ''] = value.split('.');
    const otherLogin = Buffer.from(colleague.admin.username.toLowerCase()).toString('base64url');
    const forgedValue = `${login}.${randomBytes(16).toString('base64url')}.${issued}`;
    const forgedSignature = createHmac('sha256', 'not the server key').update(forgedValue).digest('base64');
    const unsigned = `${login}.${nonce}.${issued}`;
    const tried = {
      "another account's cookie": colleaguesCookie,
      "another account's cookie under this account's name": `${name}=${colleaguesCookie.split('=')[1]}`,
      'a cookie whose login was changed': `${name}=${encodeURIComponent(`${otherLogin}.${nonce}.${issued}.${signature}`)}`,
      'a cookie whose nonce was changed': `${name}=${encodeURIComponent(`${login}.${randomBytes(16).toString('base64url')}.${issued}.${signature}`)}`,
      'a cookie signed with another key': `${name}=${encodeURIComponent(`${forgedValue}.${forgedSignature.replace(/=+$/, '')}`)}`,
      'a cookie without its signature': `${name}=${encodeURIComponent(unsigned)}`,
      'a cookie that is not one': `${name}=garbage`,
    };
    for (const [label, cookie] of Object.entries(tried)) {
      const answer = await attempt(staff.admin.username, staff.password, '192.0.2.50', cookie);
      expect([label, answer.status]).toEqual([label, 429]);
    }
    await attempt(staff.admin.username, staff.password, '192.0.2.50', ownCookie).expect(200);
  });

  it('gives no cookie for a failed sign-in', async () => {
    const staff = await moderator();
    const failed = await attempt(staff.admin.username, 'wrong', '198.51.100.15').expect(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
    const unknown = await attempt('no.such.person', 'wrong', '198.51.100.15').expect(401);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });
});
