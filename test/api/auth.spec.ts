import { eq } from 'drizzle-orm';
import { admins } from '../../server/src/database/schema';
import { bearer, claimsOf, newAccount, signToken, type TestAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

const SESSION_MESSAGE = 'Your session has expired or is not valid. Please sign in again.';
const LOCK_MESSAGE = 'This account is locked for 15 minutes after 5 failed sign-in attempts. Please try again later.';

describe(`sign-in and tokens (${engine})`, () => {
  let t: TestApp;
  let rootToken: string;
  let staff: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    rootToken = await t.login();
    staff = await newAccount(t, rootToken, { role: 'moderator' });
  });
  afterAll(() => t.close());

  const now = () => Math.floor(Date.now() / 1000);
  const validClaims = () => ({
    sub: staff.admin._id,
    username: staff.admin.username,
    role: 'moderator',
    ver: 0,
    iat: now(),
  });

  /** One staff route of each module: each must refuse a caller without a valid token. */
  const staffRoutes = () => [
    t.http.get('/api/admin/profile'),
    t.http.put('/api/admin/change-password').send({ currentPassword: 'whatever', newPassword: 'Udawatta-Forest-Walk' }),
    t.http.get('/api/admin/admins'),
    t.http.post('/api/news').send({ title: 'T', description: 'D', content: 'C' }),
    t.http.get('/api/contact/messages'),
    t.http.get('/api/newsletter/subscribers'),
  ];

  describe('tokens', () => {
    it('carry an expiry (8 hours by default) and the account’s token version', async () => {
      const claims = claimsOf(staff.token);
      expect(claims).toMatchObject({ sub: staff.admin._id, role: 'moderator', ver: 0 });
      expect((claims.exp as number) - (claims.iat as number)).toBe(8 * 3600);
    });

    const badTokens: Array<[string, () => string | undefined]> = [
      ['no token', () => undefined],
      ['a token that is not a JWT', () => 'not-a-token'],
      [
        'a token signed with another secret',
        () => signToken('another-secret-another-secret-another', { ...validClaims(), exp: now() + 600 }),
      ],
      [
        'an expired token',
        () => signToken(t.config.jwtSecret, { ...validClaims(), iat: now() - 7200, exp: now() - 60 }),
      ],
      ['a token without an expiry', () => signToken(t.config.jwtSecret, validClaims(), { alg: 'HS256', typ: 'JWT' })],
      [
        'an unsigned token (alg none)',
        () =>
          `${signToken('x', { ...validClaims(), exp: now() + 600 }, { alg: 'none', typ: 'JWT' })
            .split('.')
            .slice(0, 2)
            .join('.')}.`,
      ],
      [
        'a token of an older version',
        () => signToken(t.config.jwtSecret, { ...validClaims(), ver: -1, exp: now() + 600 }),
      ],
      [
        'a token of an unknown account',
        () =>
          signToken(t.config.jwtSecret, {
            ...validClaims(),
            sub: '7d1c1e52-4f0e-4a3b-9d55-3b8f5f0c2a11',
            exp: now() + 600,
          }),
      ],
      [
        'a token whose subject is not an id',
        () => signToken(t.config.jwtSecret, { ...validClaims(), sub: "x' or '1'='1", exp: now() + 600 }),
      ],
    ];
    it.each(badTokens)('are refused on every staff route: %s gives 401', async (_case, token) => {
      const value = token();
      for (const call of staffRoutes()) {
        const response = await (value ? call.set(bearer(value)) : call).expect(401);
        expect(response.body.statusCode).toBe(401);
        expect(response.body.message).toBe(SESSION_MESSAGE);
      }
    });

    it('are accepted when valid, and a bad one on a public route is treated as none', async () => {
      await t.http.get('/api/admin/profile').set(bearer(staff.token)).expect(200);
      await t.http.get('/api/news').set(bearer('not-a-token')).expect(200);
    });
  });

  describe('lockout', () => {
    it('locks an account for 15 minutes after 5 failed attempts, even for the right password', async () => {
      const account = await newAccount(t, rootToken);
      const attempt = (password: string) =>
        t.http.post('/api/admin/login').send({ username: account.admin.username, password });
      for (let i = 1; i <= 4; i++) {
        const response = await attempt(`wrong-${i}`).expect(401);
        expect(response.body.message).toBe('Invalid username or password.');
      }
      const fifth = await attempt('wrong-5').expect(423);
      expect(fifth.body).toEqual({ statusCode: 423, message: LOCK_MESSAGE, code: 'ACCOUNT_LOCKED' });
      const right = await attempt(account.password).expect(423);
      expect(right.body.message).toBe(LOCK_MESSAGE);
      // The username is matched whatever its case: no way around the lock.
      await t.http
        .post('/api/admin/login')
        .send({ username: account.admin.username.toUpperCase(), password: account.password })
        .expect(423);
      // Tokens issued before the lock keep working: the lock is about guessing passwords, not about the session.
      await t.http.get('/api/admin/profile').set(bearer(account.token)).expect(200);

      const [row] = await t.db.select().from(admins).where(eq(admins.id, account.admin._id));
      const minutes = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15);

      // Fifteen minutes later (moved back in the database rather than waited for).
      await t.db
        .update(admins)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(admins.id, account.admin._id));
      await attempt(account.password).expect(200);
    });

    it('counts failures only until a successful sign-in', async () => {
      const account = await newAccount(t, rootToken);
      const attempt = (password: string) =>
        t.http.post('/api/admin/login').send({ username: account.admin.username, password });
      for (let i = 0; i < 4; i++) await attempt('wrong').expect(401);
      await attempt(account.password).expect(200);
      for (let i = 0; i < 4; i++) await attempt('wrong').expect(401);
      await attempt(account.password).expect(200);
    });

    it('does not tell which usernames exist', async () => {
      for (let i = 0; i < 6; i++) {
        const response = await t.http
          .post('/api/admin/login')
          .send({ username: 'no.such.person', password: 'whatever' })
          .expect(401);
        expect(response.body.message).toBe('Invalid username or password.');
      }
    });
  });
});
