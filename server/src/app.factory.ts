import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { warnOfUnbelievedForwarding } from './common/forwarded-for-warning';
import { PublicCacheInstallation } from './common/public-cache/public-cache.plugin';
import { requestIdOf } from './common/request-log';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/app-config';
import { closeConnectionsWhileDraining, Drain } from './health/drain';
import { Metrics } from './metrics/metrics';
import { createOpenApiDocument } from './openapi';
import { SERVER_ROOT } from './server-root';

/** JSON bodies above this size are refused with 413: the largest real form (a news item) is far smaller. */
export const BODY_LIMIT_BYTES = 256 * 1024;
const DEFAULT_CLIENT_DIR = join(SERVER_ROOT, '../client/dist');

/**
 * Builds the whole server (API, docs and the built client) without listening, so `main.ts` and the API tests
 * run the very same application. Request logs go to standard output, or to `logDestination` when given.
 */
export async function createApp(
  config: AppConfig,
  logDestination?: DestinationStream,
): Promise<NestFastifyApplication> {
  // Public answers kept in memory are served by the HTTP server itself, ahead of Fastify and Nest; its hooks come
  // first, before Nest's middleware and helmet, whose headers a kept answer replays.
  const publicCache = new PublicCacheInstallation();
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    serverFactory: publicCache.serverFactory,
    // Behind a load balancer the client's address is in X-Forwarded-For, believed only from TRUST_PROXY's proxies.
    trustProxy: config.trustProxy,
    // The id each log line of the request carries (Fastify's is the one the request logger uses).
    genReqId: requestIdOf,
    // A client that trickles its request (slowloris) gets 408 instead of holding a connection open.
    requestTimeout: config.requestTimeoutMs,
    // Node looks for timed-out requests every 30 s by default: far past a short REQUEST_TIMEOUT_SECONDS.
    http: { connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.requestTimeoutMs / 2)) },
    // Stopping (main.ts, after the drain): idle keep-alive connections are closed, and a request that still arrives
    // on a busy one is served (and its connection closed) rather than refused with 503, while in-flight requests end.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  publicCache.install(adapter.getInstance());
  warnOfUnbelievedForwarding(adapter.getInstance(), config.trustProxy);
  const metrics = new Metrics(config.metrics !== undefined);
  if (metrics.enabled) observeRequests(adapter.getInstance(), metrics, publicCache);
  const appModule = AppModule.forRoot(config, publicCache, metrics, logDestination);
  const app = await NestFactory.create<NestFastifyApplication>(appModule, adapter, {
    bufferLogs: true,
    abortOnError: false,
    // JSON only (Fastify's own parser, with BODY_LIMIT_BYTES): Nest would add form bodies, which a page on any other
    // site can post without a preflight; every client of this API sends JSON.
    bodyParser: false,
  });
  adapter.getInstance().removeContentTypeParser('text/plain');
  app.useLogger(app.get(Logger));
  closeConnectionsWhileDraining(app.getHttpServer(), app.get(Drain));
  // Node checks the request timeout only when it is no shorter than the headers timeout (60 s by default).
  app.getHttpServer().headersTimeout = config.requestTimeoutMs;
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  await publicCache.listen(app, config.databaseUrl);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Swagger UI's page and React's style props need inline styles; no inline script runs anywhere.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // News images are links staff paste: any http(s) address.
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  // The document is made when it is first asked for, not at every start (about 0.2 s of one).
  let document: OpenAPIObject | undefined;
  SwaggerModule.setup('api/docs', app, () => (document ??= createOpenApiDocument(app)), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });

  await serveClient(app, config.clientDir ?? DEFAULT_CLIENT_DIR);
  return app;
}

/**
 * The request histogram, fed when Fastify has answered (by route pattern: `/api/bookings/:id/status`, never the
 * URL), and the public answer cache's counts, read at each scrape. Public answers served from memory never reach
 * Fastify: the cache counts them with a plain number.
 */
function observeRequests(fastify: FastifyInstance, metrics: Metrics, publicCache: PublicCacheInstallation): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
  metrics.watchPublicCache(() => publicCache.cache.snapshot());
}

async function serveClient(app: NestFastifyApplication, clientDir: string): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const indexFile = join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // One route per file, made at start: a request finds its file without asking the disk.
      wildcard: false,
      // The compressed copies are sent in place of their file (preCompressed below), never asked for by name: they
      // get no routes of their own, which keeps the start from registering three routes per file.
      globIgnore: ['**/*.br', '**/*.gz'],
      index: false,
      // The client build writes a brotli and a gzip copy of each text file (client/vite.config.ts): they are sent
      // as they are, by the visitor's Accept-Encoding, with no compression work per request.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite names assets by content hash: they never change. index.html must always be fresh.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const prerendered = prerenderedPages(clientDir);
  // Every GET that is not an API route or a file gets the app, so deep links like /venues load it.
  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // /metrics is never on the public port (METRICS_PORT has its own listener): a scraper pointed here by mistake
    // gets a 404, not the app's page.
    if (path === '/api' || path.startsWith('/api/') || path === '/metrics' || !hasClient) {
      return reply.status(404).send({ statusCode: 404, message: `No such address: ${request.method} ${path}` });
    }
    if (path === '/my-booking' || path.startsWith('/my-booking/')) {
      // A visitor's own booking page: never indexed, and its address never sent on (helmet already says
      // no-referrer for every page; said again here so it cannot be lost with a helmet setting).
      void reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
    }
    void reply.header('cache-control', 'no-cache');
    const page = prerendered.get(path);
    if (page) {
      // The public pages are built as HTML in English (client/scripts/prerender.mjs): sent to visitors reading
      // English; the others get the app, which draws the page in their language at once.
      void reply.header('vary', 'cookie');
      if (readerLanguage(request.headers.cookie) === 'en') return reply.sendFile(page, clientDir);
    }
    return reply.sendFile('index.html', clientDir);
  });
}

/** Address → file of each public page the client's build rendered to HTML (`pages/venues.html` for /venues). */
function prerenderedPages(clientDir: string): Map<string, string> {
  const folder = join(clientDir, 'pages');
  const pages = new Map<string, string>();
  if (!existsSync(folder)) return pages;
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.html'))) {
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `pages/${file}`);
  }
  return pages;
}

/** The language the visitor chose on the site (the client keeps it in the `parkLanguage` cookie), else English. */
function readerLanguage(cookieHeader: string | undefined): string {
  return /(?:^|;\s*)parkLanguage=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '')?.[1] ?? 'en';
}
