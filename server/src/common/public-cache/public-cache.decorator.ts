import { RouteConfig } from '@nestjs/platform-fastify';
import type { CachedTable } from './public-answer-cache';

/** Route option read by the hooks of `installPublicCache`. */
export interface PublicCacheRouteConfig {
  publicCache?: { tables: readonly CachedTable[] };
}

/**
 * A public GET whose visitor answer depends only on its URL, today's date in the park and the named tables: the
 * serialized answer is kept in memory and served again until one of the tables changes (any committed write,
 * from any server process) or the park's date moves on. Requests that send `Authorization` are never served
 * from, nor stored in, the cache: they always reach the handler.
 */
export const PublicCache = (...tables: CachedTable[]): MethodDecorator =>
  RouteConfig({ publicCache: { tables } } satisfies PublicCacheRouteConfig);
