import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import { type Database, MIGRATIONS_FOLDER, PGLITE_OPTIONS } from '../../server/src/database/database';
import * as schema from '../../server/src/database/schema';

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

let template: Promise<string> | undefined;

/**
 * A dump of an empty PGlite database with every migration applied, made once and shared by the test processes:
 * an in-memory database loaded from it starts in well under a second, where creating one from scratch takes
 * seconds. The file's name is a hash of PGlite's version and the migrations, so a new migration makes a new one.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256');
    hash.update(readFileSync(join(dirname(require.resolve('@electric-sql/pglite')), '../package.json')));
    const migrations = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
    for (const name of migrations.filter((file) => /\.(sql|json)$/.test(file))) {
      hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
    }
    const file = join(tmpdir(), `kandy-park-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return file;
    const client = await PGlite.create({ extensions: { btree_gist } });
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      const dump = await client.dumpDataDir('none');
      // Written aside and renamed: another test process making the same file at once never reads half of it.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await client.close();
    }
    return file;
  })();
  return template;
}

/** A fresh, empty database for one test file: environment variables that point the app at it, and a drop. */
export async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    return { env: { PGLITE_MEMORY: 'true', PGLITE_MEMORY_FROM: await pgliteTemplate() }, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(process.env.TEST_PG_URL as string);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** A database with nothing in it, not even the park's tables: where a restore into an empty place goes. */
export async function emptyDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  if (engine === 'pglite') {
    const client = await PGlite.create(PGLITE_OPTIONS);
    return { db: drizzle(client, { schema }), close: () => client.close() };
  }
  const database = await freshDatabase();
  const client = new Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  return {
    db: drizzlePostgres(client, { schema }),
    close: async () => {
      await client.end();
      await database.drop();
    },
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
