import type { Schemas } from '@/lib/api';

/** The booking form's messages in the product's words; each key is the code the form knows it by. */
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

/** Format checks the server also makes, so a typo is caught before a round trip. */
export const FORMAT_MESSAGES = {
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number (7 to 15 digits, for example +94 77 123 4567).',
} as const;

/** A message the form has its own words for, in every language. */
export type MessageCode = keyof typeof MESSAGES | keyof typeof FORMAT_MESSAGES;

export const ENGLISH_MESSAGES: Record<MessageCode, string> = { ...MESSAGES, ...FORMAT_MESSAGES };

/**
 * Why something was refused: the form's code when it has words for it, and the English sentence, which is what a
 * visitor reads when there is no code (a refusal of the server the form does not know).
 */
export interface Refusal {
  code?: MessageCode;
  message: string;
}

type ErrorCode = Schemas['ErrorCode'];

/** The server's refusals that the form words itself, by the server's code. */
const SERVER_CODES = {
  DATE_BOOKED: 'dateBooked',
  DATE_BLOCKED: 'dateBlocked',
  STALL_TAKEN: 'stallBooked',
  NO_STALLS: 'noStalls',
  SELECT_STALL: 'selectStall',
} as const satisfies Partial<Record<ErrorCode, MessageCode>>;

/** The server's refusals that mean the chosen stall is gone: the visitor chooses again from a fresh plan. */
const STALL_GONE: ReadonlySet<string> = new Set<ErrorCode>(['HOLD_EXPIRED', 'STALL_HELD', 'STALL_TAKEN']);

export function isStallGone(code: string | undefined): boolean {
  return code !== undefined && STALL_GONE.has(code);
}

/**
 * The server's refusal as the form tells it: by the answer's `code` when the form has words for it (never by
 * matching the sentence), else the server's own sentence.
 */
export function refusalFromServer(answer: { code?: string; message: string }): Refusal {
  const known = answer.code !== undefined && Object.hasOwn(SERVER_CODES, answer.code);
  return {
    code: known ? SERVER_CODES[answer.code as keyof typeof SERVER_CODES] : undefined,
    message: answer.message.trim(),
  };
}

/** A refusal in the visitor's language: its code's words when it has a code, else the sentence as given. */
export function refusalText(refusal: Refusal, messages: Readonly<Record<MessageCode, string>>): string {
  return refusal.code ? messages[refusal.code] : refusal.message;
}

/** One of the form's own refusals, with its English sentence. */
export function refusalOf(code: MessageCode): Refusal & { code: MessageCode } {
  return { code, message: ENGLISH_MESSAGES[code] };
}
