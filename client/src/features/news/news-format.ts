import type { Language } from '../../i18n/languages';
import { formatDate } from '../../lib/format';
import { parkToday } from '../../lib/park-time';
import type { NewsCategory } from './api/news';

/** A news timestamp as the park's calendar date, `March 15, 2026`. */
export function newsDate(createdAt: string, language: Language = 'en'): string {
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? '' : formatDate(parkToday(at), language);
}

const KNOWN: readonly NewsCategory[] = ['Events', 'Exhibitions', 'Awards', 'Announcements', 'Community', 'General'];

/** The style of a category's badge and artwork; unknown categories take General's (SPEC.md section 9). */
export function categoryStyle(category: string): Lowercase<NewsCategory> {
  const known = KNOWN.find((name) => name === category) ?? 'General';
  return known.toLowerCase() as Lowercase<NewsCategory>;
}

/** Plain text split into paragraphs on blank lines; rendered as text, never as HTML. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
