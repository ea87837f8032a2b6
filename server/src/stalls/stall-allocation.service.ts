import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../common/domain-error';
import type { Executor } from '../database/database';
import { StallsRepository } from './stalls.repository';
import { todayInPark } from '../common/park-time';
import { bookableDateProblem } from '../common/calendar-dates';
import { BookingDateError } from '../common/calendar-dates';
import { NoStallsError, StallTakenError } from './stall-errors';
import type {
  StallAvailabilityResponse,
  StallBlockDataResponse,
  StallBookingDetails,
  StallBlockView,
} from './stalls.dto';
import {
  firstFreeStall,
  isStallBlockLetter,
  occupancyRate,
  SELECT_STALL_MESSAGE,
  sortStallIds,
  type Stall,
  STALL_BLOCKS,
  STALL_RANGES,
  type StallBlockLetter,
  stallById,
  stallCounts,
  stallsOfBlock,
  TOTAL_STALLS,
} from '@kandy-park/domain';

export interface StallChoice {
  stallId?: string;
  block?: string;
  stallNumber?: number;
  blockName?: string;
}

/**
 * Owns the vendor stalls: layout, which are rented, counts and occupancy, and choosing a stall. A rental is
 * monthly and ongoing until staff end it, so a stall is taken on every date while it has an active (pending or
 * confirmed) rental; the availability of a date is the availability now.
 */
@Injectable()
export class StallAllocationService {
  constructor(private readonly rentals: StallsRepository) {}

  async takenStallIds(executor?: Executor): Promise<Set<string>> {
    return new Set(await this.rentals.activeStallIds(executor));
  }

  /** Stalls free for a rental starting on `date` (today up to two years ahead, Asia/Colombo). */
  async availabilityOn(date: string): Promise<StallAvailabilityResponse> {
    const problem = bookableDateProblem(date, todayInPark());
    if (problem) throw new BookingDateError(problem);
    const counts = stallCounts(await this.takenStallIds());
    return {
      date,
      totalStalls: counts.totalStalls,
      availableStalls: counts.availableStalls,
      rentedStalls: counts.bookedStalls,
      bookedStalls: counts.bookedStalls,
      isAvailable: counts.availableStalls > 0,
    };
  }

  async bookedStallIds(): Promise<string[]> {
    return sortStallIds(await this.takenStallIds());
  }

  /** The dashboard's stall grid. Without customers (the public fallback) every `booking` is null. */
  async blockData(options: { withCustomers: boolean }): Promise<StallBlockDataResponse> {
    const rentals = new Map(
      (await this.rentals.listActiveRentals()).map((rental) => [rental.stallId as string, rental]),
    );
    const stallBlocks = {} as Record<StallBlockLetter, StallBlockView>;
    for (const { letter, count } of STALL_BLOCKS) {
      stallBlocks[letter] = {
        count,
        name: `Block ${letter}`,
        stalls: stallsOfBlock(letter).map((stall) => {
          const rental = rentals.get(stall.stallId);
          const booking: StallBookingDetails | null =
            rental && options.withCustomers
              ? {
                  bookingId: rental.id,
                  status: rental.status === 'pending' ? 'pending' : 'confirmed',
                  customerName: rental.customerName,
                  customerEmail: rental.customerEmail,
                  customerPhone: rental.customerPhone,
                  startDate: rental.eventDate,
                  createdAt: rental.createdAt.toISOString(),
                  notes: rental.notes,
                }
              : null;
          return {
            stallId: stall.stallId,
            stallNumber: stall.stallNumber,
            status: rental ? 'booked' : 'available',
            booking,
          };
        }),
      };
    }
    const counts = stallCounts(new Set(rentals.keys()));
    return {
      stallBlocks,
      statistics: { ...counts, occupancyRate: occupancyRate(counts.bookedStalls, counts.totalStalls) },
    };
  }

  /** The stall a request names; refuses ids that do not exist and details that contradict the id. */
  resolveStall(choice: StallChoice): Stall {
    if (!choice.stallId) throw new InvalidInputError(SELECT_STALL_MESSAGE, 'SELECT_STALL');
    const stall = stallById(choice.stallId);
    if (!stall) {
      throw new InvalidInputError(
        `There is no stall "${choice.stallId}". Stalls are ${STALL_RANGES}.`,
        'UNKNOWN_STALL',
      );
    }
    const contradicts =
      (choice.block !== undefined && choice.block !== stall.block) ||
      (choice.stallNumber !== undefined && choice.stallNumber !== stall.stallNumber) ||
      (choice.blockName !== undefined && choice.blockName !== '' && choice.blockName !== stall.blockName);
    if (contradicts) {
      throw new InvalidInputError(
        `The stall details do not match: stall ${stall.stallId} is number ${stall.stallNumber} of ${stall.blockName}.`,
        'STALL_MISMATCH',
      );
    }
    return stall;
  }

  /**
   * Inside the caller's transaction: the stall to rent, checked free. A named stall must be free; a block alone
   * takes its first free stall. The partial unique index still decides races between transactions.
   */
  async chooseFreeStall(choice: StallChoice, executor: Executor): Promise<Stall> {
    const named = choice.stallId || !isStallBlockLetter(choice.block) ? this.resolveStall(choice) : undefined;
    const taken = await this.takenStallIds(executor);
    if (taken.size >= TOTAL_STALLS) throw new NoStallsError();
    if (named) {
      if (taken.has(named.stallId)) throw new StallTakenError();
      return named;
    }
    const block = choice.block as StallBlockLetter;
    const free = firstFreeStall(block, taken);
    if (!free) throw new StallTakenError(`Every stall of Block ${block} is rented. Please choose another block.`);
    return free;
  }
}
