import { PARK_TIME_ZONE } from '../../bookings/availability';

const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: PARK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** Asked again at least this often, in case the zone's offset changes (Asia/Colombo has had none since 2006). */
const RECHECK_MS = 60 * 60 * 1000;

/**
 * Today's date in Kandy, as cheap as a `Date.now()` per call: the date is worked out again only at the next
 * park midnight (or after an hour), not for every request.
 */
export class ParkDay {
  private today = '';
  private nextCheck = 0;

  current(now: number = Date.now()): string {
    if (now >= this.nextCheck) this.recompute(now);
    return this.today;
  }

  private recompute(now: number): void {
    const parts: Record<string, number> = {};
    for (const part of FORMAT.formatToParts(now)) parts[part.type] = Number(part.value);
    const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
    this.today = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    // The zone's offset now, to the minute; the next midnight in the park is the UTC instant of tomorrow 00:00
    // less that offset.
    const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - now) / 60_000) * 60_000;
    const nextMidnight = Date.UTC(year, month - 1, day + 1) - offset;
    this.nextCheck = Math.min(nextMidnight, now + RECHECK_MS);
  }
}
