import { Module } from '@nestjs/common';
import { StallAllocationService } from './stall-allocation.service';
import { StallHoldsController } from './stall-holds.controller';
import { StallHoldsRepository } from './stall-holds.repository';
import { StallHoldsService } from './stall-holds.service';
import { VendorStallsController } from './vendor-stalls.controller';
import { StallsRepository } from './stalls.repository';

/**
 * The 100 vendor stalls: their layout and which are rented (rentals are bookings rows with a stall), the dashboard's
 * grid, and visitors' 10-minute holds. Bookings use it to choose a free stall and to honour a hold.
 */
@Module({
  controllers: [VendorStallsController, StallHoldsController],
  providers: [StallsRepository, StallAllocationService, StallHoldsRepository, StallHoldsService],
  exports: [StallAllocationService, StallHoldsService],
})
export class StallsModule {}
