import type { Language } from '../i18n/languages';

/**
 * Grouping of rupee amounts per language. English keeps SPEC.md's en-LK. Tamil uses si-LK's grouping: CLDR's ta-LK
 * inherits India's lakh grouping (12,50,000), which Sri Lankan writing in Tamil does not use (1,250,000).
 */
const AMOUNT_LOCALES: Readonly<Record<Language, string>> = { en: 'en-LK', si: 'si-LK', ta: 'si-LK' };
/** Dates: SPEC.md's en-US long month form in English, the language's own month names otherwise. */
const DATE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', si: 'si-LK', ta: 'ta-LK' };

const amountFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** `LKR 1,250,000`: whole rupees, no decimals (SPEC.md section 9), grouped as the language writes them. */
export function formatLkr(amount: number, language: Language = 'en'): string {
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(AMOUNT_LOCALES[language], { maximumFractionDigits: 0, minimumFractionDigits: 0 });
    amountFormats.set(language, format);
  }
  return `LKR ${format.format(Math.round(amount))}`;
}

/** `March 15, 2026` (or `2026 මැදින් 15`, `15 மார்ச், 2026`) for a yyyy-mm-dd calendar date, whatever the zone. */
export function formatDate(isoDate: string, language: Language = 'en'): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return format.format(new Date(Date.UTC(y!, m! - 1, d!)));
}
