import { useQuery } from '@tanstack/react-query';
import { addDays } from '../../../../lib/park-time';
import { staffKeys } from '../../api/staff-api';
import { fetchAllBookings, type StaffBooking, type VenueName } from '../bookings/booking-data';

/** SPEC.md section 2's venue codes, in its order. */
export const VENUE_CODES: readonly { venue: VenueName; code: string }[] = [
  { venue: 'Open Air Arena', code: 'OAR' },
  { venue: 'Open Area', code: 'OA' },
  { venue: 'Conference Hall', code: 'CH' },
  { venue: 'Banquet Hall', code: 'BH' },
  { venue: 'Auditorium', code: 'AUD' },
  { venue: 'Vendor Stalls', code: 'VS' },
];

export function venueCode(venue: VenueName): string {
  return VENUE_CODES.find((item) => item.venue === venue)?.code ?? venue;
}

/** What holds a venue on a day: an approved booking or a staff block. */
export interface DayEntry {
  venue: VenueName;
  code: string;
  kind: 'booked' | 'blocked';
  booking: StaffBooking;
}

export type DayState = 'available' | 'booked' | 'blocked' | 'past';

export const monthOf = (date: string) => date.slice(0, 7);

export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + delta, 1)).toISOString().slice(0, 7);
}

/** First and last day of a yyyy-mm month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}` };
}

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function monthTitle(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The bookings that hold a venue somewhere in `from … to`: approved events and blocks (the approved list), blocks of
 * the stall area (kept with the stall rentals), and, for days already passed, the events of the history list.
 * Stall rentals themselves are monthly and are shown on the Vendor Stalls tab, not here.
 */
export async function loadCalendarBookings(
  from: string,
  to: string,
  today: string,
  signal?: AbortSignal,
): Promise<StaffBooking[]> {
  const yesterday = addDays(today, -1);
  const [approved, stallBlocks, history] = await Promise.all([
    fetchAllBookings({ group: 'approved', from, to }, signal),
    fetchAllBookings({ group: 'stalls', q: 'Admin Block', from, to }, signal),
    from <= yesterday
      ? fetchAllBookings({ group: 'history', from, to: to < yesterday ? to : yesterday }, signal)
      : Promise.resolve([]),
  ]);
  return [
    ...approved,
    ...stallBlocks.filter((booking) => booking.isAdminBlock),
    ...history.filter((booking) => booking.venue !== 'Vendor Stalls' || booking.isAdminBlock),
  ];
}

/** The entries of each day of `from … to`, one per venue (a block wins over a booking of the same venue). */
export function entriesByDay(
  bookings: readonly StaffBooking[],
  from: string,
  to: string,
  today: string,
): Map<string, DayEntry[]> {
  const days = new Map<string, DayEntry[]>();
  for (const booking of bookings) {
    const isHistory = booking.group === 'history';
    for (let offset = 0; offset < booking.duration; offset += 1) {
      const day = addDays(booking.eventDate, offset);
      if (day < from || day > to || (isHistory && day >= today)) continue;
      const entries = days.get(day) ?? [];
      const kind = booking.isAdminBlock ? 'blocked' : 'booked';
      const existing = entries.findIndex((entry) => entry.venue === booking.venue);
      const entry: DayEntry = { venue: booking.venue, code: venueCode(booking.venue), kind, booking };
      if (existing === -1) entries.push(entry);
      else if (kind === 'blocked') entries[existing] = entry;
      days.set(day, entries);
    }
  }
  const order = (entry: DayEntry) => VENUE_CODES.findIndex((item) => item.venue === entry.venue);
  for (const entries of days.values()) entries.sort((a, b) => order(a) - order(b));
  return days;
}

export function dayState(date: string, today: string, entries: readonly DayEntry[] = []): DayState {
  if (date < today) return 'past';
  if (entries.some((entry) => entry.kind === 'booked')) return 'booked';
  if (entries.length > 0) return 'blocked';
  return 'available';
}

/** Days of `from … to` with at least one confirmed booking or block of a venue other than the stalls. */
export function bookedDayCount(days: Map<string, DayEntry[]>, from: string, to: string): number {
  let count = 0;
  for (const [day, entries] of days) {
    if (day >= from && day <= to && entries.some((entry) => entry.venue !== 'Vendor Stalls')) count += 1;
  }
  return count;
}

/** The calendar's bookings of a range, under the staff bookings key so every booking change reloads them. */
export function useCalendarBookings(from: string, to: string, today: string) {
  return useQuery({
    queryKey: [...staffKeys.calendar, { from, to, today }],
    queryFn: ({ signal }) => loadCalendarBookings(from, to, today, signal),
  });
}

/** Admin blocks of today and later, of every venue. */
export function useUpcomingBlocks(today: string) {
  return useQuery({
    queryKey: [...staffKeys.calendar, 'blocks', today],
    queryFn: async ({ signal }) => {
      const [approved, stalls] = await Promise.all([
        fetchAllBookings({ group: 'approved', q: 'Admin Block', from: today }, signal),
        fetchAllBookings({ group: 'stalls', q: 'Admin Block', from: today }, signal),
      ]);
      return [...approved, ...stalls].filter((booking) => booking.isAdminBlock);
    },
  });
}
