import { Param, ParseUUIDPipe } from '@nestjs/common';
import type { DomainError } from './domain-error';

/**
 * A path id, checked once before the route runs: one that is not a UUID cannot name a row, so it is answered as the
 * route answers an unknown id (404 with the route's own sentence), never with an SQL error. Nest's ParseUUIDPipe
 * does the check; `notFound` makes the answer.
 */
export const IdParam = (name: string, notFound: () => DomainError) =>
  Param(name, new ParseUUIDPipe({ exceptionFactory: notFound }));
