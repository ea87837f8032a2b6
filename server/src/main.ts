import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { createApp } from './app.factory';
import { InitialAdminService } from './auth/initial-admin.service';
import { ConfigError, loadConfig } from './config/app-config';
import { describeError } from './common/database-errors';
import { releasePasswordEstimator } from './common/password-policy';
import { DataDirLockedError } from './database/data-dir-lock';
import { Drain } from './health/drain';
import { MetricsPortError, MetricsServer } from './metrics/metrics.module';

/** How long closing may take once the drain is over (in-flight requests, the database), before the process exits. */
const SHUTDOWN_GRACE_MS = 4_500;

/**
 * Starting (loading the bundle, wiring the modules, the migrations check, on a first start the password estimator)
 * leaves some 30 MB of garbage on the heap, which the collector would otherwise keep, with the memory it holds,
 * until the heap grows again. The estimator goes, then one full collection, when `--expose-gc` (server/bin/start.sh)
 * gave one, returns the rest (about 50 ms).
 */
function releaseStartGarbage(): void {
  releasePasswordEstimator();
  (globalThis as { gc?: () => void }).gc?.();
}

function fail(message: string): never {
  process.stderr.write(`Cannot start: ${message}\n`);
  process.exit(1);
}

async function bootstrap(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const app = await createApp(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  });

  // SIGTERM (docker stop, Kubernetes, a rolling upgrade) or SIGINT (Ctrl+C): drain, then close. A second signal
  // cuts the drain short.
  let stopping: 'draining' | 'closing' | undefined;
  let endDrain = () => {};
  const shutdown = (signal: string) => {
    if (stopping === 'draining') {
      process.stdout.write(`${signal} received again: stopping now\n`);
      endDrain();
      return;
    }
    if (stopping) return;
    stopping = 'draining';
    // A server not yet listening has nobody to tell.
    const drainMs = app.getHttpServer().listening ? config.shutdownDrainMs : 0;
    app.get(Drain).begin();
    process.stdout.write(
      drainMs > 0
        ? `${signal} received: not ready any more, still serving for ${drainMs / 1000} s (SHUTDOWN_DRAIN_SECONDS) ` +
            'while the load balancer takes this server out, then finishing requests and closing the database\n'
        : `${signal} received: finishing requests and closing the database\n`,
    );
    // After the drain, in-flight requests finish and the database closes; if something hangs, exit anyway.
    setTimeout(() => {
      process.stderr.write('Shutdown took too long; exiting\n');
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS).unref();
    new Promise<void>((drained) => {
      endDrain = drained;
      setTimeout(drained, drainMs);
    })
      .then(() => {
        stopping = 'closing';
        return app.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`Shutdown failed: ${describeError(error)}\n`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Starting runs the bootstrap hooks: the first account's ADMIN_PASSWORD is checked there. Then the start's own
  // garbage goes before the first request comes in (releaseStartGarbage).
  await app
    .init()
    .then(releaseStartGarbage)
    .then(() => app.listen({ port: config.port, host: '0.0.0.0' }))
    .catch(async (error: unknown) => {
      if (!(error instanceof ConfigError)) throw error;
      // The database closes and the data folder's lock is released before the process ends.
      await app.close().catch(() => undefined);
      fail(error.message);
    });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  const created = app.get(InitialAdminService).created;
  const lines = [
    '',
    `  Kandy Cultural Park is running: ${url}`,
    `  Staff dashboard:                ${url}/admin/login`,
    `  API documentation:              ${url}/api/docs`,
    `  Database:                       ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  ];
  const metrics = app.get(MetricsServer).address();
  if (metrics) lines.push(`  Prometheus metrics:             http://${metrics.address}:${metrics.port}/metrics`);
  if (created?.password) {
    lines.push(
      `  First staff account created:    username "${created.username}", password "${created.password}"`,
      '  (shown only this once: the dashboard asks for a new password at the first sign-in)',
    );
  } else if (created) {
    lines.push(`  First staff account created:    username "${created.username}" with ADMIN_PASSWORD`);
  } else {
    lines.push('  Sign in with your staff account (the first one was printed on the first start).');
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof MetricsPortError) fail(error.message);
  process.stderr.write(`Cannot start: ${describeError(error, { stack: true })}\n`);
  process.exit(1);
});
