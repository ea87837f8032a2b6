import type { Stall } from '@/config/stall-layout';
import { VENUES, type Venue } from '@/config/venues';
import type { Schemas } from '@/lib/api';
import { type MessageCode, refusalOf, type Refusal } from './booking-messages';

export const STALL_VENUE = 'Vendor Stalls';
export type BookableVenueName = Exclude<Venue['name'], 'Kids Park'>;

export const BOOKABLE_VENUES = VENUES.filter((venue) => venue.bookable) as (Venue & { name: BookableVenueName })[];

export function isBookableVenue(name: string): name is BookableVenueName {
  return BOOKABLE_VENUES.some((venue) => venue.name === name);
}

/** The event types offered, as the server stores them (their words: venueTexts.eventTypes). */
export const EVENT_TYPES = [
  'musical shows',
  'accoustic concerts',
  'wedding',
  'corporate',
  'birthday',
  'anniversary',
  'classes',
  'political gatherings',
  'exhibitions',
  'fairs',
  'other',
] as const;
export const DEFAULT_EVENT_TYPE = 'other';
export const STALL_EVENT_TYPE = 'vendor stall rental';

export type DurationChoice = '' | 'half-day' | 'full-day' | 'multi-day';
export const DURATIONS: readonly Exclude<DurationChoice, ''>[] = ['half-day', 'full-day', 'multi-day'];

/** Half-day, full-day and unset give 1 day; multi-day gives 3 days. */
export function durationDays(choice: DurationChoice): number {
  return choice === 'multi-day' ? 3 : 1;
}

/** What the visitor has typed and chosen, as the inputs hold it. */
export type BookingFormState = {
  name: string;
  email: string;
  phone: string;
  date: string;
  guests: string;
  message: string;
  eventType: string;
  duration: DurationChoice;
};

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

export type InvalidField = 'venue' | 'name' | 'email' | 'phone' | 'date' | 'guests' | 'stall';
/** The first thing a submit lacks, and the field to put right. */
export interface ValidationProblem extends Refusal {
  code: MessageCode;
  field: InvalidField;
}

export function validationProblem(code: MessageCode, field: InvalidField): ValidationProblem {
  return { ...refusalOf(code), field };
}

/** Guests is a number input that defaults to 1 when it cannot be read. */
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

/** The success toast, with the stall variant. */
export function successMessage(id: string, venue: string): string {
  return venue === STALL_VENUE
    ? `Stall rental request submitted successfully! Booking ID: ${id}. We will contact you within 24 hours regarding your ${venue} rental.`
    : `Booking request submitted successfully! Booking ID: ${id}. We will contact you within 24 hours regarding your ${venue} booking.`;
}

export function failureMessage(serverMessage: string | undefined): string {
  return `Booking failed: ${serverMessage?.trim() || 'Please try again'}`;
}

/** Zero free stalls means none; 10 or fewer is a limited-availability warning. */
export function stallAvailabilityLevel(available: number): 'none' | 'limited' | 'good' {
  if (available <= 0) return 'none';
  return available <= 10 ? 'limited' : 'good';
}
