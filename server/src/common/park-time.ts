/** The park's clock: every date the server reasons about is a calendar date in Kandy, whatever the server's zone. */
export const PARK_TIME_ZONE = 'Asia/Colombo';

/** Made once: making an `Intl` formatter costs far more than using one. */
const PARK_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: PARK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** Worked out again at least this often, in case the zone's offset changes (Asia/Colombo has had none since 2006). */
const RECHECK_MS = 60 * 60 * 1000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The park's date at `instant`, and the instants its day began and ends (a day is 24 hours in this zone). */
function parkDayAt(instant: number): { date: string; start: number; end: number } {
  const parts: Record<string, number> = {};
  for (const part of PARK_CLOCK.formatToParts(instant)) parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  // The zone's offset at `instant`, to the minute: the park's midnight is the UTC instant of that wall-clock time
  // less the offset.
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - instant) / 60_000) * 60_000;
  return {
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    start: Date.UTC(year, month - 1, day) - offset,
    end: Date.UTC(year, month - 1, day + 1) - offset,
  };
}

let known = { date: '', start: Infinity, end: -Infinity, checked: 0 };

/**
 * The date (`yyyy-mm-dd`) in Kandy at `now`, today by default. As cheap as a comparison per call: the date is worked
 * out again only when `now` leaves the day last worked out (at the park's midnight, or for another instant) or an
 * hour after it was.
 */
export function todayInPark(now: Date | number = Date.now()): string {
  const instant = typeof now === 'number' ? now : now.getTime();
  if (instant < known.start || instant >= known.end || instant - known.checked >= RECHECK_MS)
    known = { ...parkDayAt(instant), checked: instant };
  return known.date;
}
