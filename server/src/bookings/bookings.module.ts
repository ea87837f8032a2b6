import { Module } from '@nestjs/common';
import { KEPT_VALUES, type KeptValues, withKeptReads } from '../common/public-cache/kept-values';
import { DATABASE, type Database } from '../database/database';
import { MoneyModule } from '../money';
import { BookingsController } from './bookings.controller';
import { BookingsRepository } from './bookings.repository';
import { BookingsService } from './bookings.service';
import { MyBookingController } from './my-booking/my-booking.controller';
import { MyBookingService } from './my-booking/my-booking.service';
import { StaffBookingsController } from './staff-bookings.controller';
import { StaffBookingsRepository } from './staff-bookings.repository';
import { StaffBookingsService } from './staff-bookings.service';
import { StallRentalsController } from './stall-rentals.controller';
import { StallsModule } from '../stalls';

/** Venue bookings, admin blocks and stall rentals. Mail and audit come from their global modules. */
@Module({
  imports: [MoneyModule, StallsModule],
  controllers: [StaffBookingsController, BookingsController, StallRentalsController, MyBookingController],
  providers: [
    // Staff's pages and the header counts are read again and again (every tab, every return to the dashboard,
    // every desk) and change only with the bookings: kept in memory until a booking changes anywhere or the park's
    // day ends, so their cost no longer depends on how many bookings the park keeps. Counting alone reads every
    // booking.
    {
      provide: BookingsRepository,
      inject: [DATABASE, KEPT_VALUES],
      useFactory: (db: Database, kept: KeptValues) =>
        withKeptReads(new BookingsRepository(db), kept, ['bookings'], ['listNewestFirst']),
    },
    {
      provide: StaffBookingsRepository,
      inject: [DATABASE, KEPT_VALUES],
      useFactory: (db: Database, kept: KeptValues) =>
        withKeptReads(new StaffBookingsRepository(db), kept, ['bookings'], ['page', 'counts']),
    },
    BookingsService,
    MyBookingService,
    StaffBookingsService,
  ],
})
export class BookingsModule {}
