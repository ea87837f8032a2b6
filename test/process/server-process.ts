import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The launcher production uses (memory settings, then `node server/dist/main.js` in the same process). */
export const START = resolve(__dirname, '../../server/bin/start.sh');

/**
 * The lowest port the system gives out by itself: to `listen(0)` (supertest's servers in the API tests running
 * beside these) and as the source port of every outgoing connection.
 */
function ephemeralLow(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((done) => {
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => done(true));
  });
  if (listening) await new Promise((done) => server.close(done));
  return listening;
}

/**
 * A port for a server started as a process: free now, and below the ports the system hands out by itself. A port
 * from `listen(0)`, closed and passed on, could be given to a test app in another Jest worker before the server
 * binds it; the server would then fail to start while its health check reached the other app.
 */
export async function freePort(): Promise<number> {
  const low = Math.min(ephemeralLow(), 32_768);
  const from = Math.max(1_024, low - 12_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = from + Math.floor(Math.random() * (low - from));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${from} and ${low}`);
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built server (`server/bin/start.sh`) as a user would, with `env` added. */
export function startServer(env: Record<string, string>): RunningServer {
  const child = spawn('sh', [START], {
    env: { ...process.env, NODE: process.execPath, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

/** Waits until /api/health answers 200; fails with the server's output if it exits or takes too long. */
export async function waitHealthy(server: RunningServer, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
