import { sql } from 'drizzle-orm';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

describe(`platform basics (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the database checked, naming neither the engine nor anything else of the setup', async () => {
    const response = await t.http.get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.info.database).toEqual({ status: 'up' });
    expect(JSON.stringify(response.body)).not.toMatch(/pglite|postgres/i);
  });

  it('answers readiness apart from liveness: not ready while the database lacks a migration of this release', async () => {
    expect((await t.http.get('/api/health/ready').expect(200)).body).toEqual({ status: 'ready' });
    // As after restoring a backup taken before the latest migration: the record of it is gone.
    const deleted = await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *`,
    );
    const [latest] = (deleted as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    try {
      // The database is looked at once a second, however often it is asked.
      let notReady = await t.http.get('/api/health/ready');
      for (let i = 0; i < 30 && notReady.status === 200; i++) {
        await new Promise((wait) => setTimeout(wait, 100));
        notReady = await t.http.get('/api/health/ready');
      }
      expect(notReady.status).toBe(503);
      expect(notReady.body).toEqual({
        statusCode: 503,
        message:
          'Not ready: the database lacks migrations of this release. Restart a server of this release to apply them.',
        code: 'MIGRATIONS_PENDING',
      });
      expect(notReady.headers['cache-control']).toBe('no-store');
      // Liveness is not readiness: the process is alive and needs no restart by the orchestrator.
      await t.http.get('/api/health').expect(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest?.id}, ${latest?.hash}, ${latest?.created_at})`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 1_100));
    await t.http.get('/api/health/ready').expect(200);
  });

  it('answers unknown API paths with a JSON 404 for any method', async () => {
    const get = await t.http.get('/api/unknown').expect(404);
    expect(get.body).toEqual({ statusCode: 404, message: 'No such address: GET /api/unknown' });
    const post = await t.http.post('/api/nothing/here').send({}).expect(404);
    expect(post.body.statusCode).toBe(404);
    expect(post.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves the OpenAPI description', async () => {
    const response = await t.http.get('/api/docs/openapi.json').expect(200);
    expect(response.body.paths['/api/admin/login']).toBeDefined();
    expect(response.body.paths['/api/health']).toBeDefined();
    expect(response.body.paths['/api/health/ready'].get.responses['503']).toBeDefined();
  });

  it("declares each route's security and the refusals its guards give, with the error shape", async () => {
    const document = (await t.http.get('/api/docs/openapi.json').expect(200)).body;
    const operation = (path: string, method: string) => document.paths[path][method];
    const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    // A staff route: the bearer token, 401 without it, 403 before a first password change and for moderators.
    const createAccount = operation('/api/admin/admins', 'post');
    expect(createAccount.security).toEqual([{ bearer: [] }]);
    expect(createAccount.responses['401'].content).toEqual(errorBody);
    expect(createAccount.responses['403'].description).toMatch(/replace a password.*only admin accounts/i);
    expect(createAccount.responses['400'].content).toEqual(errorBody);
    // Changing one's password is open before the first change: no 403 for it.
    expect(operation('/api/admin/change-password', 'put').responses['403']).toBeUndefined();
    // A public, rate-limited post: no security, 400 and 429.
    const contact = operation('/api/contact', 'post');
    expect(contact.security).toEqual([]);
    expect(Object.keys(contact.responses)).toEqual(expect.arrayContaining(['400', '429']));
    expect(contact.responses['401']).toBeUndefined();
  });

  it('sets security headers', async () => {
    const response = await t.http.get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses a body that is not JSON, or too large, with a message and no stack', async () => {
    const bad = await t.http.post('/api/admin/login').set('content-type', 'application/json').send('{bad').expect(400);
    expect(bad.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.' });
    const huge = await t.http
      .post('/api/admin/login')
      .send({ username: 'x'.repeat(300_000), password: 'y' })
      .expect(413);
    expect(huge.body).toEqual({ statusCode: 413, message: 'The request is too large.' });
  });

  describe('staff sign-in', () => {
    it('creates the first admin from ADMIN_* and signs it in', async () => {
      const response = await t.http
        .post('/api/admin/login')
        .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })
        .expect(200);
      expect(response.body.message).toBe('Login successful');
      expect(response.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(response.body.admin).toMatchObject({
        username: ADMIN_USERNAME,
        email: 'parkadmin@kandypark.lk',
        role: 'admin',
        isActive: true,
        profile: { firstName: 'Park', lastName: 'Administrator', phone: '' },
        fullName: 'Park Administrator',
      });
      expect(response.body.admin.lastLogin).not.toBeNull();
      expect(JSON.stringify(response.body)).not.toMatch(/hash|argon/i);
    });

    it('gives one message for a wrong username and for a wrong password', async () => {
      const wrongUser = await t.http
        .post('/api/admin/login')
        .send({ username: 'nobody', password: ADMIN_PASSWORD })
        .expect(401);
      const wrongPassword = await t.http
        .post('/api/admin/login')
        .send({ username: ADMIN_USERNAME, password: 'not-the-password' })
        .expect(401);
      expect(wrongUser.body.message).toBe('Invalid username or password.');
      expect(wrongPassword.body.message).toBe(wrongUser.body.message);
    });

    it('refuses missing fields and unknown fields with a sentence', async () => {
      const missing = await t.http.post('/api/admin/login').send({ username: ADMIN_USERNAME }).expect(400);
      expect(missing.body.message).toBe('Please enter your password.');
      const unknown = await t.http
        .post('/api/admin/login')
        .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, isAdmin: true })
        .expect(400);
      expect(unknown.body.message).toBe('Unknown field: isAdmin.');
    });
  });
});
