import { networkInterfaces } from 'node:os';
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
    // The generated password was shown: it must be replaced before anything else.
    const signIn = await t.http.post('/api/admin/login').send({ username, password }).expect(200);
    expect(signIn.body.mustChangePassword).toBe(true);
    const token = signIn.body.token as string;
    const profile = await t.http.get('/api/admin/profile').set(bearer(token)).expect(200);
    expect(profile.body.admin).toMatchObject({ role: 'admin', isActive: true, mustChangePassword: true });
    const refused = await t.http.get('/api/admin/admins').set(bearer(token)).expect(403);
    expect(refused.body.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const again = await t.http.post('/api/admin/create-initial-admin').expect(409);
    expect(again.body.code).toBe('ADMIN_EXISTS');
    expect(await countAdmins()).toBe(1);
  });

  it('answers 403 to another machine, judged on the connection, not on X-Forwarded-For', async () => {
    await t.db.delete(admins);
    const message =
      'The first admin account can only be created on the server itself (from 127.0.0.1 or ::1). Please run the request there, or set ADMIN_PASSWORD and restart.';
    // This machine's own network address: the connection then comes from it, not from loopback.
    const external = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    expect(external).toBeDefined();
    await t.app.listen(0, '0.0.0.0');
    const port = (t.app.getHttpServer().address() as { port: number }).port;
    const fromOutside = await fetch(`http://${external}:${port}/api/admin/create-initial-admin`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(fromOutside.status).toBe(403);
    expect(await fromOutside.json()).toEqual({ statusCode: 403, message, code: 'LOCAL_ONLY' });
    // Relayed by a proxy on this machine: the connection is loopback, but the request came from elsewhere.
    const relayed = await t.http
      .post('/api/admin/create-initial-admin')
      .set('x-forwarded-for', '203.0.113.9')
      .expect(403);
    expect(relayed.body.code).toBe('LOCAL_ONLY');
    expect(await countAdmins()).toBe(0);
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
