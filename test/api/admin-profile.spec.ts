import { PASSWORD_ADVICE } from '../../server/src/common/password-policy';
import { and, eq } from 'drizzle-orm';
import { admins, auditLog } from '../../server/src/database/schema';
import { bearer, claimsOf, newAccount, type TestAccount } from '../support/accounts';
import { ADMIN_USERNAME, createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

describe(`own profile and password (${engine})`, () => {
  let t: TestApp;
  let rootToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    rootToken = await t.login();
  });
  afterAll(() => t.close());

  const rowOf = async (id: string) => (await t.db.select().from(admins).where(eq(admins.id, id)))[0];

  describe('GET /api/admin/profile', () => {
    it('answers the signed-in account', async () => {
      const response = await t.http.get('/api/admin/profile').set(bearer(rootToken)).expect(200);
      expect(Object.keys(response.body)).toEqual(['admin']);
      expect(response.body.admin).toEqual({
        _id: expect.any(String),
        username: ADMIN_USERNAME,
        email: 'parkadmin@kandypark.lk',
        role: 'admin',
        isActive: true,
        createdAt: expect.any(String),
        lastLogin: expect.any(String),
        profile: { firstName: 'Park', lastName: 'Administrator', phone: '' },
        fullName: 'Park Administrator',
        mustChangePassword: false,
      });
    });

    it('needs a token', async () => {
      await t.http.get('/api/admin/profile').expect(401);
    });
  });

  describe('PUT /api/admin/profile', () => {
    let account: TestAccount;
    beforeAll(async () => {
      account = await newAccount(t, rootToken, { role: 'moderator' });
    });

    it('updates username, names and phone; the new username signs in and the old token still works', async () => {
      const response = await t.http
        .put('/api/admin/profile')
        .set(bearer(account.token))
        .send({ username: 'anura.k', firstName: ' Anura ', lastName: 'Kumara', phone: '+94 77 765 4321' })
        .expect(200);
      expect(response.body.message).toBe('Profile updated successfully');
      expect(response.body.admin).toMatchObject({
        _id: account.admin._id,
        username: 'anura.k',
        email: account.admin.email,
        role: 'moderator',
        profile: { firstName: 'Anura', lastName: 'Kumara', phone: '+94 77 765 4321' },
        fullName: 'Anura Kumara',
        mustChangePassword: false,
      });
      await t.http.get('/api/admin/profile').set(bearer(account.token)).expect(200);
      await t.login('anura.k', account.password);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'admin.profile'), eq(auditLog.entityId, account.admin._id)));
      expect(entry?.details).toEqual({ changed: ['username', 'firstName', 'lastName', 'phone'] });
    });

    it('clears the phone when it is left empty, and lets one keep one’s own username in another case', async () => {
      const response = await t.http
        .put('/api/admin/profile')
        .set(bearer(account.token))
        .send({ username: 'Anura.K', firstName: 'Anura', lastName: 'Kumara', phone: '' })
        .expect(200);
      expect(response.body.admin.profile.phone).toBe('');
      expect(response.body.admin.username).toBe('Anura.K');
      expect((await rowOf(account.admin._id))?.phone).toBeNull();
    });

    it('refuses a username another account holds, whatever the case', async () => {
      const response = await t.http
        .put('/api/admin/profile')
        .set(bearer(account.token))
        .send({ username: ADMIN_USERNAME.toUpperCase(), firstName: 'Anura', lastName: 'Kumara' })
        .expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        message: 'That username is already taken. Please choose another.',
        code: 'USERNAME_TAKEN',
      });
      expect((await rowOf(account.admin._id))?.username).toBe('Anura.K');
    });

    it.each([
      ['a changed e-mail address', { email: 'new@kandypark.lk' }, 'The e-mail address cannot be changed.'],
      ['no username', { username: '' }, 'Please enter a username.'],
      [
        'a username with a slash',
        { username: 'anura/k' },
        'Username must be 3 to 50 characters: letters, digits, dots, dashes or underscores.',
      ],
      ['no first name', { firstName: undefined }, 'Please enter a first name.'],
      ['a blank last name', { lastName: '  ' }, 'Please enter a last name.'],
      ['a first name of 101 characters', { firstName: 'A'.repeat(101) }, 'First name must be at most 100 characters.'],
      ['a phone with letters', { phone: 'none' }, 'Please enter a valid phone number, for example +94 77 123 4567.'],
      ['a role', { role: 'admin' }, 'Unknown field: role.'],
    ])('refuses %s with a message and changes nothing', async (_case, overrides, message) => {
      const before = await rowOf(account.admin._id);
      const response = await t.http
        .put('/api/admin/profile')
        .set(bearer(account.token))
        .send({ username: 'someone.else', firstName: 'Someone', lastName: 'Else', ...overrides })
        .expect(400);
      expect(response.body.message).toBe(message);
      expect(await rowOf(account.admin._id)).toEqual(before);
    });
  });

  describe('PUT /api/admin/change-password', () => {
    let account: TestAccount;
    beforeAll(async () => {
      account = await newAccount(t, rootToken);
    });

    it.each([
      ['no current password', { currentPassword: '' }, 400, 'Please enter your current password.'],
      ['no new password', { newPassword: undefined }, 400, 'Please enter a new password.'],
      [
        'a five-character new password',
        { newPassword: 'Ab3de' },
        400,
        'New password must be at least 6 characters long',
      ],
      [
        'a common new password',
        { newPassword: 'sunshine' },
        400,
        `This password is too easy to guess (this is a frequently used password). ${PASSWORD_ADVICE}`,
      ],
      ['a confirmation that differs', { confirmPassword: 'Something-Else-1' }, 400, 'New passwords do not match'],
      [
        'a wrong current password',
        { currentPassword: 'not-my-password' },
        400,
        'Your current password is not correct. Please check it and try again.',
      ],
      [
        'the current password again',
        { newPassword: 'CURRENT' },
        400,
        'New password must be different from the current password.',
      ],
    ])('refuses %s with a message and keeps the password and tokens', async (_case, overrides, status, message) => {
      const body: Record<string, unknown> = {
        currentPassword: account.password,
        newPassword: 'Udawatta-Forest-Walk',
        ...overrides,
      };
      if (body.newPassword === 'CURRENT') body.newPassword = account.password;
      const before = await rowOf(account.admin._id);
      const response = await t.http
        .put('/api/admin/change-password')
        .set(bearer(account.token))
        .send(body)
        .expect(status);
      expect(response.body.message).toBe(message);
      expect(await rowOf(account.admin._id)).toEqual(before);
      await t.http.get('/api/admin/profile').set(bearer(account.token)).expect(200);
    });

    it('changes the password, ends every earlier token and answers a fresh one', async () => {
      const otherSession = await t.login(account.admin.username, account.password);
      const response = await t.http
        .put('/api/admin/change-password')
        .set(bearer(account.token))
        .send({
          currentPassword: account.password,
          newPassword: 'Udawatta-Forest-Walk',
          confirmPassword: 'Udawatta-Forest-Walk',
        })
        .expect(200);
      expect(response.body).toEqual({ message: 'Password changed successfully', token: expect.any(String) });
      // Version 2: the first raise was the holder replacing the password the admin chose.
      expect(claimsOf(response.body.token as string)).toMatchObject({ sub: account.admin._id, ver: 2 });

      for (const old of [account.token, otherSession]) {
        const refused = await t.http.get('/api/admin/profile').set(bearer(old)).expect(401);
        expect(refused.body.message).toBe('Your session has expired or is not valid. Please sign in again.');
      }
      await t.http
        .get('/api/admin/profile')
        .set(bearer(response.body.token as string))
        .expect(200);
      await t.http
        .post('/api/admin/login')
        .send({ username: account.admin.username, password: account.password })
        .expect(401);
      await t.login(account.admin.username, 'Udawatta-Forest-Walk');
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'admin.password'), eq(auditLog.entityId, account.admin._id)));
      // The holder's first change (of the password the admin chose) and this one.
      expect(entries).toHaveLength(2);
      expect(JSON.stringify(entries)).not.toContain('Udawatta');
    });

    it('needs a token', async () => {
      await t.http
        .put('/api/admin/change-password')
        .send({ currentPassword: 'x', newPassword: 'Udawatta-Forest-Walk' })
        .expect(401);
    });
  });
});
