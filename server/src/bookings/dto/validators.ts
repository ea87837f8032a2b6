/** An optional +, then digits with spaces, dots, dashes or brackets; 7 to 15 digits in all. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){7,15}\D*$)\+?[\d\s().-]+$/;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields (Name, Email, Phone, Date).';
export const STAFF_REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const SELECT_VENUE_MESSAGE = 'Please select a venue.';
export const GUESTS_MESSAGE = 'Please enter the expected number of guests.';
export const SELECT_STALL_MESSAGE = 'Please select a vendor stall.';
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const PHONE_MESSAGE = 'Please enter a valid phone number (7 to 15 digits, for example +94 77 123 4567).';
export const KIDS_PARK_MESSAGE = 'Kids Park is free to enter and cannot be booked.';
export const MAX_DURATION_DAYS = 30;
export const DURATION_MESSAGE = `Duration must be a whole number of days from 1 to ${MAX_DURATION_DAYS}.`;
export const MAX_GUESTS = 100_000;
