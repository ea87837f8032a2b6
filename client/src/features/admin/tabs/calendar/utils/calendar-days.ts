import { BOOKING_VENUES } from '@/config/venues';
import type { StaffBooking, VenueName } from '@/features/admin/api/booking-list';
import { addDays } from '@kandy-park/domain';

export function venueCode(venue: VenueName): string {
  return BOOKING_VENUES.find((item) => item.name === venue)?.code ?? venue;
}

/** What holds a venue on a day: an approved booking or a staff block. */
export interface DayEntry {
  venue: VenueName;
  code: string;
  kind: 'booked' | 'blocked';
  booking: StaffBooking;
}

export type DayState = 'available' | 'booked' | 'blocked' | 'past';

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
  const order = (entry: DayEntry) => BOOKING_VENUES.findIndex((item) => item.name === entry.venue);
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
