import { Drain } from '../../server/src/health/drain';
import { SHUTTING_DOWN } from '../../server/src/health/health.controller';
import { createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS } from '../support/bookings';
import { engine } from '../support/database';

/**
 * Issue 35: a server asked to stop drains (main.ts waits SHUTDOWN_DRAIN_SECONDS before closing). From the first
 * moment readiness answers 503, so the load balancer's health check takes it out, while everything else is served
 * as before; each answer then closes its connection, so a keep-alive client comes back through the balancer to
 * another server. The built server's drain under a real balancer: test/scale/rolling-upgrade.postgres.spec.ts.
 */
describe(`a draining server (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('is ready until it drains, then answers readiness 503 SHUTTING_DOWN while it still serves, closing connections', async () => {
    await t.http.get('/api/health/ready').expect(200);
    // Twice: the second is served from the public answers kept in memory, ahead of Fastify.
    await t.http.get('/api/news').expect(200);
    await t.http.get('/api/news').expect(200);

    t.app.get(Drain).begin();

    const ready = await t.http.get('/api/health/ready').expect(503);
    expect(ready.body).toEqual({ statusCode: 503, message: SHUTTING_DOWN, code: 'SHUTTING_DOWN' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers.connection).toBe('close');
    // Alive all the same: a liveness probe must not restart it.
    expect((await t.http.get('/api/health').expect(200)).headers.connection).toBe('close');
    const kept = await t.http.get('/api/news').expect(200);
    expect(kept.headers.connection).toBe('close');
    const token = await t.login();
    const staff = await t.http.get('/api/admin/profile').set('authorization', `Bearer ${token}`).expect(200);
    expect(staff.headers.connection).toBe('close');
  });
});
