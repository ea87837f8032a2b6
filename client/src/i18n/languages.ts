import { isLanguage, type Language } from '@kandy-park/domain';

/**
 * The public site's languages (docs/visitors.md), the same the server writes its mails and documents in (domain/).
 * English is built in; the others load when chosen.
 */
export { isLanguage, LANGUAGES, type Language } from '@kandy-park/domain';

/** Each language's name in itself, shown once its font is loaded (that is, while it is the chosen language). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };
/**
 * The names in Latin letters, shown for the languages not chosen: the Sinhala and Tamil fonts load only for their
 * own language, and many devices have no other font for those scripts.
 */
export const LANGUAGE_NAMES_LATIN: Readonly<Record<Language, string>> = { en: 'English', si: 'Sinhala', ta: 'Tamil' };

/** Intl locale per language: dates and numbers as people in Sri Lanka write them in that language. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', si: 'si-LK', ta: 'ta-LK' };

export const LANGUAGE_STORAGE_KEY = 'parkLanguage';

/** The language remembered from an earlier visit, else English. */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The server sends a public page's built HTML (English) only to visitors reading English: the language is also kept
 * in a cookie it can read (no personal data; a year, this site only). Others get the app, which draws the page in
 * their language.
 */
export function rememberLanguageForServer(language: Language): void {
  try {
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Cookies refused: the visitor gets the English page first and then their language, as before.
  }
}
