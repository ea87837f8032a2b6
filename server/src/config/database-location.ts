import { resolve } from 'node:path';
import { type Env, read, url } from './env-values';

/** Where the park's data is: a PostgreSQL server (DATABASE_URL), or else the embedded PGlite in DATA_DIR. */
export interface DatabaseLocation {
  databaseUrl: string | undefined;
  /** Absolute path of the data folder. */
  dataDir: string;
}

/**
 * Read apart from the rest of the settings, so the backup command finds the data exactly where the server does
 * without asking for what only a server needs (a JWT secret, a strong ADMIN_PASSWORD).
 */
export function databaseLocation(env: Env): DatabaseLocation {
  return {
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: resolve(read(env, 'DATA_DIR') ?? './data'),
  };
}
