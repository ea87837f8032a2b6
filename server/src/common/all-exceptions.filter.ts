import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { describeError, isDatabaseUnavailable, PG_CHECK_VIOLATION, PG_INVALID_TEXT, pgError } from './database-errors';
import { DomainError, isErrorCode, TooManyAttemptsError } from './domain-error';
import type { ErrorResponse } from './error-response.dto';

const GENERIC: Record<number, string> = {
  400: 'The request could not be understood. Please check what you sent and try again.',
  401: 'Please sign in to continue.',
  403: 'You do not have permission to do that.',
  404: 'Not found.',
  405: 'That method is not allowed here.',
  413: 'The request is too large.',
  415: 'Please send JSON (Content-Type: application/json).',
  429: 'Too many requests. Please wait a minute and try again.',
};

export const DATABASE_UNAVAILABLE =
  'The park’s booking system is temporarily unavailable. Please try again in a few minutes.';
/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
const RETRY_AFTER_SECONDS = 30;

function httpBody(exception: HttpException): ErrorResponse {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode, message: response };
  const { message, code, errors } = response as { message?: unknown; code?: unknown; errors?: string[] };
  if (Array.isArray(message)) {
    const all = message.map(String);
    return { statusCode, message: all[0] ?? GENERIC[statusCode] ?? 'Request failed.', errors: all };
  }
  return {
    statusCode,
    message: typeof message === 'string' && message ? message : (GENERIC[statusCode] ?? 'Request failed.'),
    ...(isErrorCode(code) ? { code } : {}),
    ...(errors ? { errors } : {}),
  };
}

/** Errors raised by Fastify itself (bad JSON, body too large, wrong content type) carry a statusCode. */
function fastifyBody(exception: unknown): ErrorResponse | undefined {
  const candidate = exception as { statusCode?: unknown; code?: unknown };
  if (typeof candidate?.statusCode !== 'number' || typeof candidate.code !== 'string') return undefined;
  if (!candidate.code.startsWith('FST_')) return undefined;
  const statusCode = candidate.statusCode;
  if (statusCode >= 500) return undefined;
  const message =
    candidate.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || candidate.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
      ? 'The request body is not valid JSON.'
      : (GENERIC[statusCode] ?? 'The request could not be processed.');
  return { statusCode, message };
}

/**
 * The one place errors become HTTP answers: always `{ statusCode, message, code? }`, never a stack trace or SQL.
 * Unexpected errors are logged with their stack and answered with a plain 500; a database error only by its SQLSTATE
 * and statement (`describeError`), since the driver's message holds the statement's parameters.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.code === 'DATABASE_UNAVAILABLE') {
      // Expected during an outage: one line, not a stack per request.
      this.logger.warn(describeError(exception));
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (exception instanceof TooManyAttemptsError) {
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    } else if (body.statusCode >= 500) {
      this.logger.error(describeError(exception, { stack: true }));
    }
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  toBody(exception: unknown): ErrorResponse {
    if (exception instanceof DomainError) {
      return {
        statusCode: exception.statusCode,
        message: exception.message,
        ...(exception.code ? { code: exception.code } : {}),
      };
    }
    // Nest wraps Fastify's own 4xx errors (bad JSON, body too large) in an HttpException with the original as cause.
    const fastify = fastifyBody(exception instanceof HttpException ? exception.cause : exception);
    if (fastify) return fastify;
    if (exception instanceof HttpException) return httpBody(exception);
    if (isDatabaseUnavailable(exception)) {
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: DATABASE_UNAVAILABLE,
        code: 'DATABASE_UNAVAILABLE',
      };
    }
    const pg = pgError(exception);
    // A value the DTOs let through but the database refuses is still the client's input, not our failure.
    if (pg?.code === PG_CHECK_VIOLATION || pg?.code === PG_INVALID_TEXT) {
      return {
        statusCode: HttpStatus.BAD_REQUEST,
        message: 'One of the values sent is not allowed.',
        code: 'INVALID_VALUE',
      };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again in a moment.',
    };
  }
}
