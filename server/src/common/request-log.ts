import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';

/** An id a load balancer or a client may give a request; anything else could forge or flood log lines. */
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The request's `x-request-id` when it is 1 to 64 letters, digits and dashes; otherwise a fresh one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** A staff calendar feed's address: its last segment is the secret that opens it. */
const CALENDAR_FEED = /^(\/api\/calendar-feed\/)[^/]+/;

/**
 * The address as logged: the path alone. Query strings carry what a person typed (the staff search holds customers'
 * names, e-mail addresses and phone numbers), and no line needs them to tell which route answered. A calendar
 * feed's token is left out too: anyone reading the logs could otherwise subscribe to the park's bookings.
 */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? '').split('?')[0];
  return (path || '/').replace(CALENDAR_FEED, '$1[token]');
}

/**
 * One lean line per request: method, path, status, time, request id; never headers, bodies or query strings.
 * `destination` replaces standard output (tests read the lines from it).
 */
export function requestLogParams(level: string, destination?: DestinationStream): Params {
  const options: Options = {
    level,
    // Fastify gives each request its id first (app.factory.ts), by the same rule.
    genReqId: requestIdOf,
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({
        id: request.id,
        method: request.method,
        url: loggedPath(request.url),
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    // Health checks run every few seconds in production: not worth a line each.
    autoLogging: {
      ignore: (request) =>
        loggedPath((request as { originalUrl?: string }).originalUrl ?? request.url).endsWith('/health'),
    },
  };
  return { pinoHttp: destination ? [options, destination] : options };
}
