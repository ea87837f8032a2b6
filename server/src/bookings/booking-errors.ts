import { ConflictError, DomainError, type ErrorCode, InvalidInputError, NotFoundError } from '../common/domain-error';
import { NO_STALLS_MESSAGE, STALL_TAKEN_MESSAGE, tooManyPendingRequestsMessage } from '@kandy-park/domain';
import { type DateProblem, dateProblemMessage } from '../common/calendar-dates';
import { type Unavailability, unavailabilityMessage } from './availability';

/** The typed refusals of the bookings API; `code` lets a client tell them apart without reading sentences. */

export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found. It may have been deleted; please reload the list.';

const DATE_CODES: Readonly<Record<DateProblem, ErrorCode>> = {
  invalid: 'INVALID_DATE',
  past: 'PAST_DATE',
  'too-far': 'DATE_TOO_FAR',
};

export class BookingDateError extends InvalidInputError {
  constructor(problem: DateProblem) {
    super(dateProblemMessage(problem), DATE_CODES[problem]);
  }
}

export class DateUnavailableError extends ConflictError {
  constructor(reason: Unavailability) {
    super(unavailabilityMessage(reason), reason === 'blocked' ? 'DATE_BLOCKED' : 'DATE_BOOKED');
  }
}

export class StallTakenError extends ConflictError {
  constructor(message = STALL_TAKEN_MESSAGE) {
    super(message, 'STALL_TAKEN');
  }
}

export class NoStallsError extends ConflictError {
  constructor() {
    super(NO_STALLS_MESSAGE, 'NO_STALLS');
  }
}

export class BookingNotFoundError extends NotFoundError {
  constructor() {
    super(BOOKING_NOT_FOUND_MESSAGE);
  }
}

/** A visitor already has as many stall requests waiting as the park allows (per client, e-mail and phone). */
export class TooManyPendingRequestsError extends DomainError {
  constructor(limit: number) {
    super(429, tooManyPendingRequestsMessage(limit), 'TOO_MANY_PENDING_REQUESTS');
  }
}
