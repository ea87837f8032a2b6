import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

/**
 * The compose file is how most operators will run the park: read as compose reads it, it takes its settings from
 * `.env`, has no default database password, believes the Docker gateway's X-Forwarded-For, and publishes the app on the host's
 * loopback unless the operator says otherwise. The database is never published.
 */
interface Service {
  env_file?: string | string[];
  environment?: Record<string, string>;
  ports?: string[];
}
const compose = load(readFileSync(join(__dirname, '../../docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const { app, db } = compose.services as { app: Service; db: Service };

/** `${NAME:?message}`: compose refuses to start while NAME is unset or empty. */
const required = (name: string) => new RegExp(`\\$\\{${name}:\\?[^}]+\\}`);

describe('docker-compose.yml', () => {
  it('gives the app every setting in .env', () => {
    expect([app.env_file].flat()).toContain('.env');
  });

  it('has no default for the database password or the token secret', () => {
    expect(db.environment?.POSTGRES_PASSWORD).toMatch(required('POSTGRES_PASSWORD'));
    expect(app.environment?.DATABASE_URL).toMatch(required('POSTGRES_PASSWORD'));
    expect(app.environment?.JWT_SECRET).toMatch(required('JWT_SECRET'));
    const text = JSON.stringify(compose);
    expect(text).not.toMatch(/\$\{(POSTGRES_PASSWORD|JWT_SECRET|ADMIN_PASSWORD):?-/);
  });

  it('needs no first password on any start: the first one prints a generated password to be replaced', () => {
    // Required on every start, it stayed in .env and in `docker inspect` long after the first.
    expect(app.environment?.ADMIN_PASSWORD).toBeUndefined();
    expect(JSON.stringify(compose)).not.toContain('${ADMIN_PASSWORD');
  });

  it('believes the X-Forwarded-For of the Docker gateway a proxy on the host connects through, unless .env says otherwise', () => {
    expect(app.environment?.TRUST_PROXY).toBe('${TRUST_PROXY:-172.28.6.1}');
  });

  it('publishes the app on 127.0.0.1 unless PUBLISH_ADDRESS says otherwise, and never the database', () => {
    expect(app.ports).toEqual(['${PUBLISH_ADDRESS:-127.0.0.1}:${APP_PORT:-3000}:3000']);
    expect(db.ports).toBeUndefined();
  });
});
