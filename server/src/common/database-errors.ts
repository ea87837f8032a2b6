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
