import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import {
  DEFAULT_PENDING_STALL_REQUESTS,
  isEmailAddress,
  PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH,
} from '@kandy-park/domain';
import { databaseLocation } from './database-location';
import { ConfigError, type Env, read, url } from './env-values';

export { ConfigError } from './env-values';

/** Validated settings of one server process. Read once at start; see `.env.example`. */
/** When a venue booking's invoice is paid: set by INVOICE_DEPOSIT_PERCENT and the two day counts (.env.example). */
export interface InvoiceTerms {
  /** Share of the amount asked as a deposit, 0 to 100. */
  depositPercent: number;
  /** The deposit is due this many days after the invoice. */
  depositDays: number;
  /** The balance is due this many days before the event's first day. */
  balanceDaysBeforeEvent: number;
}

/**
 * VAT and SSCL (docs/money.md, "Taxes"): off while both rates are 0. Rates in percent with at most two decimals
 * (18, 2.5); `money/taxes.ts` does the arithmetic.
 */
export interface TaxSettings {
  vatRate: number;
  /** The park's VAT registration number; set whenever `vatRate` is. */
  vatNumber: string;
  ssclRate: number;
  /** The park's taxpayer identification number; set whenever a rate is. */
  tin: string;
  /** True: a price holds its taxes (they are taken out of it); false: they are added to it. */
  pricesIncludeTax: boolean;
}

export interface AppConfig {
  port: number;
  nodeEnv: 'development' | 'production' | 'test';
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute path of the data folder (PGlite files, generated JWT secret, lock file). */
  dataDir: string;
  /** PGlite only: keep the database in memory (tests). */
  inMemoryDatabase: boolean;
  /**
   * With `inMemoryDatabase`: a data-folder dump (PGlite's `dumpDataDir`) to start from instead of creating the
   * database from scratch, which takes seconds (tests start hundreds of databases; see test/support/database.ts).
   */
  inMemoryDatabaseFrom: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  initialAdmin: { username: string | undefined; password: string | undefined; email: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  /** Where a copy of every e-mail that carries a money document goes (invoices, receipts, credit and refund notes). */
  accountsEmail: string;
  logLevel: LogLevel;
  /** Public URL printed at start and used in e-mails. */
  publicUrl: string;
  rateLimits: {
    publicPostsPerMinute: number;
    loginPerMinute: number;
    calendarFeedPerMinute: number;
    staffMoneyPerMinute: number;
  };
  /** Failed sign-ins (`auth/sign-in-throttle.ts`); see docs/security.md. */
  signIn: SignInLimits;
  /**
   * Whose `X-Forwarded-For` to believe for the client address (rate limits): false (nobody: the connection's own
   * address counts), true (anyone: only behind a proxy that overwrites the header), or the proxies' addresses.
   */
  trustProxy: boolean | string[];
  /** A request whose headers and body have not all arrived by then is answered 408 and its connection closed. */
  requestTimeoutMs: number;
  /**
   * On SIGTERM or SIGINT the server drains this long before it closes: readiness answers 503 so that a load
   * balancer's health check stops sending it visitors, while it goes on serving what still arrives (main.ts).
   */
  shutdownDrainMs: number;
  /** Caps on mail a stranger can make the park send, per park day (`mail/mail-quota.ts`). */
  mailCaps: {
    acknowledgementsPerRecipientPerDay: number;
    acknowledgementsPerDay: number;
    staffNoticesPerDay: number;
    /** Rent reminders the park sends in one day, all vendors together (`money/reminders.service.ts`). */
    rentRemindersPerDay: number;
  };
  /** How often the server looks for rent reminders to send, in minutes; 0: never (tests run it by hand). */
  rentRemindersEveryMinutes: number;
  /** The deposit and balance of a venue booking's invoice (`money/invoice-terms.ts`). */
  invoiceTerms: InvoiceTerms;
  /** VAT and SSCL on invoices and rent invoices (`money/taxes.ts`). */
  taxes: TaxSettings;
  /**
   * Pending stall rental requests a visitor may have at once, per client address, per e-mail and per phone
   * (`bookings/request-keys.ts`); staff are never limited.
   */
  pendingStallRequestsPerClient: number;
  /** Folder of the built client; absent in API tests. */
  clientDir: string | undefined;
  /** Prometheus metrics on a port of their own (`metrics/`); undefined: no metrics are collected or served. */
  metrics: { port: number; host: string } | undefined;
  /** Sent messages are kept in the outbox this many days, then removed by the housekeeping. */
  sentMailKeepDays: number;
  /** Client addresses in the record (audit_log) are kept this many days, then blanked by the housekeeping. */
  recordAddressDays: number;
}

export interface SignInLimits {
  /** Attempts one client address may make at one username before it has to wait. */
  failuresBeforeDelay: number;
  /** The first wait; each further failure from that address doubles it, up to `maxDelaySeconds`. */
  delaySeconds: number;
  maxDelaySeconds: number;
  /** Attempts at one username, from all addresses together, that lock it for everyone and tell the staff. */
  accountLockFailures: number;
  accountLockMinutes: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const NODE_ENVS = ['development', 'production', 'test'] as const;
const DURATION = /^\d+(ms|s|m|h|d)?$/;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

function email(env: Env, name: string, fallback: string | undefined): string | undefined {
  const raw = read(env, name) ?? fallback;
  if (raw !== undefined && !isEmailAddress(raw.replace(/^.*<(.+)>$/, '$1'))) {
    throw new ConfigError(`${name} must be an e-mail address (got "${raw}")`);
  }
  return raw;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: unset or false, true, or a comma-separated list of addresses, CIDR ranges or `loopback` etc. */
function trustProxy(env: Env): boolean | string[] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const okBits =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32) && version !== 0);
    if (!(PROXY_NAMES.includes(entry) || (version !== 0 && okBits && extra === undefined))) {
      throw new ConfigError(
        `TRUST_PROXY must be true, false, or addresses of your proxies (IPs, CIDR ranges, loopback, linklocal, uniquelocal) separated by commas (got "${raw}")`,
      );
    }
  }
  return entries;
}

