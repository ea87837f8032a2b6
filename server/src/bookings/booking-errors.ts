import { ConflictError, DomainError, NotFoundError } from '../common/domain-error';
import { tooManyPendingRequestsMessage } from '@kandy-park/domain';
import { type Unavailability, unavailabilityMessage } from './availability';

/** The typed refusals of the bookings API; `code` lets a client tell them apart without reading sentences. */

export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found. It may have been deleted; please reload the list.';

export class DateUnavailableError extends ConflictError {
  constructor(reason: Unavailability) {
    super(unavailabilityMessage(reason), reason === 'blocked' ? 'DATE_BLOCKED' : 'DATE_BOOKED');
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
