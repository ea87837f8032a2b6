import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../process/server-process';

/** Debian's package puts it in /usr/sbin, which is on root's PATH but not always on others'. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

/** The configuration production runs (docker-compose.balanced.yml), which the test runs too. */
export const SHIPPED_CONFIG = resolve(__dirname, '../../ops/haproxy/haproxy.cfg');

export interface Backend {
  name: string;
  port: number;
}

/** One app server as HAProxy's statistics show it. */
export interface ServerState {
  name: string;
  /** `UP`, `DOWN`, or in between: `UP 1/2` (a check failed), `DOWN 0/1` … */
  status: string;
  /** Requests sent to it so far. */
  requests: number;
  /** Requests retried (`wretr`) and sent to another server instead (`wredis`) after failing on it. */
  retries: number;
  redispatches: number;
}

export interface Balancer {
  url: string;
  servers(): Promise<ServerState[]>;
  /** Polls the statistics every 50 ms until `done` holds; answers the time it took. */
  waitFor(what: string, done: (servers: ServerState[]) => boolean, timeoutMs?: number): Promise<number>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * ops/haproxy/haproxy.cfg with this machine's addresses in place of the compose network's: its listeners on
 * 127.0.0.1 at `port` and `statsPort`, and `backends` in place of the servers Docker's DNS names (whose section goes,
 * as nothing refers to it any more). Every other line (checks, retries, timeouts, X-Forwarded-For) is production's.
 * One line is added: each answer names the server it came from (`x-served-by`), for the test to see where it went.
 */
export function testConfig(port: number, statsPort: number, backends: Backend[]): string {
  let text = readFileSync(SHIPPED_CONFIG, 'utf8');
  const replace = (pattern: RegExp, by: (indent: string) => string) => {
    const match = pattern.exec(text);
    if (!match) throw new Error(`ops/haproxy/haproxy.cfg has no line matching ${pattern}`);
    text = text.replace(pattern, by(match[1] ?? ''));
  };
  replace(/^(\s+)bind :8080$/m, (indent) => `${indent}bind 127.0.0.1:${port}`);
  replace(/^(\s+)bind :8404$/m, (indent) => `${indent}bind 127.0.0.1:${statsPort}`);
  replace(/^(\s+)server-template .*$/m, (indent) =>
    backends.map((backend) => `${indent}server ${backend.name} 127.0.0.1:${backend.port}`).join('\n'),
  );
  replace(
    /^(\s+)balance roundrobin$/m,
    (indent) => `${indent}balance roundrobin\n${indent}http-response set-header x-served-by %s`,
  );
  // The resolvers section: its header and every indented or blank line after it.
  replace(/^()resolvers docker\n(?:[ \t]+.*\n|\n)*/m, () => '');
  return text;
}

/** Starts Debian's HAProxy (`haproxy -db`, in the foreground) as this user, on ports chosen now. */
export async function startBalancer(backends: Backend[]): Promise<Balancer> {
  if (spawnSync(HAPROXY, ['-v']).error) {
    throw new Error('HAProxy is not installed. Install it with: sudo apt-get install -y haproxy');
  }
  const port = await freePort();
  const statsPort = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'kandy-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, testConfig(port, statsPort, backends));
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');

  const statsUrl = `http://127.0.0.1:${statsPort}/;csv`;
  const servers = async (): Promise<ServerState[]> => {
    const csv = await (await fetch(statsUrl)).text();
    const [header = '', ...rows] = csv.trim().split('\n');
    const fields = header.replace(/^# /, '').split(',');
    const column = (row: string[], name: string) => row[fields.indexOf(name)] ?? '';
    return rows
      .map((line) => line.split(','))
      .filter((row) => column(row, 'pxname') === 'servers' && column(row, 'svname') !== 'BACKEND')
      .map((row) => ({
        name: column(row, 'svname'),
        status: column(row, 'status'),
        requests: Number(column(row, 'stot')),
        retries: Number(column(row, 'wretr')),
        redispatches: Number(column(row, 'wredis')),
      }));
  };
  const waitFor = async (what: string, done: (states: ServerState[]) => boolean, timeoutMs = 60_000) => {
    const started = Date.now();
    let last: ServerState[] = [];
    while (Date.now() - started < timeoutMs) {
      try {
        last = await servers();
        if (done(last)) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((wait) => setTimeout(wait, 50));
    }
    throw new Error(`HAProxy: ${what} not seen in ${timeoutMs} ms: ${JSON.stringify(last)}\n${output}`);
  };
  await waitFor('its statistics', (states) => states.length === backends.length, 10_000);
  return {
    url: `http://127.0.0.1:${port}`,
    servers,
    waitFor,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
