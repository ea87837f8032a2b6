import { pgError } from './database-errors';

/** deadlock_detected and serialization_failure: PostgreSQL rolled the transaction back and it may simply be run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

export function isRetryableTransactionError(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code !== undefined && RETRYABLE_CODES.has(code);
}

/**
 * Runs a whole transaction again when PostgreSQL aborted it as a deadlock victim. Concurrent confirmations of
 * overlapping bookings can deadlock inside the exclusion constraint's check (each waits for the other's
 * uncommitted row); run again, the loser meets the winner's committed row and gets the clear 23P01 instead.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
    }
  }
}
