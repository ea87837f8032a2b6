/** PostgreSQL error codes the product reacts to. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_CHECK_VIOLATION = '23514';
export const PG_INVALID_TEXT = '22P02';

interface PgErrorLike {
  code?: string;
  constraint?: string;
}

/** drizzle wraps driver errors (DrizzleQueryError.cause); PGlite and node-postgres both carry `code`. */
export function pgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function isConstraintViolation(error: unknown, code: string, constraint?: string): boolean {
  const pg = pgError(error);
  return pg?.code === code && (constraint === undefined || pg.constraint === constraint);
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server that is going away or not taking connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error and is not queryable/i,
  /not queryable/i,
];

/**
 * True when an error means the database cannot be reached (refused, dropped or timed-out connections, a server
 * shutting down), as opposed to the database refusing a statement: the request should be answered 503.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== 'object') return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(candidate.message as string)))
    return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}
