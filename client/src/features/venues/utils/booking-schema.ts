import { isEmailAddress, PHONE_PATTERN } from '@kandy-park/domain';
import * as v from 'valibot';
import type { Stall } from '@/config/stall-layout';
import { checkAt } from '@/lib/form';
import type { MessageCode } from './booking-messages';
import {
  type BookingFormState,
  DURATIONS,
  type InvalidField,
  STALL_VENUE,
  validationProblem,
  type ValidationProblem,
} from './booking-rules';

/** What a submit is checked on: the form's fields, the venue chosen and the stall chosen on the plan ('' for none). */
export type BookingValues = BookingFormState & { venue: string; stall: string };

const filled = (text: string) => text.trim() !== '';

/**
 * The booking form's rules as a schema (the form checks a submit with it): the first problem only, in this order:
 * venue, required fields, guests (unless renting a stall), stall, then the e-mail and phone formats (domain/'s
 * patterns). Each problem is reported at its field, with its message code as the message.
 */
export function bookingSchema(bookedStalls: ReadonlySet<string>): v.GenericSchema<BookingValues> {
  const at = (field: InvalidField, code: MessageCode, ok: (values: BookingValues) => boolean) =>
    checkAt<BookingValues>(field, code, ok);
  const isStall = (values: BookingValues) => values.venue === STALL_VENUE;
  return v.pipe(
    v.object({
      venue: v.string(),
      name: v.string(),
      email: v.string(),
      phone: v.string(),
      date: v.string(),
      guests: v.string(),
      message: v.string(),
      eventType: v.string(),
      duration: v.picklist(['', ...DURATIONS]),
      stall: v.string(),
    }),
    at('venue', 'selectVenue', (values) => values.venue !== ''),
    ...(['name', 'email', 'phone', 'date'] as const).map((field) =>
      at(field, 'requiredFields', (values) => filled(values[field])),
    ),
    at('guests', 'guests', (values) => isStall(values) || filled(values.guests)),
    at('stall', 'selectStall', (values) => !isStall(values) || values.stall !== ''),
    at('stall', 'stallBooked', (values) => !isStall(values) || !bookedStalls.has(values.stall)),
    at('email', 'email', (values) => isEmailAddress(values.email.trim())),
    at('phone', 'phone', (values) => PHONE_PATTERN.test(values.phone.trim())),
  );
}

/** The first problem with a submit (`bookingSchema`'s), or undefined when it may be sent. */
export function validateBooking(input: {
  venue: string;
  form: BookingFormState;
  stall: Stall | null;
  bookedStalls: ReadonlySet<string>;
}): ValidationProblem | undefined {
  const { venue, form, stall, bookedStalls } = input;
  const values = { ...form, venue, stall: stall?.stallId ?? '' };
  const issue = v.safeParse(bookingSchema(bookedStalls), values, { abortPipeEarly: true }).issues?.[0];
  return issue ? validationProblem(issue.message as MessageCode, v.getDotPath(issue) as InvalidField) : undefined;
}
