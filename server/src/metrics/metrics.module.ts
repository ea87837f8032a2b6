import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { describeError } from '../common/database-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from './metrics';

/** The metrics' port is taken or not allowed: the start stops with this one line. */
export class MetricsPortError extends Error {}

/**
 * `GET /metrics` for Prometheus on METRICS_PORT, a listener of its own on METRICS_HOST (loopback unless told
 * otherwise), so the figures are never on the public port a reverse proxy publishes. Nothing listens without
 * METRICS_PORT.
 */
@Injectable()
export class MetricsServer implements OnModuleInit, OnApplicationShutdown {
  private server: Server | undefined;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const where = this.config.metrics;
    if (!where) return;
    const server = createServer((request, response) => {
      const path = request.url?.split('?')[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is here.\n');
        return;
      }
      this.metrics.text().then(
        ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
        (error: unknown) => {
          new Logger('Metrics').error(`Metrics could not be collected: ${describeError(error)}`);
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed.\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) =>
        reject(
          new MetricsPortError(`METRICS_PORT ${where.port} on ${where.host} cannot be listened on: ${error.message}`),
        ),
      );
      server.listen(where.port, where.host, () => {
        server.removeAllListeners('error');
        resolve();
      });
    });
    this.server = server;
    const { port } = server.address() as AddressInfo;
    new Logger('Metrics').log(`Prometheus metrics on http://${where.host}:${port}/metrics`);
  }

  /** Where it listens (the port chosen when METRICS_PORT is 0); undefined without METRICS_PORT. */
  address(): AddressInfo | undefined {
    return (this.server?.address() as AddressInfo | null) ?? undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Makes the app's `Metrics` injectable everywhere, and serves them when METRICS_PORT is set. */
@Module({})
export class MetricsModule {
  static forRoot(metrics: Metrics): DynamicModule {
    return {
      module: MetricsModule,
      global: true,
      providers: [{ provide: Metrics, useValue: metrics }, MetricsServer],
      exports: [Metrics, MetricsServer],
    };
  }
}
