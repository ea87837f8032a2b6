import { applyDecorators, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';
import { clientKey } from './client-address';

export type RateLimitKind = 'publicPosts' | 'login' | 'calendarFeed' | 'staffMoney';
export const RATE_LIMIT = 'rateLimit';

/**
 * Limits a route per client address: only where it protects something (posts, sign-in, the one read whose address
 * is a secret), never on ordinary reads. `publicPosts` covers bookings, contact and newsletter; `login` has its
 * own, smaller budget; `calendarFeed` lets calendar apps poll a staff feed while guessing at addresses stays slow;
 * `staffMoney` covers the staff's money posts (payments, reversals, refunds, cancellations): a stolen session or a
 * runaway script cannot pour entries into the books.
 */
export const RateLimit = (kind: RateLimitKind) =>
  applyDecorators(SetMetadata(RATE_LIMIT, kind), UseGuards(ThrottlerGuard));

const kindOf = (context: ExecutionContext): RateLimitKind | undefined =>
  Reflect.getMetadata(RATE_LIMIT, context.getHandler()) as RateLimitKind | undefined;

export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  const minute = 60_000;
  return {
    throttlers: [
      {
        name: 'publicPosts',
        ttl: minute,
        limit: config.rateLimits.publicPostsPerMinute,
        skipIf: (context) => kindOf(context) !== 'publicPosts',
      },
      {
        name: 'login',
        ttl: minute,
        limit: config.rateLimits.loginPerMinute,
        skipIf: (context) => kindOf(context) !== 'login',
      },
      {
        name: 'staffMoney',
        ttl: minute,
        limit: config.rateLimits.staffMoneyPerMinute,
        skipIf: (context) => kindOf(context) !== 'staffMoney',
      },
      {
        name: 'calendarFeed',
        ttl: minute,
        limit: config.rateLimits.calendarFeedPerMinute,
        skipIf: (context) => kindOf(context) !== 'calendarFeed',
      },
    ],
    // Per client as every limit counts it: an IPv6 client by its /64 (the address TRUST_PROXY decides).
    getTracker: (request) => clientKey(String((request as { ip?: unknown }).ip)),
    errorMessage: (_context, detail) => {
      const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
      return `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
    },
  };
}