/** A tax rate in percent: 0 to 100 with at most two decimals; unset is 0 (not charged). */
function rate(env: Env, name: string, example: string): number {
  const raw = read(env, name);
  if (raw === undefined) return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw) || Number(raw) > 100) {
    throw new ConfigError(
      `${name} must be a percentage from 0 to 100 with at most two decimals, such as ${example} (got "${raw}")`,
    );
  }
  return Number(raw);
}

/** VAT_RATE, VAT_NUMBER, SSCL_RATE, PARK_TIN and PRICES_INCLUDE_TAX (.env.example). */
function taxes(env: Env): TaxSettings {
  const vatRate = rate(env, 'VAT_RATE', '18');
  const ssclRate = rate(env, 'SSCL_RATE', '2.5');
  const tin = read(env, 'PARK_TIN') ?? '';
  const vatNumber = read(env, 'VAT_NUMBER') ?? '';
  if (tin !== '' && !/^\d{9}$/.test(tin)) {
    throw new ConfigError(`PARK_TIN must be the park's taxpayer identification number: 9 digits (got "${tin}")`);
  }
  if (vatNumber !== '' && !/^\d{9}(-?\d{4})?$/.test(vatNumber)) {
    throw new ConfigError(
      `VAT_NUMBER must be the park's VAT registration number: 9 digits, with its 4-digit suffix if it has one, such as 123456789-7000 (got "${vatNumber}")`,
    );
  }
  if ((vatRate > 0 || ssclRate > 0) && tin === '') {
    throw new ConfigError('PARK_TIN is required when VAT_RATE or SSCL_RATE is set: a tax invoice prints it');
  }
  if (vatRate > 0 && vatNumber === '') {
    throw new ConfigError('VAT_NUMBER is required when VAT_RATE is set: a tax invoice prints it');
  }
  const inclusive = read(env, 'PRICES_INCLUDE_TAX') ?? 'true';
  if (inclusive !== 'true' && inclusive !== 'false') {
    throw new ConfigError(`PRICES_INCLUDE_TAX must be true or false (got "${inclusive}")`);
  }
  return { vatRate, vatNumber, ssclRate, tin, pricesIncludeTax: inclusive === 'true' };
}

