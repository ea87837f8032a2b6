import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import { type BackupLine, readBackupFile } from '../../server/src/backup/backup-file';
import { applyMigrations, codeMigrations } from '../../server/src/backup/schema-version';
import { todayInPark } from '../../server/src/common/park-time';
import * as schema from '../../server/src/database/schema';
import { bookingRequest, daysFromToday } from '../support/bookings';
import { engine, freshDatabase } from '../support/database';
import { freePort, type RunningServer, startServer, waitHealthy } from './server-process';

/** Every table of the schema: a backup carries them all, however many there are. */
const TABLES = Object.values(schema).filter((value) => is(value, PgTable)).length;

const ROOT = resolve(__dirname, '../..');
const ADMIN = { ADMIN_USERNAME: 'nightwatch', ADMIN_PASSWORD: 'Backups-At-Bahirawakanda-7' };

/** Where the park's data lives: a data folder (PGlite) or a database on the test PostgreSQL server. */
interface Place {
  /** What the server and the backup command are given to find it. */
  env: Record<string, string>;
  dataDir: string;
  query<T>(text: string): Promise<T[]>;
  drop(): Promise<void>;
}

async function newPlace(): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kandy-backup-'));
  if (engine === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      // Only while no server or command has the folder open.
      query: async <T>(text: string) => {
        const pglite = await PGlite.create(join(dataDir, 'pglite'), { extensions: { btree_gist } });
        try {
          return (await pglite.query<T>(text)).rows;
        } finally {
          await pglite.close();
        }
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await freshDatabase();
  return {
    env: { DATA_DIR: dataDir, ...database.env },
    dataDir,
    query: async <T>(text: string) => {
      const client = new Client({ connectionString: database.env.DATABASE_URL });
      await client.connect();
      try {
        return (await client.query(text)).rows as T[];
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** `npm run backup|restore -- ARGS` as a person types it, on `place`'s data. */
async function npmRun(script: 'backup' | 'restore', place: Place, ...args: string[]) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...place.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

async function readLines(file: string): Promise<BackupLine[]> {
  const lines: BackupLine[] = [];
  for await (const line of readBackupFile(file)) lines.push(line);
  return lines;
}

/** The rows of one table in a backup file. */
function rowsOf(lines: BackupLine[], table: string): Array<Record<string, unknown>> {
  const start = lines.findIndex((line) => 'table' in line && line.table === table);
  const rows: Array<Record<string, unknown>> = [];
  for (const line of lines.slice(start + 1)) {
    if (!('row' in line)) break;
    rows.push(line.row);
  }
  return rows;
}

const json = (method: string, body: unknown, token?: string) => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(
    `${server.url}/api/admin/login`,
    json('POST', { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function get<T>(server: RunningServer, path: string, token: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/**
 * `npm run backup` and `npm run restore` on the built product, on PGlite (a data folder, backed up through the
 * running server that holds it) and on PostgreSQL (a second database on the same server).
 */
describe(`backups (${engine})`, () => {
  const places: Place[] = [];
  const running: RunningServer[] = [];
  const work = mkdtempSync(join(tmpdir(), 'kandy-backup-files-'));

  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(places.map((place) => place.drop()));
    rmSync(work, { recursive: true, force: true });
  });

  const place = async () => {
    const created = await newPlace();
    places.push(created);
    return created;
  };
  const start = async (at: Place) => {
    const server = startServer({
      ...at.env,
      ...ADMIN,
      PORT: String(await freePort()),
      RATE_LIMIT_PUBLIC_POSTS: '100000',
      MAIL_ACKNOWLEDGEMENTS_PER_DAY: '100000',
      MAIL_STAFF_NOTICES_PER_DAY: '100000',
    });
    running.push(server);
    await waitHealthy(server);
    return server;
  };
  const stop = async (server: RunningServer) => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  };

  it('backs up while bookings are written, and the product started on the restored data has all of it', async () => {
    const open = await place();
    const server = await start(open);
    const token = await signIn(server);
    const account = await fetch(
      `${server.url}/api/admin/admins`,
      json(
        'POST',
        {
          username: 'ticket.office',
          email: 'tickets@kandypark.lk',
          password: 'Queens-Hotel-Corner-42',
          firstName: 'Ruwan',
          lastName: 'Bandara',
          role: 'moderator',
        },
        token,
      ),
    );
    expect(account.status).toBe(201);
    const news = await fetch(
      `${server.url}/api/news`,
      json(
        'POST',
        {
          title: 'Lake walk open at dawn',
          description: 'The lake gate opens at 5:30.',
          content: 'From Monday the lake gate opens at 5:30 for walkers.',
          category: 'Announcements',
          status: 'published',
        },
        token,
      ),
    );
    expect(news.status).toBe(201);

    if (engine === 'pglite') {
      // The running server's backup endpoint: its address and secret only for the data's owner, and nothing
      // without the secret.
      const addressFile = join(open.dataDir, 'backup-endpoint.json');
      expect(statSync(addressFile).mode & 0o777).toBe(0o600);
      const { port } = JSON.parse(readFileSync(addressFile, 'utf8')) as { port: number };
      for (const authorization of [undefined, 'Bearer not-the-secret']) {
        const refused = await fetch(`http://127.0.0.1:${port}/backup`, {
          method: 'POST',
          headers: authorization ? { authorization } : {},
        });
        expect(refused.status).toBe(401);
      }
    }
    // Nothing of it on the public port.
    expect((await fetch(`${server.url}/api/backup`, { method: 'POST' })).status).toBe(404);

    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (worker: number) => {
      for (let i = 0; writing; i++) {
        // Pending requests may share a day; the days stay inside the booking horizon however fast the writers are.
        const body = bookingRequest({
          venue: ['Open Air Arena', 'Open Area'][i % 2],
          eventDate: daysFromToday(30 + ((worker * 97 + i) % 600)),
          customer: { name: `Writer ${worker}`, email: `writer${worker}.${i}@example.lk`, phone: '+94 77 100 2000' },
        });
        const response = await fetch(`${server.url}/api/bookings`, json('POST', body));
        expect(response.status).toBe(201);
        acknowledged.push(((await response.json()) as { _id: string })._id);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // Counted, not timed: a busy machine writes slower.
    while (acknowledged.length < 20) await new Promise((done) => setTimeout(done, 20));
    const before = [...acknowledged];
    const file = join(work, 'while-open.backup');
    const backup = await npmRun('backup', open, file);
    const during = acknowledged.length - before.length;
    writing = false;
    await Promise.all(writers);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(`^Backup written to .*while-open\\.backup \\(\\d+ kB\\): \\d+ rows of ${TABLES} tables`),
    );
    await stop(server);

    // One moment's data: every booking in it comes with both its e-mails, and no e-mail without its booking.
    const lines = await readLines(file);
    const saved = new Set(rowsOf(lines, 'bookings').map((row) => row.id as string));
    expect(before.filter((id) => !saved.has(id))).toEqual([]);
    expect([...saved].filter((id) => !acknowledged.includes(id))).toEqual([]);
    const mails = rowsOf(lines, 'mail_outbox').map((row) => row.text_body as string);
    for (const id of acknowledged) {
      expect([id, mails.filter((text) => text.includes(id)).length]).toEqual([id, saved.has(id) ? 2 : 0]);
    }

    const fresh = await place();
    const restore = await npmRun('restore', fresh, file);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(
      `rows of ${TABLES} tables into ${engine === 'pglite' ? 'DATA_DIR' : 'the PostgreSQL'}`,
    );

    const restored = await start(fresh);
    const staff = await signIn(restored);
    const { bookings } = await get<{ bookings: Array<{ _id: string }> }>(restored, '/api/bookings', staff);
    expect(new Set(bookings.map((booking) => booking._id))).toEqual(saved);
    const { admins } = await get<{ admins: Array<{ username: string; role: string }> }>(
      restored,
      '/api/admin/admins',
      staff,
    );
    expect(admins.map(({ username, role }) => ({ username, role }))).toEqual([
      { username: ADMIN.ADMIN_USERNAME, role: 'admin' },
      { username: 'ticket.office', role: 'moderator' },
    ]);
    const { newsItems } = await get<{ newsItems: Array<{ title: string }> }>(restored, '/api/news', staff);
    expect(newsItems.map((item) => item.title)).toEqual(['Lake walk open at dawn']);
    const after = await fetch(
      `${restored.url}/api/bookings`,
      json('POST', bookingRequest({ eventDate: daysFromToday(20) })),
    );
    expect(after.status).toBe(201);
    await stop(restored);

    // Restoring again into what now holds the park's data is refused until told.
    const again = await npmRun('restore', fresh, file);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /already holds the park's data \(.*bookings \d+.*\)\. .*--force.* Nothing was changed\./,
    );
    const [count] = await fresh.query<{ n: number }>('select count(*)::int as n from bookings');
    expect(count?.n).toBe(saved.size + 1);
    process.stdout.write(
      `backup (${engine}): ${before.length} bookings before the backup, ${during} acknowledged while it ran, ` +
        `${saved.size} in it; restored and started\n`,
    );
  }, 240_000);

  it('restores an older backup and migrates it, and refuses newer, damaged or non-empty ones first', async () => {
    // A database as the previous release left it: every migration but the last, and one staff account.
    const older = await place();
    const migrations = codeMigrations();
    const last = migrations[migrations.length - 1]?.tag as string;
    const insert = `insert into admins (username, email, password_hash) values ('old.timer', 'old@kandypark.lk', 'x');
      insert into document_counters (kind, year, last) values ('INV', 2027, 3)`;
    if (engine === 'pglite') {
      const pglite = await PGlite.create(join(older.dataDir, 'pglite'), { extensions: { btree_gist } });
      await applyMigrations(drizzlePglite(pglite), migrations.slice(0, -1));
      await pglite.exec(insert);
      await pglite.close();
    } else {
      const client = new Client({ connectionString: older.env.DATABASE_URL });
      await client.connect();
      await applyMigrations(drizzlePostgres(client), migrations.slice(0, -1));
      await client.query(insert);
      await client.end();
    }
    // No server runs: on PGlite the command opens the folder itself.
    const file = join(work, 'older.backup');
    expect((await npmRun('backup', older, file)).code).toBe(0);
    const state = async () => ({
      migrations: (await older.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))[0]
        ?.n,
      admins: (await older.query<{ username: string }>('select username from admins')).map((row) => row.username),
    });
    const untouched = { migrations: migrations.length - 1, admins: ['old.timer'] };

    const refused = async (from: string, message: RegExp) => {
      const result = await npmRun('restore', older, from, '--force');
      expect([result.code, result.stderr]).toEqual([1, expect.stringMatching(message)]);
      expect(await state()).toEqual(untouched);
    };
    const text = gunzipSync(readFileSync(file)).toString();
    const newer = join(work, 'newer.backup');
    const header = JSON.parse(text.slice(0, text.indexOf('\n'))) as { backup: Record<string, unknown> };
    header.backup.migrations = [...(header.backup.migrations as unknown[]), { when: 4102444800000, hash: 'f' }];
    header.backup.latestMigration = '0099_from_the_future';
    writeFileSync(newer, gzipSync(`${JSON.stringify(header)}${text.slice(text.indexOf('\n'))}`));
    await refused(newer, /comes from a newer version .*0099_from_the_future.* Nothing was changed\./);
    const cut = join(work, 'cut.backup');
    writeFileSync(cut, gzipSync(text.slice(0, text.lastIndexOf('{"end"'))));
    await refused(cut, /is not a complete Kandy Park backup \(it ends too early\)\. Nothing was changed\./);
    const notEmpty = await npmRun('restore', older, file);
    expect([notEmpty.code, notEmpty.stderr]).toEqual([1, expect.stringMatching(/already holds .*admins 1/)]);
    // Numbers issued since the backup was taken are not given again by the restored database.
    await older.query(`update document_counters set last = 9 where kind = 'INV' and year = 2027`);
    await older.query(`insert into document_counters (kind, year, last) values ('RCT', 2027, 4)`);

    const replaced = await npmRun('restore', older, file, '--force');
    expect(replaced.stderr).toBe('');
    expect(replaced.stdout).toContain(`Migrated since the backup: ${last}.`);
    expect(replaced.stdout).toContain(
      'Document numbers continue after those already issued: INV 2027 after no. 9, RCT 2027 after no. 4.',
    );
    expect(await state()).toEqual({ migrations: migrations.length, admins: ['old.timer'] });
    expect(replaced.stdout).toContain(`Numbers set aside, as documents given out after the backup may hold them`);
    // This year's series continue past the 500 numbers set aside (RESTORE_NUMBER_GAP); 2027's as they were.
    const year = Number(todayInPark().slice(0, 4));
    const counters = await older.query<{ kind: string; year: number; last: number }>(
      'select kind, year, last from document_counters order by kind, year',
    );
    expect(counters.filter((row) => row.year === 2027)).toEqual([
      { kind: 'INV', year: 2027, last: 9 },
      { kind: 'RCT', year: 2027, last: 4 },
    ]);
    if (year !== 2027) {
      expect(counters.filter((row) => row.year === year).map((row) => `${row.kind} ${row.last}`)).toEqual([
        'CRN 500',
        'INV 500',
        'RCT 500',
        'RFD 500',
      ]);
    }
    if (engine === 'pglite') {
      // The database it replaced is kept aside, named in the message.
      const aside = readdirSync(older.dataDir).filter((name) => name.startsWith('pglite-before-restore-'));
      expect(aside).toHaveLength(1);
      expect(replaced.stdout).toContain(`kept in ${join(older.dataDir, aside[0] as string)}`);
      expect(existsSync(join(older.dataDir, 'pglite.restoring'))).toBe(false);
    }
  }, 180_000);
});
