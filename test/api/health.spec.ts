import type { DatabaseHandle } from '../../server/src/database/database';
import { DATABASE_HANDLE } from '../../server/src/database/database.module';
import { HEALTH_CHECK_EVERY_MS } from '../../server/src/health/health.controller';
import { createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS } from '../support/bookings';
import { engine } from '../support/database';

/**
 * Issue 33: /api/health and /api/health/ready are public and ask the database; a flood of them must not become a
 * flood of queries. They answer from one database check for HEALTH_CHECK_EVERY_MS (1 s), however many ask
 * meanwhile. The clock is held still (Date.now) so the count does not depend on how fast the machine is.
 */
describe(`/api/health asks the database at most once a second (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('answers 200 requests, sequential and simultaneous, from one check, and checks again a second later', async () => {
    const ping = jest.spyOn(t.app.get<DatabaseHandle>(DATABASE_HANDLE), 'ping');
    const migrations = jest.spyOn(t.app.get<DatabaseHandle>(DATABASE_HANDLE), 'pendingMigrations');
    const start = Date.now() + 10 * HEALTH_CHECK_EVERY_MS;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      for (let i = 0; i < 100; i++) {
        expect((await t.http.get('/api/health').expect(200)).body.status).toBe('ok');
      }
      await Promise.all(Array.from({ length: 100 }, () => t.http.get('/api/health').expect(200)));
      // Readiness (the balancer's probe, public too) answers from the same look.
      await Promise.all(Array.from({ length: 100 }, () => t.http.get('/api/health/ready').expect(200)));
      expect(ping).toHaveBeenCalledTimes(1);
      expect(migrations).toHaveBeenCalledTimes(1);

      clock.mockReturnValue(start + HEALTH_CHECK_EVERY_MS);
      await Promise.all(Array.from({ length: 50 }, () => t.http.get('/api/health').expect(200)));
      expect(ping).toHaveBeenCalledTimes(2);
    } finally {
      clock.mockRestore();
      ping.mockRestore();
      migrations.mockRestore();
    }
  });

  it('answers 503 from a failed check until the next one', async () => {
    const handle = t.app.get<DatabaseHandle>(DATABASE_HANDLE);
    const start = Date.now() + 100 * HEALTH_CHECK_EVERY_MS;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    const ping = jest.spyOn(handle, 'ping').mockRejectedValue(new Error('Connection terminated unexpectedly'));
    try {
      await Promise.all(Array.from({ length: 20 }, () => t.http.get('/api/health').expect(503)));
      expect(ping).toHaveBeenCalledTimes(1);
      ping.mockRestore();
      clock.mockReturnValue(start + HEALTH_CHECK_EVERY_MS);
      await t.http.get('/api/health').expect(200);
    } finally {
      clock.mockRestore();
      ping.mockRestore();
    }
  });
});
