import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/**
 * Browser journeys against the built product, started as a user starts it (`sh server/bin/start.sh`) on a
 * fresh data folder, in Debian's Chromium (no browser download is possible on these machines).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;
/**
 * Journeys run two at a time, each worker against a server of its own (ports `port` and `port + 1`, each on its own
 * data folder), so one worker's bookings never meet the other's. E2E_WORKERS=1 runs them one by one on one server.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The server of the worker with this parallel index (0 to workers - 1). */
export const e2eServerUrl = (parallelIndex: number) => `http://127.0.0.1:${port + (parallelIndex % workers)}`;

export const E2E_ADMIN = { username: 'e2eadmin', password: 'Kandy-Lake-Walk-2026' };
/** The servers send their mail to a real SMTP listener beside them, which writes each message here as JSON. */
export const E2E_MAIL_DIR = `.tmp/e2e-mail-${port}`;
const smtpPort = port + 20_000;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers,
  // One retry in CI: a journey that fails under a loaded machine and then passes is reported as flaky (and named in
  // the summary of `npm test`), not hidden; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // Each worker's own server: test/e2e/support/test.ts sets it from the worker's parallel index.
    baseURL: e2eServerUrl(0),
    // A trace (every action's screenshots and DOM) is recorded for a journey's retry, the run that shows a failure
    // again: recording one for every journey made the whole run a sixth slower. `--trace on` records them all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node test/e2e/support/smtp-sink.mjs ${smtpPort} ${E2E_MAIL_DIR}`,
      port: smtpPort,
      timeout: 20_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...Array.from({ length: workers }, (_, index): WebServer => ({
      command: `rm -rf ${dataDir}-${index} && sh server/bin/start.sh`,
      url: `${e2eServerUrl(index)}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port + index),
        DATA_DIR: `${dataDir}-${index}`,
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        RATE_LIMIT_PUBLIC_POSTS: '1000',
        RATE_LIMIT_LOGIN: '1000',
        // Journeys send many stall requests from one browser; the limit has its own API spec.
        PENDING_STALL_REQUESTS_PER_CLIENT: '1000',
        // A journey may play a visitor on another network with an X-Forwarded-For header (stall-holds.spec.ts).
        TRUST_PROXY: 'loopback',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
        PUBLIC_URL: e2eServerUrl(index),
      },
    })),
  ],
});