/** The secret kept in the data folder when JWT_SECRET is not given (development and the embedded default). */
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Validates the environment and returns the settings. A wrong value throws a ConfigError whose message is one
 * line naming the variable, so `main.ts` can stop the start with it.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'development');
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const { databaseUrl, dataDir } = databaseLocation(env);
  const jwtExpiresIn = read(env, 'JWT_EXPIRES_IN') ?? '8h';
  if (!DURATION.test(jwtExpiresIn)) {
    throw new ConfigError(`JWT_EXPIRES_IN must be a duration such as 8h, 30m or 3600 (got "${jwtExpiresIn}")`);
  }
  let jwtSecret = read(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  if (jwtSecret === undefined && nodeEnv === 'production') {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  }
  const adminUsername = read(env, 'ADMIN_USERNAME');
  if (adminUsername !== undefined && !/^[A-Za-z0-9._-]{3,50}$/.test(adminUsername)) {
    throw new ConfigError('ADMIN_USERNAME must be 3 to 50 letters, digits, dots, dashes or underscores');
  }
  const adminEmail = email(env, 'ADMIN_EMAIL', undefined);
  const adminPassword = read(env, 'ADMIN_PASSWORD');
  // Only the length here: how easy it is to guess is checked when it makes the first account (InitialAdminService),
  // as loading the guessing dictionaries on every start would cost that start almost half a second.
  if (adminPassword !== undefined && adminPassword.length < MIN_PASSWORD_LENGTH) {
    throw new ConfigError(
      `ADMIN_PASSWORD is refused: Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    );
  }
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const inMemoryDatabase = read(env, 'PGLITE_MEMORY') === 'true';
  const inMemoryDatabaseFrom = inMemoryDatabase ? read(env, 'PGLITE_MEMORY_FROM') : undefined;
  if (inMemoryDatabaseFrom !== undefined && !existsSync(inMemoryDatabaseFrom)) {
    throw new ConfigError(`PGLITE_MEMORY_FROM names a file that does not exist: ${inMemoryDatabaseFrom}`);
  }
  const metricsPort = read(env, 'METRICS_PORT') === undefined ? undefined : integer(env, 'METRICS_PORT', 0, 0, 65535);
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) {
    throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): the metrics are never on the public port`);
  }
  const metricsHost = read(env, 'METRICS_HOST') ?? '127.0.0.1';
  if (isIP(metricsHost) === 0 && metricsHost !== 'localhost') {
    throw new ConfigError(`METRICS_HOST must be an IP address to listen on, such as 127.0.0.1 (got "${metricsHost}")`);
  }
  jwtSecret ??= inMemoryDatabase ? randomBytes(48).toString('base64url') : generatedSecret(dataDir);

  const staffEmail = email(env, 'STAFF_EMAIL', 'bookings@kandypark.lk') as string;
  return {
    port,
    nodeEnv,
    databaseUrl,
    dataDir,
    inMemoryDatabase,
    inMemoryDatabaseFrom,
    jwtSecret,
    jwtExpiresIn,
    initialAdmin: {
      username: adminUsername,
      password: adminPassword,
      email: adminEmail,
    },
    smtpUrl,
    mailFrom: email(env, 'MAIL_FROM', 'Kandy Cultural Park <no-reply@kandypark.lk>') as string,
    staffEmail,
    accountsEmail: email(env, 'ACCOUNTS_EMAIL', staffEmail) as string,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    publicUrl,
    rateLimits: {
      publicPostsPerMinute: integer(env, 'RATE_LIMIT_PUBLIC_POSTS', 60, 1, 100000),
      loginPerMinute: integer(env, 'RATE_LIMIT_LOGIN', 30, 1, 100000),
      calendarFeedPerMinute: integer(env, 'RATE_LIMIT_CALENDAR_FEED', 20, 1, 100000),
      staffMoneyPerMinute: integer(env, 'RATE_LIMIT_STAFF_MONEY', 30, 1, 100000),
    },
    signIn: {
      failuresBeforeDelay: integer(env, 'SIGN_IN_FAILURES_BEFORE_DELAY', 5, 1, 1000),
      delaySeconds: integer(env, 'SIGN_IN_DELAY_SECONDS', 60, 1, 86400),
      maxDelaySeconds: integer(env, 'SIGN_IN_MAX_DELAY_SECONDS', 3600, 1, 86400),
      accountLockFailures: integer(env, 'SIGN_IN_ACCOUNT_LOCK_FAILURES', 50, 1, 100000),
      accountLockMinutes: integer(env, 'SIGN_IN_ACCOUNT_LOCK_MINUTES', 60, 1, 10080),
    },
    trustProxy: trustProxy(env),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 600) * 1000,
    // Only servers on PostgreSQL can stand behind a balancer together; one on PGlite is alone and stops at once.
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_SECONDS', databaseUrl ? 5 : 0, 0, 300) * 1000,
    mailCaps: {
      acknowledgementsPerRecipientPerDay: integer(env, 'MAIL_ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY', 5, 1, 1000),
      acknowledgementsPerDay: integer(env, 'MAIL_ACKNOWLEDGEMENTS_PER_DAY', 500, 1, 1_000_000),
      staffNoticesPerDay: integer(env, 'MAIL_STAFF_NOTICES_PER_DAY', 200, 1, 100000),
      rentRemindersPerDay: integer(env, 'MAIL_RENT_REMINDERS_PER_DAY', 300, 1, 100000),
    },
    rentRemindersEveryMinutes: integer(env, 'RENT_REMINDERS_EVERY_MINUTES', 60, 0, 1440),
    invoiceTerms: {
      depositPercent: integer(env, 'INVOICE_DEPOSIT_PERCENT', 50, 0, 100),
      depositDays: integer(env, 'INVOICE_DEPOSIT_DAYS', 7, 0, 365),
      balanceDaysBeforeEvent: integer(env, 'INVOICE_BALANCE_DAYS_BEFORE_EVENT', 14, 0, 365),
    },
    taxes: taxes(env),
    pendingStallRequestsPerClient: integer(
      env,
      'PENDING_STALL_REQUESTS_PER_CLIENT',
      DEFAULT_PENDING_STALL_REQUESTS,
      1,
      1000,
    ),
    clientDir: read(env, 'CLIENT_DIR') ? resolve(read(env, 'CLIENT_DIR') as string) : undefined,
    metrics: metricsPort === undefined ? undefined : { port: metricsPort, host: metricsHost },
    sentMailKeepDays: integer(env, 'SENT_MAIL_KEEP_DAYS', 90, 1, 36500),
    recordAddressDays: integer(env, 'RECORD_ADDRESS_DAYS', 90, 1, 36500),
  };
}
