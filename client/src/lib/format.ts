import type { Language } from '@/i18n/languages';

/** Dates: SPEC.md's en-US long month form in English, the language's own month names otherwise. */
const DATE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', si: 'si-LK', ta: 'ta-LK' };

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * `LKR 1,250,000`: whole rupees, no decimals, in thousands as Sri Lanka writes them in every
 * language of the site (en-LK and si-LK group so; Tamil in Sri Lanka too, not CLDR's ta-LK lakh grouping,
 * 12,50,000). Grouped by hand rather than with Intl.NumberFormat: creating the first Intl formatter of a page loads
 * locale data, about 25 ms on a slow phone, while the page starts, for what a pattern says exactly.
 */
export function formatLkr(amount: number): string {
  const digits = String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+$)/g, ',');
  return `LKR ${amount <= -0.5 ? '-' : ''}${digits}`;
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * `March 15, 2026` (or `2026 මැදින් 15`, `15 மார்ச், 2026`) for a yyyy-mm-dd calendar date, whatever the zone.
 * English, every visitor's first page, is written by pattern (as formatLkr is, for the same reason); Sinhala and
 * Tamil month names come from Intl.
 */
export function formatDate(isoDate: string, language: Language = 'en'): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  if (language === 'en') return `${ENGLISH_MONTHS[m! - 1]} ${d}, ${y}`;
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
  return format.format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/**
 * A `mailto:` link to `address`, with `subject` if given. The address is percent-encoded but for its `@` (RFC 6068):
 * an address stored before the forms refused `? & = % #` still cannot add a copy, a header or a body to the mail.
 */
export function mailtoHref(address: string, subject?: string): string {
  const to = encodeURIComponent(address).replace(/%40/g, '@');
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
