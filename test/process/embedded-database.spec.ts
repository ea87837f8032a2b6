import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type RunningServer, startServer, waitHealthy } from './server-process';

const ADMIN = { ADMIN_USERNAME: 'killtest', ADMIN_PASSWORD: 'Dalada-Maligawa-99' };
/** A first password the start must refuse: on zxcvbn's list of common passwords. Not a secret of anyone's. */
const EASY_TO_GUESS = 'letmein1';

/**
 * The embedded database locks its folder, recovers by itself after the process is killed, and never loses a write
 * it acknowledged when only the process dies. These start the built server as a user would.
 */
describe('the embedded database (PGlite in DATA_DIR)', () => {
  let dataDir: string;
  const running: RunningServer[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      RATE_LIMIT_PUBLIC_POSTS: '100000',
      RATE_LIMIT_LOGIN: '1000',
      ...ADMIN,
      ...extra,
    });
    running.push(server);
    return server;
  };

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kandy-data-'));
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write when the server is killed with SIGKILL mid-write, and starts again', async () => {
    const first = await start();
    await waitHealthy(first);

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const email = `fan${worker}-${i}@example.lk`;
        try {
          const response = await fetch(`${first.url}/api/newsletter`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email }),
          });
          if (response.status === 201) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // Kill while the four writers are mid-flight, once enough writes were acknowledged to make the check mean
    // something (counted, not timed: a busy machine writes slower).
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 30 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    const second = await start();
    await waitHealthy(second);
    const login = await fetch(`${second.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`${second.url}/api/newsletter/subscribers`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { subscribers } = (await list.json()) as { subscribers: Array<{ email: string }> };
    const stored = new Set(subscribers.map((s) => s.email));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 240_000);

  it('refuses a second server on the same folder, saying why, and releases the folder on SIGTERM', async () => {
    const owner = await start();
    await waitHealthy(owner);
    const intruder = await start();
    const result = await intruder.exited;
    expect(result.code).toBe(1);
    expect(intruder.output()).toMatch(/Cannot start: DATA_DIR .* is in use by another server process/);

    // The owner is unharmed.
    expect((await fetch(`${owner.url}/api/health`)).status).toBe(200);
    const stoppedAt = Date.now();
    owner.child.kill('SIGTERM');
    expect(await owner.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(owner.output()).toContain('SIGTERM received');
  }, 200_000);

  it('stops a start with a wrong setting with one line naming the variable', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: 'eighty' });
    running.push(server);
    expect((await server.exited).code).toBe(1);
    expect(server.output().trim()).toBe('Cannot start: PORT must be a whole number from 0 to 65535 (got "eighty")');
  });

  it('stops a first start whose ADMIN_PASSWORD is easy to guess; once an account exists it is not read', async () => {
    // This folder has its account (made by the first start above): the setting is not read again.
    const later = await start({ ADMIN_PASSWORD: EASY_TO_GUESS });
    await waitHealthy(later);
    later.child.kill('SIGTERM');
    expect((await later.exited).code).toBe(0);

    const empty = mkdtempSync(join(tmpdir(), 'kandy-data-'));
    try {
      const first = await start({ DATA_DIR: empty, ADMIN_PASSWORD: EASY_TO_GUESS });
      expect((await first.exited).code).toBe(1);
      expect(first.output().trim().split('\n').at(-1)).toBe(
        'Cannot start: ADMIN_PASSWORD is refused: This password is too easy to guess (this is a commonly used password). ' +
          'Please choose a longer one, such as three or four unrelated words, and avoid names, usernames, dates and common phrases.',
      );
      expect(readdirSync(empty)).not.toContain('server.lock');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 120_000);
});
