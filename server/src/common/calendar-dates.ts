/**
 * Calendar dates as the park counts them: `yyyy-mm-dd` in the park's zone, compared as strings. What anyone may
 * book (today up to the horizon) is decided here for venues, stalls, blocks and payments alike; a booking of
 * `duration` days covers `eventDate … eventDate + duration − 1`.
 */

export const BOOKING_HORIZON_YEARS = 2;

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
