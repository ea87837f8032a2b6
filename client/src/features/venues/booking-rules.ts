import { addDays } from '../../lib/park-time';
import type { Stall } from './stall-layout';
import { VENUES, type Venue } from './venues-data';
import type { Schemas } from '../../lib/api';

/** SPEC.md section 5 and 8, word for word. */
export const MESSAGES = {
  selectVenue: 'Please select a venue.',
  requiredFields: 'Please fill in all required fields (Name, Email, Phone, Date).',
  guests: 'Please enter the expected number of guests.',
  selectStall: 'Please select a vendor stall.',
  dateBooked: 'This date is already booked. Please select a different date.',
  dateBlocked: 'This date is blocked by admin for maintenance or special events. Please select a different date.',
  stallBooked: 'This stall is already booked. Please select another stall.',
  noStalls: 'No vendor stalls are available for rental. All 100 stalls are currently rented.',
  networkError: 'Connection error. Please check if the server is running and try again.',
} as const;

/** The same checks the server makes after SPEC.md's own, so a typo is caught before a round trip. */
export const FORMAT_MESSAGES = {
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number (7 to 15 digits, for example +94 77 123 4567).',
} as const;

export const STALL_VENUE = 'Vendor Stalls';
export type BookableVenueName = Exclude<Venue['name'], 'Kids Park'>;

export const BOOKABLE_VENUES = VENUES.filter((venue) => venue.bookable) as (Venue & { name: BookableVenueName })[];

export function isBookableVenue(name: string): name is BookableVenueName {
  return BOOKABLE_VENUES.some((venue) => venue.name === name);
}

/** SPEC.md section 5: the event types offered; the value is what the server stores. */
export const EVENT_TYPES: { value: string; label: string }[] = [
  { value: 'musical shows', label: 'Musical Shows' },
  { value: 'accoustic concerts', label: 'Acoustic Concerts' },
  { value: 'wedding', label: 'Wedding' },
  { value: 'corporate', label: 'Corporate' },
  { value: 'birthday', label: 'Birthday' },
  { value: 'anniversary', label: 'Anniversary' },
  { value: 'classes', label: 'Classes' },
  { value: 'political gatherings', label: 'Political Gatherings' },
  { value: 'exhibitions', label: 'Exhibitions' },
  { value: 'fairs', label: 'Fairs' },
  { value: 'other', label: 'Other' },
];
export const DEFAULT_EVENT_TYPE = 'other';
export const STALL_EVENT_TYPE = 'vendor stall rental';

export type DurationChoice = '' | 'half-day' | 'full-day' | 'multi-day';
export const DURATIONS: { value: Exclude<DurationChoice, ''>; label: string }[] = [
  { value: 'half-day', label: 'Half Day (4 hours)' },
  { value: 'full-day', label: 'Full Day (8 hours)' },
  { value: 'multi-day', label: 'Multiple Days' },
];

/** SPEC.md section 5: half-day, full-day and unset give 1 day; multi-day gives 3 days. */
export function durationDays(choice: DurationChoice): number {
  return choice === 'multi-day' ? 3 : 1;
}

/** SPEC.md section 3, "Booking form state". */
export interface BookingFormState {
  name: string;
  email: string;
  phone: string;
  date: string;
  guests: string;
  message: string;
  eventType: string;
  duration: DurationChoice;
}

