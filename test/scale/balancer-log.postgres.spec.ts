import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { freePort } from '../process/server-process';
import { type Balancer, startBalancer } from './haproxy';

/**
 * The shipped HAProxy configuration, run for real in front of a stand-in server that answers every request and
 * keeps the headers it received: its log names each request's path but never a query string (staff calendar-feed
 * tokens, statement e-mail addresses and staff searches travel there), and a client's own forwarding headers
 * never reach the server.
 */
describe('the balancer (ops/haproxy/haproxy.cfg)', () => {
  let backend: Server;
  let balancer: Balancer;
  const received: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    const port = await freePort();
    backend = createServer((request, response) => {
      received.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
    backend.listen(port, '127.0.0.1');
    await once(backend, 'listening');
    balancer = await startBalancer([{ name: 'app1', port }]);
    await balancer.waitFor('the server up', (servers) => servers.every((server) => server.status === 'UP'));
  });

  afterAll(async () => {
    await balancer?.stop();
    backend?.close();
  });

  it('logs the path of a request without its query string', async () => {
    const secrets = ['feedtoken-4f9a1c77e2', 'ann.perera%40example.lk', 'Perera'];
    for (const path of [
      `/api/calendar/feed.ics?token=${secrets[0]}`,
      `/api/money/statement?email=${secrets[1]}`,
      `/api/bookings/admin/search?q=${secrets[2]}`,
    ]) {
      expect((await fetch(`${balancer.url}${path}`)).status).toBe(200);
    }
    // HAProxy writes a request's line once it is done; give its output a moment to arrive.
    await new Promise((wait) => setTimeout(wait, 300));
    const log = balancer.output();
    expect(log).toContain('GET /api/calendar/feed.ics HTTP/1.1');
    expect(log).toContain('GET /api/money/statement HTTP/1.1');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('names the client in X-Forwarded-For and drops the forwarding headers a client sends itself', async () => {
    received.length = 0;
    await fetch(`${balancer.url}/api/health`, {
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
        'x-real-ip': '203.0.113.10',
        forwarded: 'for=203.0.113.11',
        'x-forwarded-proto': 'https',
      },
    });
    const [headers] = received;
    expect(headers?.['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(headers?.['x-forwarded-host']).toBeUndefined();
    expect(headers?.['x-real-ip']).toBeUndefined();
    expect(headers?.forwarded).toBeUndefined();
    // A TLS proxy in front says the visitor came over https: that one passes (cookies are marked Secure).
    expect(headers?.['x-forwarded-proto']).toBe('https');
  });
});
