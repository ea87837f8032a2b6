/**
 * A rule of the product said no. Services throw these; the global filter turns them into
 * `{ statusCode, message, code }`. `message` is a sentence a person can act on.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422 | 423 | 429,
    message: string,
    readonly code?: string,
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
  constructor(message: string, code = 'CONFLICT') {
    super(409, message, code);
  }
}

export class InvalidInputError extends DomainError {
  constructor(message: string, code = 'INVALID_INPUT') {
    super(400, message, code);
  }
}
