import { addDays } from '@kandy-park/domain';
import { InvalidInputError } from '../common/domain-error';
import { formatLongDate } from '../mail';

/** How staff end a stall rental: the last day they chose, and the day its rent stops. */
export interface RentalEnding {
  /** The rental's last day; null for a rental ended before its start date (it had no day). */
  lastDay: string | null;
  /** `bookings.rent_ended_on`: the first day that is no longer the rental's (its last day + 1). */
  rentEndedOn: string;
}

export const LAST_DAY_NOT_EXPECTED_MESSAGE =
  'A last day can only be given when ending (terminating) a stall rental, with status completed.';

/**
 * The end of a rental staff terminate, from the last day they give (`lastDay`, by default today): a day from the
 * rental's start date to today. Rent months due after the last day are not charged (money/rent-ledger.ts). A rental
 * that has not started yet ends before its first day: no last day can be given, and nothing is charged.
 */
export function rentalEnding(startDate: string, lastDay: string | undefined, today: string): RentalEnding {
  if (startDate > today) {
    if (lastDay !== undefined) {
      throw new InvalidInputError(
        `This rental starts on ${formatLongDate(startDate)}, after today: it ends before its first day, so leave out the last day.`,
        'DATE_TOO_EARLY',
      );
    }
    return { lastDay: null, rentEndedOn: today };
  }
  const last = lastDay ?? today;
  if (last > today) {
    throw new InvalidInputError('The last day of the rental cannot be later than today.', 'FUTURE_DATE');
  }
  if (last < startDate) {
    throw new InvalidInputError(
      `The last day of the rental must be on or after ${formatLongDate(startDate)}, the day it started.`,
      'DATE_TOO_EARLY',
    );
  }
  return { lastDay: last, rentEndedOn: addDays(last, 1) };
}
