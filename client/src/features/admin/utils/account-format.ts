import { PARK_TIME_ZONE } from '@/lib/park-time';

/** A role value is shown with underscores as spaces, upper-cased (`super_admin` → `SUPER ADMIN`). */
export function formatRole(role: string): string {
  return role.replace(/_/g, ' ').toUpperCase();
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: PARK_TIME_ZONE });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: PARK_TIME_ZONE });

/** A moment as staff in Kandy read it: `March 15, 2026 at 2:30 PM` (park time, whatever the device's zone). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** The park's calendar day of a moment: `March 15, 2026`. */
export function formatDay(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** Up to two initials for an avatar: `Nimal Perera` → `NP`, `e2eadmin` → `E`. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase());
  return letters.join('') || '?';
}

const preciseTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: PARK_TIME_ZONE,
});

/** To the second, for the debug box: `March 15, 2026 at 2:30:12 PM`. */
export function formatPreciseTime(moment: Date | number): string {
  return preciseTime.format(moment);
}
