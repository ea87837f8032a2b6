import { addDays } from '@kandy-park/domain';

/** Calendar months as `yyyy-mm` strings: plain calendar arithmetic in UTC, no time zone involved. */

function parts(month: string): { year: number; index: number } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { year, index: monthNumber - 1 };
}

function firstDay(month: string): Date {
  const { year, index } = parts(month);
  return new Date(Date.UTC(year, index, 1));
}

/** The month of a `yyyy-mm-dd` date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `delta` months after (or, negative, before) `month`. */
export function shiftMonth(month: string, delta: number): string {
  const { year, index } = parts(month);
  return new Date(Date.UTC(year, index + delta, 1)).toISOString().slice(0, 7);
}

/** First and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const { year, index } = parts(month);
  const days = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}` };
}

/** The month's days, and how many blank cells come before the first in a week that starts on Sunday. */
export function monthDays(month: string): { leadingBlanks: number; days: string[] } {
  const { from, to } = monthRange(month);
  const count = Number(to.slice(8));
  return {
    leadingBlanks: firstDay(month).getUTCDay(),
    days: Array.from({ length: count }, (_, index) => addDays(from, index)),
  };
}

/** `March 2026` (in `locale`'s words) for `2026-03`. */
export function monthTitle(month: string, locale = 'en-US'): string {
  return firstDay(month).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** `March` (in `locale`'s words) for `2026-03`. */
export function monthName(month: string, locale = 'en-US'): string {
  return firstDay(month).toLocaleDateString(locale, { month: 'long', timeZone: 'UTC' });
}

/** `Mar` (in `locale`'s words) for `2026-03`. */
export function monthShortName(month: string, locale = 'en-US'): string {
  return firstDay(month).toLocaleDateString(locale, { month: 'short', timeZone: 'UTC' });
}
