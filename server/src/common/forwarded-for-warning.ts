import type { IncomingMessage } from 'node:http';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

const HOUR_MS = 3_600_000;

export const UNTRUSTED_FORWARDING_WARNING =
  'Requests carry X-Forwarded-For but TRUST_PROXY is unset, so the header is not believed: every visitor behind ' +
  'that proxy has its address, and the rate limits, sign-in waits and stall request limits count them all as ' +
  "one. Set TRUST_PROXY to the proxy's address (docs/deploy.md), or have the proxy drop the header.";

/**
 * A proxy in front of a server that does not believe it is the commonest deployment mistake, and nothing else
 * shows it: with TRUST_PROXY unset, the first request that carries X-Forwarded-For is logged as a warning, then at
 * most one an hour. The line names no address (a visitor may send the header themselves).
 */
export function warnOfUnbelievedForwarding(fastify: FastifyInstance, trustProxy: boolean | string[]): void {
  if (trustProxy !== false) return;
  const logger = new Logger('Proxy');
  let warnedAt: number | undefined;
  // On the HTTP server itself: public answers kept in memory are served before Fastify's hooks run.
  fastify.server.on('request', (request: IncomingMessage) => {
    if (request.headers['x-forwarded-for'] === undefined) return;
    const now = Date.now();
    if (warnedAt === undefined || now - warnedAt >= HOUR_MS) {
      warnedAt = now;
      logger.warn(UNTRUSTED_FORWARDING_WARNING);
    }
  });
}
