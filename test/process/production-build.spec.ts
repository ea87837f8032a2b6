import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, type RunningServer, waitHealthy } from './server-process';

const ROOT = resolve(__dirname, '../..');
const BUILD_CHECK = join(ROOT, 'scripts/build-if-changed.mjs');

/**
 * React's development build and the JSX transform's `jsxDEV` make the entry chunk about 570 KB where the production
 * build's is about 360 KB: the bound sits between the two, with room for the site to grow.
 */
const PRODUCTION_ENTRY_MAX_BYTES = 450_000;

/** Starts `npm start` as a person does, in a process group of its own so that every process it starts can be ended. */
function npmStart(env: Record<string, string>): RunningServer {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL; // the embedded database, in its own data folder
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
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

/** Ends the process group `npm start` leads (npm, the shells, the server) and waits until none of it is left. */
async function stopGroup(server: RunningServer): Promise<void> {
  const group = -(server.child.pid as number);
  const alive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(group, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (alive() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  if (alive()) process.kill(group, 'SIGKILL');
}

/** What `npm start`'s build check is told of a client build: a build recorded by its own stamp, or a stamp as given. */
type ClientBuild = { outputExists?: boolean; inputs: string } & (
  { recorded: { mode: string; inputs: string } } | { stamp: string | null }
);

/**
 * `npm start`'s build check (scripts/build-if-changed.mjs, an ES module that Jest's CommonJS cannot import), asked
 * in a Node process of its own why the client must be built: null when its build is current.
 */
function clientReasonToBuild(build: ClientBuild): string | null {
  const code = `
    const { SIDES, reasonToBuild, stampOf } = await import(${JSON.stringify(pathToFileURL(BUILD_CHECK).href)});
    const client = SIDES.find((side) => side.name === 'client');
    const { recorded, stamp, ...build } = JSON.parse(process.argv[1]);
    const made = recorded ? stampOf({ ...client, mode: recorded.mode }, recorded.inputs) : stamp;
    console.log(JSON.stringify(reasonToBuild(client, { outputExists: true, ...build, stamp: made })));`;
  const printed = execFileSync(process.execPath, ['--input-type=module', '-e', code, JSON.stringify(build)], {
    encoding: 'utf8',
  });
  return JSON.parse(printed) as string | null;
}

describe('the client npm start serves', () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kandy-build-'));
  });
  afterAll(async () => {
    if (server) await stopGroup(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Building when the checkout has no current build (scripts/test.sh builds first, in the same kind of shell) takes
  // a minute or two on a small machine.
  it('is the production build of React even when the shell says NODE_ENV=development', async () => {
    server = npmStart({
      NODE_ENV: 'development',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      // No ADMIN_PASSWORD: the first start generates the first account's password, and this test never signs in.
      ADMIN_USERNAME: 'buildcheck',
    });
    await waitHealthy(server, 300_000);

    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    // A built page lists its modules for public/start.js, the entry chunk first.
    const entry = /data-modules="([^" ]+)/.exec(await page.text())?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const chunk = await fetch(`${server.url}${entry}`);
    expect(chunk.status).toBe(200);
    const source = await chunk.text();
    // Asked as a yes or no: a failure would otherwise print the whole chunk.
    expect(source.includes('jsxDEV')).toBe(false);
    expect(Buffer.byteLength(source)).toBeLessThan(PRODUCTION_ENTRY_MAX_BYTES);
  }, 360_000);
});

describe("npm start's build check", () => {
  const inputs = 'f'.repeat(64);

  it('keeps a client build it recorded as made in production mode from the same sources', () => {
    expect(clientReasonToBuild({ recorded: { mode: 'production', inputs }, inputs })).toBeNull();
  });

  it('builds again a client build recorded as made in another mode from the same sources', () => {
    expect(clientReasonToBuild({ recorded: { mode: 'development', inputs }, inputs })).toBe(
      'built in development mode',
    );
  });

  it('builds again a client build recorded before modes were, whose mode is unknown', () => {
    expect(clientReasonToBuild({ stamp: inputs, inputs })).toBe('built before modes were recorded');
  });

  it('builds when the sources changed, when no build is recorded, and when there is none', () => {
    expect(clientReasonToBuild({ recorded: { mode: 'production', inputs }, inputs: 'e'.repeat(64) })).toBe(
      'sources changed',
    );
    expect(clientReasonToBuild({ stamp: null, inputs })).toBe('no record of its build');
    expect(clientReasonToBuild({ outputExists: false, stamp: null, inputs })).toBe('no build yet');
  });
});
