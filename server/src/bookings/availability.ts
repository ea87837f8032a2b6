import { addDays, DATE_BLOCKED_MESSAGE, DATE_BOOKED_MESSAGE } from '@kandy-park/domain';
import { lastDayOf } from '../common/calendar-dates';

/** Which days a venue booking covers and whether the venue is free on them. */

export const DATE_AVAILABLE_MESSAGE = 'This date is available.';

/** Whether two day ranges share a day. */
export function rangesOverlap(aStart: string, aDuration: number, bStart: string, bDuration: number): boolean {
  return aStart <= lastDayOf(bStart, bDuration) && bStart <= lastDayOf(aStart, aDuration);
}

/** Every day a booking covers, first to last. */
export function coveredDays(eventDate: string, duration: number): string[] {
  return Array.from({ length: duration }, (_, i) => addDays(eventDate, i));
}

export interface CoveringBooking {
  eventDate: string;
  duration: number;
  isAdminBlock: boolean;
}

export type Unavailability = 'booked' | 'blocked';

/**
 * Why the requested days are unavailable, given the confirmed bookings of the venue: `blocked` when staff blocked
 * any of them (the more useful thing to tell a visitor), `booked` when an event holds them, null when free.
 */
export function unavailabilityOf(
  startDate: string,
  duration: number,
  confirmed: readonly CoveringBooking[],
): Unavailability | null {
  const covering = confirmed.filter((b) => rangesOverlap(startDate, duration, b.eventDate, b.duration));
  if (covering.length === 0) return null;
  return covering.some((b) => b.isAdminBlock) ? 'blocked' : 'booked';
}

export function unavailabilityMessage(reason: Unavailability | null): string {
  if (reason === 'blocked') return DATE_BLOCKED_MESSAGE;
  if (reason === 'booked') return DATE_BOOKED_MESSAGE;
  return DATE_AVAILABLE_MESSAGE;
}
