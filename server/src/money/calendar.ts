/** Calendar arithmetic on `yyyy-mm-dd` dates (park dates: no time, no zone). */

const parts = (date: string): [number, number, number] => date.split('-').map(Number) as [number, number, number];
const iso = (value: Date): string => value.toISOString().slice(0, 10);

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/**
 * The same day of the month `months` after `date`, or that month's last day when it is shorter: 31 January plus one
 * month is 28 (or 29) February, plus two months 31 March (always counted from `date`, never from a shortened day).
 */
export function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

export const earlierOf = (a: string, b: string): string => (a <= b ? a : b);
export const laterOf = (a: string, b: string): string => (a >= b ? a : b);
