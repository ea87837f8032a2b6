import { PASSWORD_ADVICE } from '../../server/src/common/password-policy';
import { and, eq, sql } from 'drizzle-orm';
import { AdminAccountsService } from '../../server/src/admin/admin-accounts.service';
import { admins, auditLog } from '../../server/src/database/schema';
import { bearer, newAccount, newAdminPayload, type TestAccount } from '../support/accounts';
import { ADMIN_USERNAME, createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

describe(`admin account management (${engine})`, () => {
  let t: TestApp;
  let rootToken: string;
  let moderator: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    rootToken = await t.login();
    moderator = await newAccount(t, rootToken, {
      role: 'moderator',
      username: 'mod.silva',
      firstName: 'Ruwan',
      lastName: 'Silva',
    });
  });
  afterAll(() => t.close());

  const countAdmins = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(admins))[0]?.n ?? 0;
  const auditOf = (action: string, entityId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  describe('listing', () => {
    it('lists every account, oldest first, in SPEC.md shape and without secrets', async () => {
      const response = await t.http.get('/api/admin/admins').set(bearer(rootToken)).expect(200);
      const list = response.body.admins as Array<Record<string, unknown>>;
      expect(list.map((a) => a.username)).toEqual([
        ADMIN_USERNAME,
        'mod.silva',
        ...list.slice(2).map((a) => a.username),
      ]);
      expect(list[1]).toEqual({
        _id: moderator.admin._id,
        username: 'mod.silva',
        email: moderator.admin.email,
        role: 'moderator',
        isActive: true,
        createdAt: expect.any(String),
        lastLogin: expect.any(String),
        profile: { firstName: 'Ruwan', lastName: 'Silva', phone: '+94 81 222 3344' },
        fullName: 'Ruwan Silva',
        mustChangePassword: false,
      });
      expect(JSON.stringify(response.body)).not.toMatch(/hash|argon|tokenVersion|failedLogin|locked/i);
    });
  });

  describe('creating', () => {
    it('creates an admin (the default role) that can sign in, and records who did it', async () => {
      const payload = newAdminPayload({ email: 'Chamari.Fernando@KandyPark.lk', role: undefined });
      const response = await t.http.post('/api/admin/admins').set(bearer(rootToken)).send(payload).expect(201);
      expect(response.body.message).toBe('Admin account created successfully');
      expect(response.body.admin).toMatchObject({
        username: payload.username,
        email: 'chamari.fernando@kandypark.lk',
        role: 'admin',
        isActive: true,
        lastLogin: null,
        fullName: 'Kumari Jayasinghe',
        mustChangePassword: true,
      });
      const login = await t.http
        .post('/api/admin/login')
        .send({ username: payload.username, password: payload.password })
        .expect(200);
      expect(login.body.admin.lastLogin).not.toBeNull();
      const [entry] = await auditOf('admin.create', response.body.admin._id);
      expect(entry).toMatchObject({ actorUsername: ADMIN_USERNAME, entity: 'admin' });
    });

    it('creates a moderator without a phone', async () => {
      const { phone: _phone, ...payload } = newAdminPayload({ role: 'moderator' });
      const response = await t.http.post('/api/admin/admins').set(bearer(rootToken)).send(payload).expect(201);
      expect(response.body.admin.role).toBe('moderator');
      expect(response.body.admin.profile.phone).toBe('');
    });

    const refusals: Array<[string, Record<string, unknown>, string]> = [
      ['no username', { username: undefined }, 'Please enter a username.'],
      [
        'a username with spaces',
        { username: 'nimal perera' },
        'Username must be 3 to 50 characters: letters, digits, dots, dashes or underscores.',
      ],
      [
        'a two-letter username',
        { username: 'ab' },
        'Username must be 3 to 50 characters: letters, digits, dots, dashes or underscores.',
      ],
      ['no e-mail', { email: undefined }, 'Please enter an e-mail address.'],
      ['a malformed e-mail', { email: 'nimal-at-kandypark' }, 'Please enter a valid e-mail address.'],
      ['no password', { password: undefined }, 'Please enter a password.'],
      ['a five-character password', { password: 'ab3de' }, 'Password must be at least 6 characters long.'],
      ['no first name', { firstName: '   ' }, 'Please enter a first name.'],
      ['no last name', { lastName: undefined }, 'Please enter a last name.'],
      [
        'a phone that is not a number',
        { phone: 'call the office' },
        'Please enter a valid phone number, for example +94 77 123 4567.',
      ],
      ['an unknown role', { role: 'superuser' }, 'Role must be admin or moderator.'],
      ['an unknown field', { isActive: false }, 'Unknown field: isActive.'],
    ];
    it.each(refusals)('refuses %s with a message and writes nothing', async (_case, overrides, message) => {
      const before = await countAdmins();
      const response = await t.http
        .post('/api/admin/admins')
        .set(bearer(rootToken))
        .send({ ...newAdminPayload(), ...overrides })
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message, code: 'VALIDATION' });
      expect(await countAdmins()).toBe(before);
    });

    it.each([
      ['one of the most common passwords', 'football', ' (this is a frequently used password)'],
      ['a common password in capitals', 'QWERTY123', ' (this is a commonly used password)'],
      ['the new account’s own username', 'nimal.perera2026', ''],
    ])('refuses %s, saying how to choose a better one, and writes nothing', async (_case, password, why) => {
      const before = await countAdmins();
      const response = await t.http
        .post('/api/admin/admins')
        .set(bearer(rootToken))
        .send({ ...newAdminPayload({ username: 'nimal.perera', email: 'nimal@kandypark.lk' }), password })
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: expect.stringContaining(`This password is too easy to guess${why}`),
        code: 'WEAK_PASSWORD',
      });
      expect(response.body.message).toContain(PASSWORD_ADVICE);
      expect(await countAdmins()).toBe(before);
    });

    it('refuses a username or e-mail already in use, whatever the case', async () => {
      const before = await countAdmins();
      const username = await t.http
        .post('/api/admin/admins')
        .set(bearer(rootToken))
        .send(newAdminPayload({ username: ADMIN_USERNAME.toUpperCase() }))
        .expect(409);
      expect(username.body).toEqual({
        statusCode: 409,
        message: 'That username is already taken. Please choose another.',
        code: 'USERNAME_TAKEN',
      });
      const email = await t.http
        .post('/api/admin/admins')
        .set(bearer(rootToken))
        .send(newAdminPayload({ email: 'PARKADMIN@kandypark.lk' }))
        .expect(409);
      expect(email.body).toEqual({
        statusCode: 409,
        message: 'An account with that e-mail address already exists.',
        code: 'EMAIL_TAKEN',
      });
      expect(await countAdmins()).toBe(before);
    });

    it('gives one 201 and one 409 for two simultaneous requests with one username', async () => {
      const payload = newAdminPayload();
      const answers = await Promise.all([
        t.http.post('/api/admin/admins').set(bearer(rootToken)).send(payload),
        t.http
          .post('/api/admin/admins')
          .set(bearer(rootToken))
          .send({ ...payload, email: `other.${payload.email}` }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    });
  });

  describe('the admin role', () => {
    it('is required to list, create, (de)activate or delete accounts: a moderator gets 403', async () => {
      const someone = await newAccount(t, rootToken);
      const before = await countAdmins();
      const calls = [
        t.http.get('/api/admin/admins'),
        t.http.post('/api/admin/admins').send(newAdminPayload()),
        t.http.patch(`/api/admin/admins/${someone.admin._id}`).send({ isActive: false }),
        t.http.delete(`/api/admin/admins/${someone.admin._id}`),
      ];
      for (const call of calls) {
        const response = await call.set(bearer(moderator.token)).expect(403);
        expect(response.body).toEqual({ statusCode: 403, message: 'Only admin accounts can do this.' });
      }
      expect(await countAdmins()).toBe(before);
      await t.http.get('/api/admin/profile').set(bearer(someone.token)).expect(200);
    });

    it('is not needed for one’s own profile', async () => {
      const response = await t.http.get('/api/admin/profile').set(bearer(moderator.token)).expect(200);
      expect(response.body.admin.username).toBe('mod.silva');
    });
  });

  describe('deleting', () => {
    it('deletes another account: it can no longer sign in and its token stops working', async () => {
      const victim = await newAccount(t, rootToken);
      const response = await t.http.delete(`/api/admin/admins/${victim.admin._id}`).set(bearer(rootToken)).expect(200);
      expect(response.body).toEqual({ message: 'Admin account deleted successfully' });
      await t.http.get('/api/admin/profile').set(bearer(victim.token)).expect(401);
      await t.http
        .post('/api/admin/login')
        .send({ username: victim.admin.username, password: victim.password })
        .expect(401);
      expect(await auditOf('admin.delete', victim.admin._id)).toHaveLength(1);
    });

    it('refuses to delete one’s own account', async () => {
      const self = await newAccount(t, rootToken);
      const response = await t.http.delete(`/api/admin/admins/${self.admin._id}`).set(bearer(self.token)).expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        message: 'You cannot delete your own account. Ask another admin to do it.',
        code: 'SELF_DELETE',
      });
      await t.http.get('/api/admin/profile').set(bearer(self.token)).expect(200);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await t.http
        .delete('/api/admin/admins/7d1c1e52-4f0e-4a3b-9d55-3b8f5f0c2a11')
        .set(bearer(rootToken))
        .expect(404);
      expect(unknown.body.message).toBe('No admin account with that id exists. It may have been deleted already.');
      await t.http.delete('/api/admin/admins/not-an-id').set(bearer(rootToken)).expect(404);
      await t.http.patch('/api/admin/admins/12345').set(bearer(rootToken)).send({ isActive: false }).expect(404);
    });
  });

  describe('deactivating and reactivating', () => {
    it('ends a deactivated account’s tokens and sign-ins until it is reactivated', async () => {
      const account = await newAccount(t, rootToken);
      const off = await t.http
        .patch(`/api/admin/admins/${account.admin._id}`)
        .set(bearer(rootToken))
        .send({ isActive: false })
        .expect(200);
      expect(off.body.message).toBe('Admin account deactivated successfully');
      expect(off.body.admin).toMatchObject({ _id: account.admin._id, isActive: false });

      const refused = await t.http.get('/api/admin/profile').set(bearer(account.token)).expect(401);
      expect(refused.body.message).toBe('Your session has expired or is not valid. Please sign in again.');
      // Its right password gets the wrong one's answer: no answer tells whether a password is right.
      const login = await t.http
        .post('/api/admin/login')
        .send({ username: account.admin.username, password: account.password })
        .expect(401);
      expect(login.body).toEqual({
        statusCode: 401,
        message: 'Invalid username or password.',
        code: 'INVALID_CREDENTIALS',
      });

      const on = await t.http
        .patch(`/api/admin/admins/${account.admin._id}`)
        .set(bearer(rootToken))
        .send({ isActive: true })
        .expect(200);
      expect(on.body.message).toBe('Admin account reactivated successfully');
      expect(on.body.admin.isActive).toBe(true);
      // The token from before the deactivation stays dead; a new sign-in works.
      await t.http.get('/api/admin/profile').set(bearer(account.token)).expect(401);
      const fresh = await t.login(account.admin.username, account.password);
      await t.http.get('/api/admin/profile').set(bearer(fresh)).expect(200);
      expect((await auditOf('admin.deactivate', account.admin._id))[0]).toMatchObject({
        fromStatus: 'active',
        toStatus: 'inactive',
      });
      expect(await auditOf('admin.reactivate', account.admin._id)).toHaveLength(1);
    });

    it('refuses to deactivate one’s own account', async () => {
      const self = await newAccount(t, rootToken);
      const response = await t.http
        .patch(`/api/admin/admins/${self.admin._id}`)
        .set(bearer(self.token))
        .send({ isActive: false })
        .expect(409);
      expect(response.body.message).toBe('You cannot deactivate your own account. Ask another admin to do it.');
    });

    it.each([
      [{}, 'isActive must be true or false.'],
      [{ isActive: 'no' }, 'isActive must be true or false.'],
      [{ isActive: false, role: 'admin' }, 'Unknown field: role.'],
    ])('refuses the body %j with a message', async (body, message) => {
      const account = await newAccount(t, rootToken);
      const response = await t.http
        .patch(`/api/admin/admins/${account.admin._id}`)
        .set(bearer(rootToken))
        .send(body)
        .expect(400);
      expect(response.body.message).toBe(message);
      await t.http.get('/api/admin/profile').set(bearer(account.token)).expect(200);
    });
  });

  describe('the last active admin', () => {
    it('survives two admins deleting each other at the same moment', async () => {
      // Leave exactly two active admins: a and b.
      const a = await newAccount(t, rootToken);
      const b = await newAccount(t, rootToken);
      await t.db
        .update(admins)
        .set({ isActive: false })
        .where(and(eq(admins.role, 'admin'), sql`${admins.id} not in (${a.admin._id}, ${b.admin._id})`));

      const answers = await Promise.all([
        t.http.delete(`/api/admin/admins/${b.admin._id}`).set(bearer(a.token)),
        t.http.delete(`/api/admin/admins/${a.admin._id}`).set(bearer(b.token)),
      ]);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = answers.find((r) => r.status !== 200);
      // PostgreSQL runs both at once (the second sees the first's delete and is refused); PGlite runs them in turn
      // (the second caller's own account is gone by then).
      expect([401, 409]).toContain(refused?.status);
      if (refused?.status === 409)
        expect(refused.body.message).toBe('You cannot delete the last active admin account.');
      const active = await t.db
        .select()
        .from(admins)
        .where(and(eq(admins.role, 'admin'), eq(admins.isActive, true)));
      expect(active).toHaveLength(1);
    });

    it('cannot be deleted or deactivated by anyone (the rule under the routes, whatever the caller)', async () => {
      const [last] = await t.db
        .select()
        .from(admins)
        .where(and(eq(admins.role, 'admin'), eq(admins.isActive, true)));
      const accounts = t.app.get(AdminAccountsService);
      const caller = {
        id: moderator.admin._id,
        username: moderator.admin.username,
        displayName: moderator.admin.username,
        role: 'admin' as const,
      };
      await expect(accounts.delete(caller, last!.id)).rejects.toMatchObject({
        statusCode: 409,
        code: 'LAST_ACTIVE_ADMIN',
        message: 'You cannot delete the last active admin account.',
      });
      await expect(accounts.setActive(caller, last!.id, false)).rejects.toMatchObject({
        statusCode: 409,
        message: 'You cannot deactivate the last active admin account.',
      });
      const [after] = await t.db.select().from(admins).where(eq(admins.id, last!.id));
      expect(after?.isActive).toBe(true);
      // A moderator is not an admin: removing one never meets this rule.
      const [other] = await t.db
        .insert(admins)
        .values({ username: 'mod.extra', email: 'mod.extra@kandypark.lk', passwordHash: 'unused', role: 'moderator' })
        .returning();
      await expect(accounts.setActive(caller, other!.id, false)).resolves.toMatchObject({ admin: { isActive: false } });
    });
  });
});
