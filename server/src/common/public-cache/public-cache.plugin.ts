import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../database/database';
import { DATABASE_HANDLE } from '../../database/database.module';
import { type ChangeFeed, openChangeFeed } from './change-feed';
import type { PublicCacheRouteConfig } from './public-cache.decorator';
import {
  type CachedAnswer,
  type CachedTable,
  etagOf,
  matchesEtag,
  PUBLIC_CACHE_CONTROL,
  PublicAnswerCache,
  type ReadTicket,
} from './public-answer-cache';

interface PendingRead {
  key: string;
  tables: readonly CachedTable[];
  ticket: ReadTicket | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    publicCacheRead: PendingRead | null;
  }
  interface FastifyInstance {
    publicCache: PublicAnswerCache;
  }
}

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;
interface FastifyServerOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** How often the number of answers served from memory is logged (they have no request log line each). */
const SUMMARY_EVERY_MS = 60_000;

/**
 * What a request sends under a header name (lower case), read from its raw list: `request.headers` is an object Node
 * builds from that list on first use, which the kept path would otherwise do for every request. Several lines of
 * the same name are joined with ", ", as Node joins them; `undefined` when there is none.
 */
export function rawHeader(request: IncomingMessage, name: string): string | undefined {
  const raw = request.rawHeaders;
  let value: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const key = raw[index] as string;
    if (key.length === name.length && key.toLowerCase() === name) {
      value = value === undefined ? raw[index + 1] : `${value}, ${raw[index + 1]}`;
    }
  }
  return value;
}

function send(request: IncomingMessage, response: ServerResponse, answer: CachedAnswer): void {
  if (matchesEtag(rawHeader(request, 'if-none-match'), answer.etag)) {
    response.writeHead(304, answer.notModifiedHeaders);
    response.end();
  } else {
    response.writeHead(200, answer.headers);
    response.end(answer.body);
  }
}

/**
 * Serves the public answers kept in memory (see `PublicAnswerCache`) for the routes marked `@PublicCache(...)`.
 *
 * - A kept answer is written by the HTTP server's own request handler, before Fastify routes the request: it costs
 *   no routing, hook, middleware, guard, pipe, helmet or database work (its headers, helmet's included, are those
 *   of the 200 it was kept from). Only a GET without `Authorization` whose exact URL has a kept answer is served
 *   so; everything else goes to Fastify and Nest as usual. Such answers get no request log line each: a summary
 *   line counts them every minute.
 * - A miss goes through the whole application; Fastify hooks keep its 200 answer on the way out, with an ETag. An
 *   `If-None-Match` that matches gets a 304.
 */
export class PublicCacheInstallation {
  readonly cache = new PublicAnswerCache();
  private feed: ChangeFeed | undefined;
  private summary: NodeJS.Timeout | undefined;

  /** For `new FastifyAdapter({ serverFactory })`: the server Fastify would make, with the kept answers in front. */
  readonly serverFactory = (handler: RequestHandler, options: FastifyServerOptions): Server => {
    const server = createServer(options.http ?? {}, (request, response) => this.handle(request, response, handler));
    // What Fastify sets on the server it makes itself (fastify/lib/server.js).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  private handle(request: IncomingMessage, response: ServerResponse, next: RequestHandler): void {
    const key = request.url;
    const answer =
      this.feed && request.method === 'GET' && rawHeader(request, 'authorization') === undefined && key !== undefined
        ? this.cache.get(key)
        : undefined;
    if (!answer || !this.feed) return next(request, response);
    if (!this.feed.needsBarrier) {
      this.cache.served();
      return send(request, response, answer);
    }
    this.feed.barrier().then(
      (ok) => {
        // Every change committed before the barrier has now been heard and has dropped what it made stale, so
        // whatever is kept for this address now is current. Not necessarily the object found before the barrier:
        // under load, reads that missed keep fresh copies meanwhile, and asking for that very object sent every
        // request to the database for as long as the load lasted (seen on PostgreSQL at 50 connections).
        const current = ok ? this.cache.get(key as string) : undefined;
        if (!current) return next(request, response);
        this.cache.served();
        send(request, response, current);
      },
      () => next(request, response),
    );
  }

  /** The Fastify hooks that keep answers; call before Nest registers its middleware. */
  install(fastify: FastifyInstance): void {
    const cache = this.cache;
    fastify.decorate('publicCache', cache);
    fastify.decorateRequest('publicCacheRead', null);

    fastify.addHook('onRequest', (request, _reply, done) => {
      const tables = cachedTablesOf(request);
      if (!tables) return done();
      cache.missed();
      const feed = this.feed;
      if (!feed?.needsBarrier) {
        request.publicCacheRead = { key: request.url, tables, ticket: cache.begin(tables) };
        return done();
      }
      // On PostgreSQL, notifications of changes committed before this request may still be on their way; a ticket
      // taken before they arrive would see them as changes made during the read and refuse to keep a good answer.
      // The barrier (one round trip, shared by the requests that wait with it) hears them first.
      feed.barrier().then(
        (ok) => {
          request.publicCacheRead = { key: request.url, tables, ticket: ok ? cache.begin(tables) : undefined };
          done();
        },
        () => done(),
      );
    });

    fastify.addHook('onSend', (request, reply, payload, done) => {
      const read = request.publicCacheRead;
      if (!read || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return done(null, payload);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const kept = read.ticket && cache.put(read.key, read.tables, read.ticket, body, reply.getHeaders());
      const etag = kept ? kept.etag : etagOf(body);
      reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'Authorization');
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return done(null, '');
      }
      done(null, body);
    });

    fastify.addHook('onClose', async () => {
      clearInterval(this.summary);
      const feed = this.feed;
      this.feed = undefined;
      await feed?.close();
    });
  }

  /**
   * A value computed from `tables` (for staff: the header counts of the Bookings tab), kept until one of them
   * changes or the park's day ends, by the rules of the public answers: on PostgreSQL the barrier first hears every
   * change committed before the call, and a value read while its tables changed is returned but not kept.
   */
  async remember<T>(key: string, tables: readonly CachedTable[], compute: () => Promise<T>): Promise<T> {
    const feed = this.feed;
    if (!feed || !(await feed.barrier())) return compute();
    const kept = this.cache.getValue<T>(key);
    if (kept !== undefined) return kept;
    const ticket = this.cache.begin(tables);
    const value = await compute();
    if (ticket) this.cache.putValue(key, tables, ticket, value);
    return value;
  }

  /** Once the application (and so the database) exists: starts hearing changes, and only then keeps answers. */
  async listen(app: NestFastifyApplication, databaseUrl: string | undefined): Promise<void> {
    this.feed = await openChangeFeed(app.get<DatabaseHandle>(DATABASE_HANDLE), databaseUrl, this.cache);
    const logger = new Logger('PublicCache');
    let reported = 0;
    this.summary = setInterval(() => {
      const { hits, entries, bytes } = this.cache.snapshot();
      if (hits === reported) return;
      logger.log(
        `${hits - reported} public answers served from memory in the last minute (${entries} kept, ${bytes} bytes)`,
      );
      reported = hits;
    }, SUMMARY_EVERY_MS);
    this.summary.unref();
  }
}

function cachedTablesOf(request: FastifyRequest): readonly CachedTable[] | undefined {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  return (request.routeOptions.config as PublicCacheRouteConfig | undefined)?.publicCache?.tables;
}
