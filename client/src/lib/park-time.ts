/** The park is in Kandy: "today" is Asia/Colombo's date, whatever the visitor's device says. */
export const PARK_TIME_ZONE = 'Asia/Colombo';

/**
 * Asia/Colombo's offset: UTC+05:30, with no daylight saving, since 15 April 2006 (IANA tzdata). Today's date is
 * worked out from it rather than with Intl.DateTimeFormat's time zones: making a formatter for a named zone loads
 * the zone's rules, about 30 ms on a slow phone, while the venues page starts. A test compares the two.
 */
const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today's date in the park as yyyy-mm-dd. */
export function parkToday(now: Date = new Date()): string {
  return new Date(now.getTime() + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);
}
