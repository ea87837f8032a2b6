import { NO_STALLS_MESSAGE, STALL_TAKEN_MESSAGE } from '@kandy-park/domain';
import { ConflictError } from '../common/domain-error';

/** The refusals of the stalls: the one asked for is taken, or none is left. */

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
