import { Inject, Injectable } from '@nestjs/common';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '../database/database';
import { type Booking, type BookingStatus, bookings } from '../database/schema';

/** A rental that holds its stall: pending or confirmed. */
export const ACTIVE_RENTAL_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

/** The SQL of the stalls: which rentals hold a stall now. Rentals are bookings rows with a stall. */
@Injectable()
export class StallsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listActiveRentals(executor: Executor = this.db): Promise<Booking[]> {
    return executor
      .select()
      .from(bookings)
      .where(and(isNotNull(bookings.stallId), inArray(bookings.status, [...ACTIVE_RENTAL_STATUSES])));
  }

  async activeStallIds(executor: Executor = this.db): Promise<string[]> {
    const rows = await executor
      .select({ stallId: bookings.stallId })
      .from(bookings)
      .where(and(isNotNull(bookings.stallId), inArray(bookings.status, [...ACTIVE_RENTAL_STATUSES])));
    return rows.map((row) => row.stallId).filter((id): id is string => id !== null);
  }
}
