import { MAX_DURATION_DAYS } from '@kandy-park/domain';

export const STAFF_REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const KIDS_PARK_MESSAGE = 'Kids Park is free to enter and cannot be booked.';
export const DURATION_MESSAGE = `Duration must be a whole number of days from 1 to ${MAX_DURATION_DAYS}.`;
