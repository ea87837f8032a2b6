import { addDays, type Language } from '@kandy-park/domain';
import { en, type Texts } from './en';
import { si } from './si';
import { ta } from './ta';

/**
 * The texts of the e-mails and documents the park sends visitors, in the visitor's language (docs/languages.md),
 * with the amounts and dates written for it. Staff mail stays English and does not come through here.
 */

export type { Texts } from './en';

const TEXTS: Readonly<Record<Language, Texts>> = { en, si, ta };

export function textsFor(language: Language): Texts {
  return TEXTS[language] ?? en;
}

/**
 * Long dates as each language writes them: `March 10, 2027` (en-US, the park's English since the start),
 * `2027 මැදින් 10` (si-LK), `10 மார்ச், 2027` (ta-LK); the digits are Latin in all three. Made once each: making an
 * `Intl` formatter costs far more than using one. A park date is a calendar day, so UTC.
 */
const LONG_DATES: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
  si: new Intl.DateTimeFormat('si-LK', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
  ta: new Intl.DateTimeFormat('ta-LK', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
};

export function formatDate(date: string, language: Language = 'en'): string {
  return LONG_DATES[language].format(new Date(`${date}T00:00:00Z`));
}

/**
 * `LKR 1,250,000` in every language: whole rupees grouped in thousands as Sri Lanka writes them (en-LK), the same as
 * the website. CLDR's ta-LK would group in lakhs (12,50,000), which Sri Lankan Tamil writing does not use.
 */
const LKR = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });

export function formatAmount(amount: number): string {
  return `LKR ${LKR.format(amount)}`;
}

/** A booking's days in words: one date, or the first to the last with the count. */
export function describeDays(eventDate: string, duration: number, language: Language = 'en'): string {
  if (duration <= 1) return formatDate(eventDate, language);
  return textsFor(language).words.dateRange(
    formatDate(eventDate, language),
    formatDate(addDays(eventDate, duration - 1), language),
    duration,
  );
}
