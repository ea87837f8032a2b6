import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

/**
 * docker-compose.balanced.yml runs several app servers behind HAProxy (ops/haproxy/haproxy.cfg), read here as compose
 * and HAProxy read them (there is no Docker on the test machines; test/scale runs the same HAProxy configuration
 * with the built servers). The servers are reached only through HAProxy, which checks readiness, names the visitor
 * in X-Forwarded-For, retries only what is safe to send twice, and takes a stopping server out before it closes.
 */
interface Service {
  image?: string;
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
  logging?: { driver?: string; options?: Record<string, string> };
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
  container_name?: string;
}
const ROOT = join(__dirname, '../..');
const compose = load(readFileSync(join(ROOT, 'docker-compose.balanced.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const { app, balancer, db } = compose.services as { app: Service; balancer: Service; db: Service };
const haproxy = readFileSync(join(ROOT, 'ops/haproxy/haproxy.cfg'), 'utf8');
/** The lines of the configuration, comments left out. */
const directives = haproxy
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .filter(Boolean);
const has = (directive: string) => directives.includes(directive);
const required = (name: string) => new RegExp(`\\$\\{${name}:\\?[^}]+\\}`);
/** `5s` or `250ms` as milliseconds. */
const ms = (text: string) => (text.endsWith('ms') ? Number(text.slice(0, -2)) : Number(text.replace(/s$/, '')) * 1000);

describe('docker-compose.balanced.yml and ops/haproxy/haproxy.cfg', () => {
  it('runs several app servers on one PostgreSQL with one token secret, none of them published', () => {
    expect(app.deploy?.replicas).toBeGreaterThanOrEqual(2);
    // A fixed name or a published port would keep compose from running a second replica.
    expect(app.container_name).toBeUndefined();
    expect(app.ports).toBeUndefined();
    expect(app.environment?.DATABASE_URL).toMatch(required('POSTGRES_PASSWORD'));
    expect(app.environment?.DATABASE_URL).toMatch(/@db:5432\/park$/);
    expect(app.environment?.JWT_SECRET).toMatch(required('JWT_SECRET'));
    expect(JSON.stringify(compose)).not.toMatch(/\$\{(POSTGRES_PASSWORD|JWT_SECRET|ADMIN_PASSWORD):?-/);
    expect(db.ports).toBeUndefined();
  });

  it('runs HAProxy with the configuration in the repository, published on the loopback unless told otherwise', () => {
    expect(balancer.image).toBe('haproxy:2.6');
    expect(balancer.volumes).toContain('./ops/haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(has('bind :8080')).toBe(true);
    expect(balancer.ports).toContain('${PUBLISH_ADDRESS:-127.0.0.1}:${APP_PORT:-3000}:8080');
  });

  it('sends visitors only to servers that answer /api/health/ready, found as the app service scales', () => {
    expect(has('option httpchk')).toBe(true);
    expect(has('http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host kandy-park')).toBe(true);
    expect(has('http-check expect status 200')).toBe(true);
    const template = /^server-template app (\d+) app:(\d+) resolvers docker /m.exec(directives.join('\n'));
    expect(template?.[2]).toBe(app.environment?.PORT);
    expect(Number(template?.[1])).toBeGreaterThanOrEqual(app.deploy?.replicas ?? 0);
  });

  it('names the visitor in X-Forwarded-For, and the servers believe it from the balancer alone', () => {
    expect(has('option forwardfor')).toBe(true);
    const address = (balancer.networks as Record<string, { ipv4_address?: string }>).park?.ipv4_address;
    expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(app.environment?.TRUST_PROXY).toBe(address);
    // The forwarding headers the server would read besides X-Forwarded-For and -Proto never come from a client.
    for (const header of ['Forwarded', 'X-Forwarded-Host', 'X-Real-IP'])
      expect(has(`http-request del-header ${header}`)).toBe(true);
  });

  it('logs each request’s path without its query string, and every container’s log is rotated', () => {
    expect(has('option httplog')).toBe(false);
    const format = directives.find((line) => line.startsWith('log-format ')) ?? '';
    expect(format).toContain('%HP');
    // %r is the whole request line and %HU the URI, both with the query string; %HQ is the query string itself.
    expect(format).not.toMatch(/%(r|HU|HQ)\b/);
    for (const service of [app, balancer, db]) {
      expect(service.logging?.driver).toBe('json-file');
      expect(service.logging?.options?.['max-size']).toBeTruthy();
    }
  });

  it('retries any request that never reached a server, and after that only GET and HEAD, on another server', () => {
    expect(has('retry-on conn-failure empty-response response-timeout')).toBe(true);
    expect(has('http-request disable-l7-retry unless METH_GET')).toBe(true);
    expect(has('option redispatch 1')).toBe(true);
  });

  it('takes a stopping server out well within its drain, and lets docker stop wait for the drain and the close', () => {
    const server = directives.find((line) => line.startsWith('default-server ')) ?? '';
    const setting = (name: string) => ms(new RegExp(`\\b${name} (\\S+)`).exec(server)?.[1] ?? 'NaN');
    const fall = Number(/\bfall (\d+)/.exec(server)?.[1]);
    // The first check to meet the 503 comes within one interval, the others every fastinter: out after `fall` of
    // them. Half the drain is left for checks slowed by a busy machine.
    const outWithin = setting('inter') + (fall - 1) * setting('fastinter');
    const drain = Number(app.environment?.SHUTDOWN_DRAIN_SECONDS) * 1000;
    expect(outWithin).toBeLessThanOrEqual(drain / 2);
    // After the drain the server has 4.5 s to close (server/src/main.ts) before docker stop would kill it.
    expect(ms(app.stop_grace_period ?? '10s')).toBeGreaterThanOrEqual(drain + 4_500);
  });
});
