/**
 * Calendar dates as the park counts them: `yyyy-mm-dd` in the park's zone, compared as strings. What anyone may
 * book (today up to the horizon) is decided here for venues, stalls, blocks and payments alike; a booking of
 * `duration` days covers `eventDate … eventDate + duration − 1`.
 */
import {
  addDays,
  INVALID_DATE_MESSAGE,
  isCalendarDate,
  latestBookableDate,
  PAST_DATE_MESSAGE,
  TOO_FAR_MESSAGE,
} from '@kandy-park/domain';
import { type ErrorCode, InvalidInputError } from './domain-error';

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

const DATE_CODES: Readonly<Record<DateProblem, ErrorCode>> = {
  invalid: 'INVALID_DATE',
  past: 'PAST_DATE',
  'too-far': 'DATE_TOO_FAR',
};

/** A date nobody may book, refused with the sentence and code that say why. */
export class BookingDateError extends InvalidInputError {
  constructor(problem: DateProblem) {
    super(dateProblemMessage(problem), DATE_CODES[problem]);
  }
}
