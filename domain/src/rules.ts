/**
 * What the park's forms accept, written once: the server's DTOs and the client's form schemas are built from these,
 * so the two cannot disagree. Messages here are the server's English sentences that the client also shows word for
 * word; a form's own words in Sinhala and Tamil live with its translations in the client.
 */

/**
 * An e-mail address as the forms check it: something@something.something, with no spaces and none of `? & = % # /`,
 * which RFC 5322 allows but no real mailbox uses, and which would add headers or a body to a `mailto:` link.
 */
export const EMAIL_PATTERN = /^[^\s@?&=%#/]+@[^\s@?&=%#/]+\.[^\s@?&=%#/]+$/;
/** The longest e-mail address a mail server takes (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** A visitor's phone number: an optional +, then digits with spaces, dots, dashes or brackets; 7 to 15 digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){7,15}\D*$)\+?[\d\s().-]+$/;
export const PHONE_MAX_LENGTH = 30;
/** A staff account's optional phone number. */
export const STAFF_PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,23}$/;

/** A staff username: 3 to 50 letters, digits, dots, dashes or underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;
/** The longest username the sign-in form sends. */
export const SIGN_IN_USERNAME_MAX_LENGTH = 100;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

/** A person's name (a visitor's, a staff member's first or last name). */
export const NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** A booking's notes and special requirements. */
export const BOOKING_NOTES_MAX_LENGTH = 2000;
export const EVENT_TYPE_MAX_LENGTH = 60;
export const MAX_GUESTS = 100_000;
export const MAX_DURATION_DAYS = 30;

/** A reason staff give for a rejection, a cancellation or a reversal. */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;
export const PAYMENT_REFERENCE_MAX_LENGTH = 100;
export const PAYMENT_NOTE_MAX_LENGTH = 500;
/** A search box of the dashboard. */
export const SEARCH_MAX_LENGTH = 100;

/** A news story's fields. */
export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWS_DESCRIPTION_MAX_LENGTH = 1000;
export const NEWS_CONTENT_MAX_LENGTH = 20_000;
export const NEWS_IMAGE_URL_MAX_LENGTH = 2000;
export const NEWS_IMAGE_ALT_MAX_LENGTH = 300;

/** Stall rent: days overdue after which a rental is in arrears, and how far ahead a month counts as due soon. */
export const RENT_ARREARS_AFTER_DAYS = 7;
export const RENT_DUE_SOON_DAYS = 7;

/** How long a visitor's hold on the stall they chose lasts while they fill in the rental form. */
export const STALL_HOLD_MINUTES = 10;
/**
 * Stall rental requests one visitor (client address, e-mail, phone) may have waiting: the server's default, which
 * `PENDING_STALL_REQUESTS_PER_CLIENT` changes.
 */
export const DEFAULT_PENDING_STALL_REQUESTS = 3;

// The booking form's refusals, in the server's words.
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields (Name, Email, Phone, Date).';
export const SELECT_VENUE_MESSAGE = 'Please select a venue.';
export const GUESTS_MESSAGE = 'Please enter the expected number of guests.';
export const SELECT_STALL_MESSAGE = 'Please select a vendor stall.';
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const PHONE_MESSAGE = 'Please enter a valid phone number (7 to 15 digits, for example +94 77 123 4567).';
export const STALL_TAKEN_MESSAGE = 'This stall is already booked. Please select another stall.';
export const NO_STALLS_MESSAGE = 'No vendor stalls are available for rental. All 100 stalls are currently rented.';

export function stallHeldMessage(stallId: string): string {
  return `Stall ${stallId} is being held by another visitor for a few minutes. Please choose another stall.`;
}

export function holdExpiredMessage(stallId: string): string {
  return `Your ${STALL_HOLD_MINUTES}-minute hold on stall ${stallId} has run out, and nothing was booked. Please choose a stall again.`;
}

export function tooManyPendingRequestsMessage(limit: number): string {
  return (
    `You already have ${limit} stall ${limit === 1 ? 'request' : 'requests'} waiting for the park's answer. ` +
    'Please wait for the park to answer them, or call the park to change them.'
  );
}

// Staff passwords.
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const NEW_PASSWORD_TOO_SHORT_MESSAGE = `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
