import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/i18n/languages';
import { loadMessages } from '@/i18n/messages';
import { venuesMessages } from '../venues.messages';
import {
  REFUSAL_TEXTS,
  type RefusalCode,
  refusalFromServer,
  refusalText,
  WORDED_SERVER_CODES,
} from './booking-messages';

const SAID = 'The server’s own sentence.';
const CODES = Object.keys(REFUSAL_TEXTS) as RefusalCode[];

describe('the booking form’s refusals', () => {
  it.each(LANGUAGES)(
    'words every refusal of the server the form knows in %s, never with the server’s English',
    async (language) => {
      const { errors } = await loadMessages(venuesMessages, language);
      for (const code of WORDED_SERVER_CODES) {
        const text = refusalText(refusalFromServer({ code, message: SAID }, 'C4'), errors);
        expect(text.trim(), code).not.toBe('');
        expect(text, code).not.toBe(SAID);
      }
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has its own words in %s for every refusal and warning, keeping the stall it names',
    async (language) => {
      const { errors } = await loadMessages(venuesMessages, language);
      for (const code of CODES) {
        const english = refusalText({ code, message: SAID, stall: 'C4' }, REFUSAL_TEXTS);
        const translated = refusalText({ code, message: SAID, stall: 'C4' }, errors);
        expect(translated.trim(), code).not.toBe('');
        expect(translated, code).not.toBe(english);
        if (english.includes('C4')) expect(translated, code).toContain('C4');
      }
    },
  );

  it('says in English what the server says', () => {
    const say = (code: string, stall?: string) =>
      refusalText(refusalFromServer({ code, message: SAID }, stall), REFUSAL_TEXTS);
    expect(say('STALL_HELD', 'F3')).toBe(
      'Stall F3 is being held by another visitor for a few minutes. Please choose another stall.',
    );
    expect(say('HOLD_EXPIRED', 'D3')).toBe(
      'Your 10-minute hold on stall D3 has run out, and nothing was booked. Please choose a stall again.',
    );
    expect(say('UNKNOWN_STALL', 'G1')).toBe(
      'There is no stall "G1". Stalls are A1–A16, B1–B24, C1–C20, D1–D16, E1–E12, F1–F12.',
    );
    expect(say('PAST_DATE')).toBe('Past dates cannot be booked. Please select today or a later date.');
    expect(say('DATE_TOO_FAR')).toBe('Bookings can be made up to 2 years ahead. Please select an earlier date.');
    expect(say('INVALID_DATE')).toBe('Please give the date as yyyy-mm-dd (for example 2027-03-10).');
  });

  it('passes on the server’s sentence for a code it has no words for, or a stall it was not told', () => {
    expect(refusalText(refusalFromServer({ code: 'BOOKING_OVERLAP', message: ` ${SAID} ` }), REFUSAL_TEXTS)).toBe(SAID);
    expect(refusalText(refusalFromServer({ message: SAID }), REFUSAL_TEXTS)).toBe(SAID);
    expect(refusalText(refusalFromServer({ code: 'STALL_HELD', message: SAID }), REFUSAL_TEXTS)).toBe(SAID);
  });
});
