/**
 * The languages the park speaks to visitors: the public site, and every e-mail and document sent to a visitor
 * (docs/languages.md). English is the default and the staff's language.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a visitor's request asks for in its `Accept-Language` header. The park's own client sends exactly the
 * language chosen on the site (`si`, `ta` or `en`); from any other header the first tag's primary subtag counts
 * (`si-LK` is Sinhala, `ta-IN;q=0.9` Tamil), and anything else, a missing header included, is English. Weights are
 * not weighed: the first tag is the one the sender chose.
 */
export function languageFromHeader(header: string | readonly string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return 'en';
  const primary = value.split(',')[0]?.split(';')[0]?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : 'en';
}
