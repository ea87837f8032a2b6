import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { createApp } from '../../server/src/app.factory';
import { type AppConfig, loadConfig } from '../../server/src/config/app-config';
import { DATABASE, type Database } from '../../server/src/database/database';
import { freshDatabase } from './database';
import { checkedAgent, contractOf } from './openapi-contract';

export const ADMIN_USERNAME = 'parkadmin';
export const ADMIN_PASSWORD = 'Perahera-Lake-2026';

export interface TestApp {
  app: NestFastifyApplication;
  /** supertest bound to the running app; every answer it receives is checked against the OpenAPI document. */
  http: TestAgent;
  db: Database;
  config: AppConfig;
  /** Signs in (the first admin by default) and answers the bearer token. */
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Boots the real application (the same `createApp` as `main.ts`) on a fresh database: PGlite in memory, or a new
 * database on the PostgreSQL server when TEST_DATABASE=postgres. `env` overrides any setting; log lines go to
 * `logDestination` when given (with LOG_LEVEL set in `env`: tests log nothing by default).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  logDestination?: DestinationStream,
): Promise<TestApp> {
  const database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    ADMIN_EMAIL: 'parkadmin@kandypark.lk',
    STAFF_EMAIL: 'staff@kandypark.lk',
    // The copies of money mail go to a mailbox of their own, so tests of the staff mailbox count only its notices.
    ACCOUNTS_EMAIL: 'accounts@kandypark.lk',
    RATE_LIMIT_PUBLIC_POSTS: '10000',
    RATE_LIMIT_LOGIN: '10000',
    RATE_LIMIT_CALENDAR_FEED: '10000',
    RATE_LIMIT_STAFF_MONEY: '10000',
    // Tests post many requests for one customer: the daily mail caps have their own spec (mail-abuse.spec.ts).
    MAIL_ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY: '1000',
    MAIL_ACKNOWLEDGEMENTS_PER_DAY: '1000000',
    MAIL_STAFF_NOTICES_PER_DAY: '100000',
    // Likewise for pending stall requests from one client (stall-request-limits.spec.ts).
    PENDING_STALL_REQUESTS_PER_CLIENT: '1000',
    // Tests send rent reminders by calling the service, never on a timer that could fire mid-test.
    RENT_REMINDERS_EVERY_MINUTES: '0',
    CLIENT_DIR: '/nonexistent-client-dir',
    ...database.env,
    ...env,
  });
  const app = await createApp(config, logDestination);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const http = checkedAgent(request(app.getHttpServer()), contractOf(app));
  return {
    app,
    http,
    db: app.get<Database>(DATABASE),
    config,
    async login(username = ADMIN_USERNAME, password = ADMIN_PASSWORD) {
      const response = await http.post('/api/admin/login').send({ username, password });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
      return (response.body as { token: string }).token;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
