import { describe, expect, it } from 'vitest';
import { layoutMessages } from './layout/layout.messages';
import { helabojunMessages } from '@/features/helabojun/helabojun.messages';
import { newsMessages } from '@/features/news/news.messages';
import { ourStoryMessages } from '@/features/our-story/our-story.messages';
import { contactFormMessages } from '@/components/contact-form.messages';
import { directorsMessages } from '@/features/directors/directors.messages';
import { contactMessages } from '@/features/contact/contact.messages';
import { myBookingMessages } from '@/features/my-booking/my-booking.messages';
import { homeMessages } from '@/features/home/home.messages';
import { venueTexts } from '@/i18n/venue-texts.messages';
import { venuesMessages } from '@/features/venues/venues.messages';
import { LANGUAGES } from '@/i18n/languages';
import { loadMessages, type Namespace } from '@/i18n/messages';

/** Every namespace of texts; a new one is added here so its translations are checked. */
const NAMESPACES = [
  layoutMessages,
  homeMessages,
  venueTexts,
  venuesMessages,
  helabojunMessages,
  newsMessages,
  ourStoryMessages,
  contactFormMessages,
  directorsMessages,
  contactMessages,
  myBookingMessages,
] as Namespace<unknown>[];

/** "footer.copyright", "nav.home" … and for functions their arity, so a translation cannot drop a placeholder. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}()${value.length}`];
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));
  }
  return [`${path}:${typeof value}`];
}

function emptyTexts(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (typeof value === 'function') return String((value as (a: string) => string)('X')).trim() ? [] : [path];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => emptyTexts(inner, path ? `${path}.${key}` : key));
  }
  return [];
}

describe('translations', () => {
  for (const namespace of NAMESPACES) {
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      it(`${namespace.name} in ${language} has every English key, and no empty text`, async () => {
        const translated = await loadMessages(namespace, language);
        expect(shape(translated).sort()).toEqual(shape(namespace.en).sort());
        expect(emptyTexts(translated)).toEqual([]);
      });
    }
  }

  it('notices a missing key', () => {
    const en = { a: 'A', b: { c: 'C' } };
    expect(shape({ a: 'අ', b: {} }).sort()).not.toEqual(shape(en).sort());
  });
});
