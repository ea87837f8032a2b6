import { sql } from 'drizzle-orm';
import { admins } from '../../server/src/database/schema';
import { bearer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

describe(`POST /api/admin/create-initial-admin (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const countAdmins = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(admins))[0]?.n ?? 0;

  it('answers 409 once an account exists (the first admin is made at start)', async () => {
    const response = await t.http.post('/api/admin/create-initial-admin').expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      message: 'An admin account already exists, so no initial account can be created. Please sign in instead.',
      code: 'ADMIN_EXISTS',
    });
    expect(await countAdmins()).toBe(1);
  });

  it('creates an admin with generated credentials while no account exists, answering them once', async () => {
    await t.db.delete(admins);
    const response = await t.http.post('/api/admin/create-initial-admin').expect(201);
    expect(response.body).toEqual({
      message:
        'Initial admin account created. Sign in with these credentials and change the password at once: it will not be shown again.',
      credentials: { username: 'parkadmin', password: expect.stringMatching(/^[\w-]{18}$/) },
    });
    const { username, password } = response.body.credentials as { username: string; password: string };
    const token = await t.login(username, password);
    const profile = await t.http.get('/api/admin/profile').set(bearer(token)).expect(200);
    expect(profile.body.admin).toMatchObject({ role: 'admin', isActive: true });

    const again = await t.http.post('/api/admin/create-initial-admin').expect(409);
    expect(again.body.code).toBe('ADMIN_EXISTS');
    expect(await countAdmins()).toBe(1);
  });

  it('makes one account when asked twice at the same moment', async () => {
    await t.db.delete(admins);
    const answers = await Promise.all([
      t.http.post('/api/admin/create-initial-admin'),
      t.http.post('/api/admin/create-initial-admin'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await countAdmins()).toBe(1);
  });
});
