import { ConfigError, loadConfig } from './app-config';

const base = { PGLITE_MEMORY: 'true' };

describe('loadConfig', () => {
  it('starts on the embedded defaults with nothing set', () => {
    const config = loadConfig({ ...base });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      jwtExpiresIn: '8h',
      logLevel: 'info',
      smtpUrl: undefined,
      staffEmail: 'bookings@kandypark.lk',
      accountsEmail: 'bookings@kandypark.lk',
      rateLimits: { publicPostsPerMinute: 60, loginPerMinute: 30, calendarFeedPerMinute: 20 },
      trustProxy: false,
      requestTimeoutMs: 30_000,
      mailCaps: { acknowledgementsPerRecipientPerDay: 5, acknowledgementsPerDay: 500, staffNoticesPerDay: 200 },
      pendingStallRequestsPerClient: 3,
      // An address waits after 5 failures; the account locks for everyone only after 50 from all addresses.
      signIn: {
        failuresBeforeDelay: 5,
        delaySeconds: 60,
        maxDelaySeconds: 3600,
        accountLockFailures: 50,
        accountLockMinutes: 60,
      },
      metrics: undefined,
      sentMailKeepDays: 90,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535 (got "eighty")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a URL starting with postgres: or postgresql:'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET is required when NODE_ENV=production (at least 32 random characters)'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must be a duration such as 8h, 30m or 3600 (got "forever")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a URL starting with smtp: or smtps:'],
    [{ STAFF_EMAIL: 'nobody' }, 'STAFF_EMAIL must be an e-mail address (got "nobody")'],
    [{ ACCOUNTS_EMAIL: 'accounts' }, 'ACCOUNTS_EMAIL must be an e-mail address (got "accounts")'],
    [{ ADMIN_PASSWORD: '12345' }, 'ADMIN_PASSWORD is refused: Password must be at least 6 characters long.'],
    [
      { SIGN_IN_FAILURES_BEFORE_DELAY: '0' },
      'SIGN_IN_FAILURES_BEFORE_DELAY must be a whole number from 1 to 1000 (got "0")',
    ],
    [{ RATE_LIMIT_LOGIN: '0' }, 'RATE_LIMIT_LOGIN must be a whole number from 1 to 100000 (got "0")'],
    [
      { PENDING_STALL_REQUESTS_PER_CLIENT: '0' },
      'PENDING_STALL_REQUESTS_PER_CLIENT must be a whole number from 1 to 1000 (got "0")',
    ],
    [
      { TRUST_PROXY: 'yes' },
      'TRUST_PROXY must be true, false, or addresses of your proxies (IPs, CIDR ranges, loopback, linklocal, uniquelocal) separated by commas (got "yes")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY must be true, false, or addresses of your proxies (IPs, CIDR ranges, loopback, linklocal, uniquelocal) separated by commas (got "10.0.0.0/33")',
    ],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, 'REQUEST_TIMEOUT_SECONDS must be a whole number from 1 to 600 (got "0")'],
    [{ SHUTDOWN_DRAIN_SECONDS: '2.5' }, 'SHUTDOWN_DRAIN_SECONDS must be a whole number from 0 to 300 (got "2.5")'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT must differ from PORT (3000): the metrics are never on the public port'],
    [{ METRICS_PORT: 'x' }, 'METRICS_PORT must be a whole number from 0 to 65535 (got "x")'],
    [
      { METRICS_PORT: '9464', METRICS_HOST: 'anywhere' },
      'METRICS_HOST must be an IP address to listen on, such as 127.0.0.1 (got "anywhere")',
    ],
    [{ SENT_MAIL_KEEP_DAYS: '0' }, 'SENT_MAIL_KEEP_DAYS must be a whole number from 1 to 36500 (got "0")'],
    [
      { PGLITE_MEMORY_FROM: '/nonexistent/dump.tar' },
      'PGLITE_MEMORY_FROM names a file that does not exist: /nonexistent/dump.tar',
    ],
    [
      { VAT_RATE: '18%' },
      'VAT_RATE must be a percentage from 0 to 100 with at most two decimals, such as 18 (got "18%")',
    ],
    [
      { SSCL_RATE: '2.555' },
      'SSCL_RATE must be a percentage from 0 to 100 with at most two decimals, such as 2.5 (got "2.555")',
    ],
    [
      { VAT_RATE: '18', VAT_NUMBER: '123456789-7000' },
      'PARK_TIN is required when VAT_RATE or SSCL_RATE is set: a tax invoice prints it',
    ],
    [{ VAT_RATE: '18', PARK_TIN: '123456789' }, 'VAT_NUMBER is required when VAT_RATE is set: a tax invoice prints it'],
    [{ PARK_TIN: '12345' }, 'PARK_TIN must be the park\'s taxpayer identification number: 9 digits (got "12345")'],
    [
      { VAT_NUMBER: 'VAT-1' },
      'VAT_NUMBER must be the park\'s VAT registration number: 9 digits, with its 4-digit suffix if it has one, such as 123456789-7000 (got "VAT-1")',
    ],
    [{ PRICES_INCLUDE_TAX: 'yes' }, 'PRICES_INCLUDE_TAX must be true or false (got "yes")'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(new ConfigError(message));
  });

  it('copies money mail to STAFF_EMAIL unless ACCOUNTS_EMAIL names another mailbox', () => {
    expect(loadConfig({ ...base, STAFF_EMAIL: 'office@kandypark.lk' }).accountsEmail).toBe('office@kandypark.lk');
    expect(
      loadConfig({ ...base, STAFF_EMAIL: 'office@kandypark.lk', ACCOUNTS_EMAIL: 'accounts@kandypark.lk' }),
    ).toMatchObject({ staffEmail: 'office@kandypark.lk', accountsEmail: 'accounts@kandypark.lk' });
  });

  it('serves metrics on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ ...base, METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it('reads TRUST_PROXY as nobody, anybody, or a list of proxy addresses', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
  });

  it('drains 5 s before stopping on PostgreSQL, where servers share a balancer, and not at all alone on PGlite', () => {
    const postgres = { DATABASE_URL: 'postgres://park:park@db:5432/park' };
    expect(loadConfig({ ...base }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...base, ...postgres }).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ ...base, ...postgres, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_SECONDS: '12' }).shutdownDrainMs).toBe(12_000);
  });

  it('charges no taxes by default, and reads the rates, numbers and pricing when set', () => {
    expect(loadConfig({ ...base }).taxes).toEqual({
      vatRate: 0,
      vatNumber: '',
      ssclRate: 0,
      tin: '',
      pricesIncludeTax: true,
    });
    expect(
      loadConfig({
        ...base,
        VAT_RATE: '18',
        VAT_NUMBER: '123456789-7000',
        SSCL_RATE: '2.5',
        PARK_TIN: '123456789',
        PRICES_INCLUDE_TAX: 'false',
      }).taxes,
    ).toEqual({ vatRate: 18, vatNumber: '123456789-7000', ssclRate: 2.5, tin: '123456789', pricesIncludeTax: false });
    expect(loadConfig({ ...base, SSCL_RATE: '2.5', PARK_TIN: '123456789' }).taxes).toMatchObject({
      vatRate: 0,
      ssclRate: 2.5,
    });
  });

  it('accepts a PostgreSQL URL and a production secret', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://park:park@db:5432/park',
      SMTP_URL: 'smtp://mail.example.lk:587',
    });
    expect(config.databaseUrl).toBe('postgres://park:park@db:5432/park');
    expect(config.jwtSecret).toBe('x'.repeat(40));
  });
});