export const EMPTY_FORM: BookingFormState = {
  name: '',
  email: '',
  phone: '',
  date: '',
  guests: '',
  message: '',
  eventType: DEFAULT_EVENT_TYPE,
  duration: '',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^(?=(?:\D*\d){7,15}\D*$)\+?[\d\s().-]+$/;

export type InvalidField = 'venue' | 'name' | 'email' | 'phone' | 'date' | 'guests' | 'stall';
export interface ValidationProblem {
  message: string;
  field: InvalidField;
}

/** The first problem with a submit, checked in SPEC.md section 5's order; undefined when it may be sent. */
export function validateBooking(input: {
  venue: string;
  form: BookingFormState;
  stall: Stall | null;
  bookedStalls: ReadonlySet<string>;
}): ValidationProblem | undefined {
  const { venue, form, stall, bookedStalls } = input;
  if (!venue) return { message: MESSAGES.selectVenue, field: 'venue' };
  const missing = (['name', 'email', 'phone', 'date'] as const).find((field) => form[field].trim() === '');
  if (missing) return { message: MESSAGES.requiredFields, field: missing };
  const isStall = venue === STALL_VENUE;
  if (!isStall && form.guests.trim() === '') return { message: MESSAGES.guests, field: 'guests' };
  if (isStall && !stall) return { message: MESSAGES.selectStall, field: 'stall' };
  if (isStall && stall && bookedStalls.has(stall.stallId)) return { message: MESSAGES.stallBooked, field: 'stall' };
  if (!EMAIL_PATTERN.test(form.email.trim())) return { message: FORMAT_MESSAGES.email, field: 'email' };
  if (!PHONE_PATTERN.test(form.phone.trim())) return { message: FORMAT_MESSAGES.phone, field: 'phone' };
  return undefined;
}

/** SPEC.md section 5: guests is a number input that defaults to 1 if unparsable. */
export function parseGuests(value: string): number {
  const guests = Number.parseInt(value, 10);
  return Number.isFinite(guests) && guests > 0 ? guests : 1;
}

/** What POST /api/bookings takes, as the server describes it; a public form only offers the public venues. */
export type BookingPayload = Schemas['CreateBookingDto'] & { venue: BookableVenueName };

export function buildBookingPayload(
  venue: BookableVenueName,
  form: BookingFormState,
  stall: Stall | null,
): BookingPayload {
  const isStall = venue === STALL_VENUE;
  const payload: BookingPayload = {
    venue,
    eventType: isStall ? STALL_EVENT_TYPE : form.eventType || DEFAULT_EVENT_TYPE,
    eventDate: form.date,
    duration: isStall ? 1 : durationDays(form.duration),
    customer: { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() },
    guests: isStall ? 1 : parseGuests(form.guests),
    specialRequirements: form.message.trim(),
    notes: form.message.trim(),
  };
  if (isStall && stall) payload.stallInfo = { ...stall };
  return payload;
}

/** SPEC.md section 8's success toast, with the stall variant. */
export function successMessage(id: string, venue: string): string {
  return venue === STALL_VENUE
    ? `Stall rental request submitted successfully! Booking ID: ${id}. We will contact you within 24 hours regarding your ${venue} rental.`
    : `Booking request submitted successfully! Booking ID: ${id}. We will contact you within 24 hours regarding your ${venue} booking.`;
}

export function failureMessage(serverMessage: string | undefined): string {
  return `Booking failed: ${serverMessage?.trim() || 'Please try again'}`;
}

export type DayState = 'available' | 'booked' | 'blocked' | 'past';

type PublicBookingView = Schemas['PublicBookingView'];
/**
 * A booking as the public calendar list answers it (no personal data). SPEC.md section 3 reads the day from
 * `eventDate` or `date` and the status as given, so the calendar tolerates either and skips what is not confirmed.
 */
export type PublicBooking = Pick<PublicBookingView, '_id' | 'venue' | 'duration'> &
  Partial<Pick<PublicBookingView, 'eventDate' | 'date' | 'isAdminBlock'>> & { status: string };

/**
 * Days a venue cannot be booked: each confirmed booking expanded over its duration. An admin block wins over a
 * booking on the same day, so the calendar can say why.
 */
export function unavailableDays(bookings: readonly PublicBooking[], venue: string): Map<string, 'booked' | 'blocked'> {
  const days = new Map<string, 'booked' | 'blocked'>();
  for (const booking of bookings) {
    if (booking.venue !== venue || booking.status !== 'confirmed') continue;
    const start = (booking.eventDate ?? booking.date ?? '').slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) continue;
    const length = Math.max(1, Math.floor(Number(booking.duration) || 1));
    for (let offset = 0; offset < length; offset += 1) {
      const day = addDays(start, offset);
      if (booking.isAdminBlock) days.set(day, 'blocked');
      else if (!days.has(day)) days.set(day, 'booked');
    }
  }
  return days;
}

/** SPEC.md section 9: zero means none, 10 or fewer is a limited-availability warning. */
export function stallAvailabilityLevel(available: number): 'none' | 'limited' | 'good' {
  if (available <= 0) return 'none';
  return available <= 10 ? 'limited' : 'good';
}

/** How far ahead the server takes bookings: the same calendar day two years on (29 February becomes the 28th). */
export function latestBookableDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(year + 2, month, 0)).getUTCDate();
  return `${year + 2}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth)).padStart(2, '0')}`;
}
