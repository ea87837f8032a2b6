import { UNTRUSTED_FORWARDING_WARNING } from '../../server/src/common/forwarded-for-warning';
import { createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS } from '../support/bookings';
import { engine } from '../support/database';

/**
 * Issue 33: a proxy in front of a server whose TRUST_PROXY is unset makes every visitor one address (five wrong
 * passwords then lock everyone out). The server says so in its log: at the first request carrying X-Forwarded-For,
 * then at most once an hour; never when TRUST_PROXY is set.
 */
describe(`the warning about an unbelieved proxy (${engine})`, () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  async function appLogging(env: Record<string, string>): Promise<{ t: TestApp; warnings: () => number }> {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: 'warn', ...env }, { write: (line: string) => lines.push(line) });
    apps.push(t);
    const warnings = () => lines.filter((line) => line.includes(UNTRUSTED_FORWARDING_WARNING)).length;
    return { t, warnings };
  }

  it(
    'warns once, and again an hour later, while requests carry X-Forwarded-For and TRUST_PROXY is unset',
    async () => {
      const { t, warnings } = await appLogging({});
      await t.http.get('/api/news').expect(200);
      expect(warnings()).toBe(0);
      for (let i = 0; i < 5; i++) await t.http.get('/api/news').set('X-Forwarded-For', `198.51.100.${i}`).expect(200);
      await t.http
        .post('/api/admin/login')
        .set('X-Forwarded-For', '198.51.100.9')
        .send({ username: 'x', password: 'y' });
      expect(warnings()).toBe(1);

      const later = Date.now() + 3_600_000;
      const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
      try {
        await t.http.get('/api/news').set('X-Forwarded-For', '198.51.100.1').expect(200);
        await t.http.get('/api/news').set('X-Forwarded-For', '198.51.100.2').expect(200);
      } finally {
        clock.mockRestore();
      }
      expect(warnings()).toBe(2);
    },
    BOOT_TIMEOUT_MS,
  );

  it(
    'says nothing when TRUST_PROXY names the proxy',
    async () => {
      const { t, warnings } = await appLogging({ TRUST_PROXY: 'loopback' });
      for (let i = 0; i < 3; i++) await t.http.get('/api/news').set('X-Forwarded-For', `198.51.100.${i}`).expect(200);
      expect(warnings()).toBe(0);
    },
    BOOT_TIMEOUT_MS,
  );
});
