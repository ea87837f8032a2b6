import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Serves the routes marked `@PublicCache(...)` from memory (see `PublicAnswerCache`). Runs as the first Fastify
 * hooks after Nest's own, so a kept answer costs no guard, pipe, interceptor, helmet or database work; the request
 * log (Nest middleware, before these hooks) still records it. Misses go through the whole application as usual and
 * their 200 answers are kept on the way out, with an ETag; an `If-None-Match` that matches gets a 304.
 */
export async function installPublicCache(app: NestFastifyApplication, databaseUrl: string | undefined): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const cache = new PublicAnswerCache();
  const feed: ChangeFeed = await openChangeFeed(app.get<DatabaseHandle>(DATABASE_HANDLE), databaseUrl, cache);
  fastify.decorate('publicCache', cache);
  fastify.decorateRequest('publicCacheRead', null);

  const miss = (request: FastifyRequest, tables: readonly CachedTable[]) => {
    request.publicCacheRead = { key: request.url, tables, ticket: cache.begin(tables) };
  };

  fastify.addHook('onRequest', (request, reply, done) => {
    const tables = cachedTablesOf(request);
    if (!tables) return done();
    const answer = cache.get(request.url);
    if (!answer) {
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

  fastify.addHook('onClose', async () => {
    await feed.close();
  });
}
