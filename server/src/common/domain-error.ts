/**
 * Every `code` an error answer can carry: a client tells refusals apart by these, never by the English sentence.
 * Described in the OpenAPI document as the `ErrorCode` enum of `ErrorResponse`, so the client's generated types
 * carry the same list.
 */
export const ERROR_CODES = [
  // any route
  'VALIDATION',
  'INVALID_INPUT',
  'INVALID_VALUE',
  'NOT_FOUND',
  'CONFLICT',
  'DATABASE_UNAVAILABLE',
  'MIGRATIONS_PENDING',
  'SHUTTING_DOWN',
  // sign-in and accounts
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'PASSWORD_CHANGE_REQUIRED',
  'WEAK_PASSWORD',
  'LOCAL_ONLY',
  'ADMIN_EXISTS',
  'WRONG_PASSWORD',
  'PASSWORD_UNCHANGED',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'LAST_ACTIVE_ADMIN',
  'SELF_DEACTIVATE',
  'SELF_DELETE',
  // bookings
  'UNKNOWN_VENUE',
  'NOT_BOOKABLE',
  'INVALID_DATE',
  'PAST_DATE',
  'DATE_TOO_FAR',
  'DATE_BOOKED',
  'DATE_BLOCKED',
  'BOOKING_OVERLAP',
  'BOOKING_CHANGED',
  'INVALID_TRANSITION',
  'NOT_DELETABLE',
  'ALREADY_CONFIRMED',
  'ALREADY_CANCELLED',
  'ALREADY_COMPLETED',
  'NOT_CONFIRMED_YET',
  // vendor stalls
  'STALL_NOT_EXPECTED',
  'SELECT_STALL',
  'UNKNOWN_STALL',
  'STALL_MISMATCH',
  'STALL_TAKEN',
  'STALL_HELD',
  'HOLD_EXPIRED',
  'NO_STALLS',
  'TOO_MANY_PENDING_REQUESTS',
  'LAST_DAY_NOT_EXPECTED',
  // money
  'NOT_CHARGED',
  'NOTHING_OWED',
  'NOTHING_TO_KEEP',
  'KEPT_TOO_LARGE',
  'ALREADY_CREDITED',
  'NOTHING_TO_REFUND',
  'REFUND_TOO_LARGE',
  'MONEY_UNSETTLED',
  'PAYMENT_TOO_LARGE',
  'FUTURE_DATE',
  'DATE_TOO_EARLY',
  'FORM_REUSED',
  'ALREADY_REVERSED',
  'NOT_REVERSIBLE',
  // corrections
  'CREDIT_TOO_LARGE',
  'CREDIT_TOO_LARGE_FOR_TARGET',
  'NO_CREDIT',
  'NOT_SAME_ACCOUNT',
  'POSSIBLE_DUPLICATE',
  // closed months
  'INVALID_MONTH',
  'MONTH_NOT_ENDED',
  'ALREADY_CLOSED',
  'NOT_CLOSED',
  // lost documents (numbers a restore set aside)
  'NUMBER_YEAR',
  'NUMBER_NOT_GIVEN',
  'NUMBER_TAKEN',
  'MONTH_CLOSED',
  'DOCUMENT_INCOMPLETE',
  'INVOICE_MISSING',
  'INVOICE_MISMATCH',
  'RENT_INVOICE',
  'ALREADY_INVOICED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * A rule of the product said no. Services throw these; the global filter turns them into
 * `{ statusCode, message, code }`. `message` is a sentence a person can act on.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422 | 423 | 429,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(404, message, 'NOT_FOUND');
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code: ErrorCode = 'CONFLICT') {
    super(409, message, code);
  }
}

export class InvalidInputError extends DomainError {
  constructor(message: string, code: ErrorCode = 'INVALID_INPUT') {
    super(400, message, code);
  }
}

/** A wait of `seconds` as a person says it: "45 seconds", "2 minutes". */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A sign-in refused without checking its password, because of earlier failures; answered with Retry-After. */
export class TooManyAttemptsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      `Too many failed sign-in attempts. Please try again in ${waitText(retryAfterSeconds)}.`,
      'TOO_MANY_ATTEMPTS',
    );
  }
}
