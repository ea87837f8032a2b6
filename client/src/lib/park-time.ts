/** The park is in Kandy: "today" is Asia/Colombo's date, whatever the visitor's device says. */
export const PARK_TIME_ZONE = 'Asia/Colombo';

const ymd = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the park as yyyy-mm-dd. */
export function parkToday(now: Date = new Date()): string {
  return ymd.format(now);
}

/** Adds days to a yyyy-mm-dd date (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
