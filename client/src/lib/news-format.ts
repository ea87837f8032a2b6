import { NEWS_CATEGORIES, type NewsCategory } from '@/config/news';
import type { Language } from '@/i18n/languages';
import { formatDate } from './format';
import { parkToday } from './park-time';

/** A news timestamp as the park's calendar date, `March 15, 2026`. */
export function newsDate(createdAt: string, language: Language = 'en'): string {
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? '' : formatDate(parkToday(at), language);
}

/** The style of a category's badge and artwork; a category this client does not know takes General's. */
export function categoryStyle(category: string): Lowercase<NewsCategory> {
  const known = NEWS_CATEGORIES.find((name) => name === category) ?? 'General';
  return known.toLowerCase() as Lowercase<NewsCategory>;
}

/** Plain text split into paragraphs on blank lines; rendered as text, never as HTML. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
