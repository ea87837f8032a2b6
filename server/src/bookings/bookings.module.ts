import { Module } from '@nestjs/common';
import { BookingsController } from './bookings.controller';
import { BookingsRepository } from './bookings.repository';
import { BookingsService } from './bookings.service';
import { MyBookingController } from './my-booking/my-booking.controller';
import { MyBookingService } from './my-booking/my-booking.service';
import { StallHoldsController } from './stall-holds/stall-holds.controller';
import { StallHoldsRepository } from './stall-holds/stall-holds.repository';
import { StallHoldsService } from './stall-holds/stall-holds.service';
import { StaffBookingsController } from './staff-bookings.controller';
import { StaffBookingsRepository } from './staff-bookings.repository';
import { StaffBookingsService } from './staff-bookings.service';
import { StallAllocationService } from './stall-allocation.service';
import { VendorStallsController } from './vendor-stalls.controller';

/** Venue bookings, admin blocks and the 100 vendor stalls. Mail and audit come from their global modules. */
@Module({
  controllers: [
    StaffBookingsController,
    BookingsController,
    VendorStallsController,
    MyBookingController,
    StallHoldsController,
  ],
  providers: [
    BookingsRepository,
    BookingsService,
    MyBookingService,
    StallHoldsRepository,
    StallHoldsService,
    StaffBookingsRepository,
    StaffBookingsService,
    StallAllocationService,
  ],
})
export class BookingsModule {}
