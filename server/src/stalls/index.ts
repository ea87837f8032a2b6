// What other modules may use of this one (the lint keeps them to this file).
export { StallsModule } from './stalls.module';
export { StallAllocationService, type StallChoice } from './stall-allocation.service';
export { StallHoldsService } from './stall-holds.service';
export { ACTIVE_RENTAL_STATUSES } from './stalls.repository';
export { NoStallsError, StallTakenError } from './stall-errors';
