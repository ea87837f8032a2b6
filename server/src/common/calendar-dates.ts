/**
 * Calendar rules of venue bookings. Dates are `yyyy-mm-dd` calendar dates in the
 * park's zone; a booking of `duration` days covers `eventDate … eventDate + duration − 1`.
 */

export const BOOKING_HORIZON_YEARS = 2;

export const DATE_BOOKED_MESSAGE = 'This date is already booked. Please select a different date.';
export const DATE_BLOCKED_MESSAGE =
  'This date is blocked by admin for maintenance or special events. Please select a different date.';
export const DATE_AVAILABLE_MESSAGE = 'This date is available.';
export const PAST_DATE_MESSAGE = 'Past dates cannot be booked. Please select today or a later date.';
export const TOO_FAR_MESSAGE = `Bookings can be made up to ${BOOKING_HORIZON_YEARS} years ahead. Please select an earlier date.`;
export const INVALID_DATE_MESSAGE = 'Please give the date as yyyy-mm-dd (for example 2027-03-10).';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(date: string): Date | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2027-02-30 over to March: a real calendar date reads back unchanged.
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== day)
    return undefined;
  return value;
}

const fromUtc = (value: Date): string => value.toISOString().slice(0, 10);

export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && toUtc(value) !== undefined;
}

export function addDays(date: string, days: number): string {
  const value = toUtc(date);
  if (!value) throw new RangeError(`not a calendar date: ${date}`);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
}

/** The last day a visitor may book: the same calendar day, `BOOKING_HORIZON_YEARS` later (29 February → 28). */
export function latestBookableDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + BOOKING_HORIZON_YEARS, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(year + BOOKING_HORIZON_YEARS, month, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, daysInMonth));
  return fromUtc(target);
}

/** The last day a booking covers. */
export function lastDayOf(eventDate: string, duration: number): string {
  return addDays(eventDate, duration - 1);
}

export type DateProblem = 'invalid' | 'past' | 'too-far';

/** Why a date cannot be booked (by anyone), or undefined when it can. Dates compare as strings: yyyy-mm-dd. */
export function bookableDateProblem(date: string, today: string): DateProblem | undefined {
  if (!isCalendarDate(date)) return 'invalid';
  if (date < today) return 'past';
  if (date > latestBookableDate(today)) return 'too-far';
  return undefined;
}

export function dateProblemMessage(problem: DateProblem): string {
  switch (problem) {
    case 'invalid':
      return INVALID_DATE_MESSAGE;
    case 'past':
      return PAST_DATE_MESSAGE;
    case 'too-far':
      return TOO_FAR_MESSAGE;
  }
}

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
