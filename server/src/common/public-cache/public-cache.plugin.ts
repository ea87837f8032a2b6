import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** How often the number of answers served from memory is logged (they have no request log line each). */
const SUMMARY_EVERY_MS = 60_000;

function cachedTablesOf(request: FastifyRequest): readonly CachedTable[] | undefined {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  return (request.routeOptions.config as PublicCacheRouteConfig | undefined)?.publicCache?.tables;
}

function sendKept(cache: PublicAnswerCache, request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): void {
  cache.served();
  reply.hijack();
  const response = reply.raw;
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    response.writeHead(304, answer.notModifiedHeaders);
    response.end();
  } else {
    response.writeHead(200, answer.headers);
    response.end(answer.body);
  }
}

export interface PublicCacheInstallation {
  /** Once the application (and so the database) exists: starts hearing changes, and only then keeps answers. */
  listen(app: NestFastifyApplication, databaseUrl: string | undefined): Promise<void>;
}

/**
 * Serves the routes marked `@PublicCache(...)` from memory (see `PublicAnswerCache`). Call it on the Fastify
 * instance before Nest registers its middleware: a kept answer then costs no middleware, guard, pipe, interceptor,
 * helmet or database work. Such answers get no request log line each; a summary line counts them every minute.
 * Misses go through the whole application as usual and their 200 answers are kept on the way out, with an ETag;
 * an `If-None-Match` that matches gets a 304.
 */
export function installPublicCache(fastify: FastifyInstance): PublicCacheInstallation {
  const cache = new PublicAnswerCache();
  let feed: ChangeFeed | undefined;
  fastify.decorate('publicCache', cache);
  fastify.decorateRequest('publicCacheRead', null);

  const miss = (request: FastifyRequest, tables: readonly CachedTable[]) => {
    request.publicCacheRead = { key: request.url, tables, ticket: cache.begin(tables) };
  };

  fastify.addHook('onRequest', (request, reply, done) => {
    const tables = cachedTablesOf(request);
    if (!tables) return done();
    const answer = cache.get(request.url);
    if (!answer || !feed) {
      miss(request, tables);
      return done();
    }
    if (!feed.needsBarrier) return sendKept(cache, request, reply, answer);
    feed.barrier().then(
      (ok) => {
        // Changes heard during the barrier have dropped the answer if it had become stale.
        if (ok && cache.get(request.url) === answer) return sendKept(cache, request, reply, answer);
        miss(request, tables);
        done();
      },
      (error: unknown) => done(error as Error),
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

  let summary: NodeJS.Timeout | undefined;
  fastify.addHook('onClose', async () => {
    clearInterval(summary);
    await feed?.close();
  });

  return {
    async listen(app, databaseUrl) {
      feed = await openChangeFeed(app.get<DatabaseHandle>(DATABASE_HANDLE), databaseUrl, cache);
      const logger = new Logger('PublicCache');
      let reported = 0;
      summary = setInterval(() => {
        const { hits, entries, bytes } = cache.snapshot();
        if (hits === reported) return;
        logger.log(
          `${hits - reported} public answers served from memory in the last minute (${entries} kept, ${bytes} bytes)`,
        );
        reported = hits;
      }, SUMMARY_EVERY_MS);
      summary.unref();
    },
  };
}
