import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Which engine the API tests run on: PGlite in memory (default) or the PostgreSQL server in TEST_PG_URL. */
export const engine: 'pglite' | 'postgres' = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const url = process.env.TEST_PG_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs TEST_PG_URL (scripts/test.sh starts a server and sets it)');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for one test file: environment variables that point the app at it, and a drop. */
export async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (engine === 'pglite') return { env: { PGLITE_MEMORY: 'true' }, drop: async () => {} };
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(process.env.TEST_PG_URL as string);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/**
 * Declares tests that are about PostgreSQL itself (several server processes on one database, a pool whose
 * connections the server ends). PGlite is one in-process connection, so on it they do not exist rather than
 * show as skipped.
 */
export const itOnPostgres = (name: string, test: jest.ProvidesCallback, timeout?: number): void => {
  if (engine === 'postgres') it(name, test, timeout);
};
