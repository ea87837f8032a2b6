import {
  DATE_BLOCKED_MESSAGE,
  DATE_BOOKED_MESSAGE,
  DEFAULT_PENDING_STALL_REQUESTS,
  EMAIL_MESSAGE,
  GUESTS_MESSAGE,
  holdExpiredMessage,
  INVALID_DATE_MESSAGE,
  NO_STALLS_MESSAGE,
  PAST_DATE_MESSAGE,
  PHONE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  SELECT_STALL_MESSAGE,
  SELECT_VENUE_MESSAGE,
  STALL_RANGES,
  STALL_TAKEN_MESSAGE,
  stallHeldMessage,
  TOO_FAR_MESSAGE,
  tooManyPendingRequestsMessage,
} from '@kandy-park/domain';
import type { Schemas } from '@/lib/api';

/**
 * The booking form's messages in the product's words (the server's where it refuses the same thing); each key is
 * the code the form knows it by.
 */
export const MESSAGES = {
  selectVenue: SELECT_VENUE_MESSAGE,
  requiredFields: REQUIRED_FIELDS_MESSAGE,
  guests: GUESTS_MESSAGE,
  selectStall: SELECT_STALL_MESSAGE,
  dateBooked: DATE_BOOKED_MESSAGE,
  dateBlocked: DATE_BLOCKED_MESSAGE,
  stallBooked: STALL_TAKEN_MESSAGE,
  noStalls: NO_STALLS_MESSAGE,
  networkError: 'Connection error. Please check if the server is running and try again.',
} as const;

/** Format checks the server also makes, so a typo is caught before a round trip. */
export const FORMAT_MESSAGES = {
  email: EMAIL_MESSAGE,
  phone: PHONE_MESSAGE,
} as const;

/** A message the form has its own words for, in every language. */
export type MessageCode = keyof typeof MESSAGES | keyof typeof FORMAT_MESSAGES;

export const ENGLISH_MESSAGES: Record<MessageCode, string> = { ...MESSAGES, ...FORMAT_MESSAGES };

/**
 * The server's refusals of a stall or a date the form would not offer (another visitor was quicker, the hold ran
 * out, a page left open overnight), in the server's words; the stall is the one the visitor asked for.
 */
export const SERVER_REFUSALS = {
  stallHeld: stallHeldMessage,
  holdExpired: holdExpiredMessage,
  unknownStall: (stall: string) => `There is no stall "${stall}". Stalls are ${STALL_RANGES}.`,
  pastDate: PAST_DATE_MESSAGE,
  dateTooFar: TOO_FAR_MESSAGE,
  invalidDate: INVALID_DATE_MESSAGE,
  tooManyPending: tooManyPendingRequestsMessage(DEFAULT_PENDING_STALL_REQUESTS),
};

/** A refusal the form has words for: one of its own, or one of the server's. */
export type RefusalCode = MessageCode | keyof typeof SERVER_REFUSALS;

/** The form's refusals and warnings by their code, in English; every language has the same keys. */
export const REFUSAL_TEXTS = { ...ENGLISH_MESSAGES, ...SERVER_REFUSALS };
export type RefusalTexts = typeof REFUSAL_TEXTS;

/**
 * Why something was refused: the form's code when it has words for it, and the English sentence, which is what a
 * visitor reads when there is no code (a refusal of the server the form does not know). `stall` is the stall the
 * refused request named, for the words that name it.
 */
export interface Refusal {
  code?: RefusalCode;
  message: string;
  stall?: string;
}

type ErrorCode = Schemas['ErrorCode'];

/** The server's refusals that the form words itself, by the server's code. */
const SERVER_CODES = {
  DATE_BOOKED: 'dateBooked',
  DATE_BLOCKED: 'dateBlocked',
  STALL_TAKEN: 'stallBooked',
  NO_STALLS: 'noStalls',
  SELECT_STALL: 'selectStall',
  STALL_HELD: 'stallHeld',
  HOLD_EXPIRED: 'holdExpired',
  UNKNOWN_STALL: 'unknownStall',
  PAST_DATE: 'pastDate',
  DATE_TOO_FAR: 'dateTooFar',
  INVALID_DATE: 'invalidDate',
  TOO_MANY_PENDING_REQUESTS: 'tooManyPending',
} as const satisfies Partial<Record<ErrorCode, RefusalCode>>;

/** The server's codes the form has words for (in every language). */
export const WORDED_SERVER_CODES = Object.keys(SERVER_CODES) as (keyof typeof SERVER_CODES)[];

/** The server's refusals that mean the chosen stall is gone: the visitor chooses again from a fresh plan. */
const STALL_GONE: ReadonlySet<string> = new Set<ErrorCode>(['HOLD_EXPIRED', 'STALL_HELD', 'STALL_TAKEN']);

export function isStallGone(code: string | undefined): boolean {
  return code !== undefined && STALL_GONE.has(code);
}

/**
 * The server's refusal as the form tells it: by the answer's `code` when the form has words for it (never by
 * matching the sentence), else the server's own sentence. `stall` is the stall the refused request named.
 */
export function refusalFromServer(answer: { code?: string; message: string }, stall?: string): Refusal {
  const known = answer.code !== undefined && Object.hasOwn(SERVER_CODES, answer.code);
  return {
    code: known ? SERVER_CODES[answer.code as keyof typeof SERVER_CODES] : undefined,
    message: answer.message.trim(),
    ...(stall ? { stall } : {}),
  };
}

/**
 * A refusal in the visitor's language: its code's words when it has a code, else the sentence as given (as also
 * when the words name a stall and the refusal does not say which).
 */
export function refusalText(refusal: Refusal, messages: RefusalTexts): string {
  if (!refusal.code) return refusal.message;
  const text = messages[refusal.code];
  if (typeof text === 'string') return text;
  return refusal.stall ? text(refusal.stall) : refusal.message;
}

/** One of the form's own refusals, with its English sentence. */
export function refusalOf(code: MessageCode): Refusal & { code: MessageCode } {
  return { code, message: ENGLISH_MESSAGES[code] };
}
