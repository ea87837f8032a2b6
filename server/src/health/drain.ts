import type { Server } from 'node:http';
import { Injectable } from '@nestjs/common';

/**
 * A server asked to stop drains before it closes (main.ts): readiness answers 503 at once, so a load balancer's
 * health check takes it out of rotation, while it goes on serving whatever still arrives. From then on every answer
 * closes its connection, so a client that kept one open comes back on a new one, which the balancer sends to
 * another server.
 */
@Injectable()
export class Drain {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
  }
}

/**
 * While `drain` lasts, answers say `Connection: close`. Heard ahead of the server's own request handler (the public
 * answer cache's, then Fastify's), so answers served from memory say it too.
 */
export function closeConnectionsWhileDraining(server: Server, drain: Drain): void {
  server.prependListener('request', (_request, response) => {
    if (drain.draining) response.setHeader('connection', 'close');
  });
}
