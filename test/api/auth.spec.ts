import { bearer, claimsOf, newAccount, signToken, type TestAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

const SESSION_MESSAGE = 'Your session has expired or is not valid. Please sign in again.';

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
    // Its holder has replaced the password the admin chose, which raised the version once.
    ver: 1,
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
      expect(claims).toMatchObject({ sub: staff.admin._id, role: 'moderator', ver: 1 });
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

  describe('first sign-in with a password someone else chose', () => {
    const MUST_CHANGE =
      'Please choose a new password before going on: this account’s password was set by someone else.';

    it('says so at sign-in, and opens only the password change, the profile and logout until it is changed', async () => {
      const account = await newAccount(t, rootToken, {}, { firstSignIn: false });
      const signIn = await t.http
        .post('/api/admin/login')
        .send({ username: account.admin.username, password: account.password })
        .expect(200);
      expect(signIn.body).toMatchObject({
        mustChangePassword: true,
        admin: { mustChangePassword: true },
        message: 'Login successful. Please choose a new password before going on.',
      });
      const token = signIn.body.token as string;

      for (const call of [
        t.http.get('/api/admin/admins'),
        t.http.get('/api/bookings/admin/vendor-stalls'),
        t.http.post('/api/news').send({ title: 'T', description: 'D', content: 'C' }),
        t.http.get('/api/contact/messages'),
        t.http.put('/api/admin/profile').send({ username: account.admin.username, firstName: 'A', lastName: 'B' }),
      ]) {
        const refused = await call.set(bearer(token)).expect(403);
        expect(refused.body).toEqual({ statusCode: 403, message: MUST_CHANGE, code: 'PASSWORD_CHANGE_REQUIRED' });
      }
      const profile = await t.http.get('/api/admin/profile').set(bearer(token)).expect(200);
      expect(profile.body.admin.mustChangePassword).toBe(true);

      const weak = await t.http
        .put('/api/admin/change-password')
        .set(bearer(token))
        .send({ currentPassword: account.password, newPassword: 'password123' })
        .expect(400);
      expect(weak.body.code).toBe('WEAK_PASSWORD');
      const changed = await t.http
        .put('/api/admin/change-password')
        .set(bearer(token))
        .send({ currentPassword: account.password, newPassword: 'Hantana-Ridge-Sunrise-7' })
        .expect(200);
      const fresh = changed.body.token as string;
      await t.http.get('/api/admin/admins').set(bearer(fresh)).expect(200);
      const again = await t.http
        .post('/api/admin/login')
        .send({ username: account.admin.username, password: 'Hantana-Ridge-Sunrise-7' })
        .expect(200);
      expect(again.body.mustChangePassword).toBe(false);
    });

    it('does not ask it of the first admin made from ADMIN_PASSWORD', async () => {
      const signIn = await t.http
        .post('/api/admin/login')
        .send({ username: 'parkadmin', password: 'Perahera-Lake-2026' })
        .expect(200);
      expect(signIn.body.mustChangePassword).toBe(false);
    });
  });

  describe('logout', () => {
    it('ends the session on the server at once: the same token gets 401 right after', async () => {
      const account = await newAccount(t, rootToken);
      await t.http.get('/api/admin/profile').set(bearer(account.token)).expect(200);
      const answer = await t.http.post('/api/admin/logout').set(bearer(account.token)).expect(200);
      expect(answer.body).toEqual({ message: 'Signed out' });
      const after = await t.http.get('/api/admin/profile').set(bearer(account.token)).expect(401);
      expect(after.body.message).toBe(SESSION_MESSAGE);
      await t.http.post('/api/admin/logout').set(bearer(account.token)).expect(401);
      // Signing in again gives a working session.
      const token = await t.login(account.admin.username, account.password);
      await t.http.get('/api/admin/profile').set(bearer(token)).expect(200);
    });
  });
});
