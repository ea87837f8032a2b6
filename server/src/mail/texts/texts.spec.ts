import { LANGUAGES } from '@kandy-park/domain';
import { en } from './en';
import { describeDays, formatAmount, formatDate, textsFor } from './index';

/** "booking.facts.venue", "mail.dear()1" …: every key, and for a text with values the number it takes. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}()${value.length}`];
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));
  }
  return [`${path}:${typeof value}`];
}

/** Each text, functions called with sample values (a number where a count is expected reads the same). */
function rendered(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const samples = ['«1»', '«2»', '«3»', '«4»', '«5»'];
    const args = samples.slice(0, value.length);
    if (/instalment|invoice\.(before|overdue)/.test(path)) args[0] = 'deposit';
    return [[path, String((value as (...a: string[]) => unknown)(...args))]];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => rendered(inner, path ? `${path}.${key}` : key));
  }
  return [];
}

const translations = LANGUAGES.filter((language) => language !== 'en');

describe('the texts of mails and documents', () => {
  it.each(translations)('%s has every English key, each text taking the same values', (language) => {
    expect(shape(textsFor(language)).sort()).toEqual(shape(en).sort());
  });

  it.each(LANGUAGES)('%s has no empty text, and nothing undefined', (language) => {
    for (const [path, text] of rendered(textsFor(language))) {
      expect([path, text.trim().length > 0]).toEqual([path, true]);
      expect([path, /undefined|null|NaN|\[object/.test(text)]).toEqual([path, false]);
    }
  });

  it.each(translations)('%s is written in its own script, not English', (language) => {
    const script = language === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/;
    for (const [path, text] of rendered(textsFor(language))) {
      // The park's lists map to themselves for a value they do not know; the rest is the language's own.
      if (/^words\.(venue|eventType|paymentMethod)$/.test(path)) continue;
      if (/^booking\.aboutVenue|^lines\.invoice|^documents\.statement\.booking\.venue$/.test(path)) continue;
      expect([path, script.test(text)]).toEqual([path, true]);
      const english = text.replace(/«\d»|LKR|VAT|SSCL|TIN/g, '').match(/[A-Za-z]{3,}/g);
      expect([path, english]).toEqual([path, null]);
    }
  });

  it('knows a missing key when it sees one', () => {
    const { mail: _mail, ...rest } = textsFor('si');
    expect(shape(rest).sort()).not.toEqual(shape(en).sort());
  });

  it('prints every value a translation is given, as the English does', () => {
    for (const language of translations) {
      const texts = rendered(textsFor(language));
      const english = new Map(rendered(en));
      for (const [path, text] of texts) {
        const wanted = (english.get(path)?.match(/«\d»/g) ?? []).filter((v, i, all) => all.indexOf(v) === i).sort();
        const printed = (text.match(/«\d»/g) ?? []).filter((v, i, all) => all.indexOf(v) === i).sort();
        expect([language, path, printed]).toEqual([language, path, wanted]);
      }
    }
  });

  it('writes dates and amounts for each language', () => {
    expect(formatDate('2027-03-10')).toBe('March 10, 2027');
    expect(formatDate('2027-03-10', 'si')).toBe('2027 මැදින් 10');
    expect(formatDate('2027-03-10', 'ta')).toBe('10 மார்ச், 2027');
    expect(formatAmount(1_250_000)).toBe('LKR 1,250,000');
    expect(describeDays('2027-03-10', 3)).toBe('March 10, 2027 to March 12, 2027 (3 days)');
    expect(describeDays('2027-03-10', 3, 'si')).toBe('2027 මැදින් 10 සිට 2027 මැදින් 12 දක්වා (දින 3)');
    expect(describeDays('2027-03-10', 3, 'ta')).toBe('10 மார்ச், 2027 முதல் 12 மார்ச், 2027 வரை (3 நாட்கள்)');
    expect(describeDays('2027-03-10', 1, 'ta')).toBe('10 மார்ச், 2027');
  });

  it('names the park’s venues and event types in Sinhala and Tamil, keeping the English name beside', () => {
    expect(textsFor('si').words.venue('Open Air Arena')).toBe('එළිමහන් රංග පිටිය (Open Air Arena)');
    expect(textsFor('ta').words.venue('Open Area')).toBe('திறந்த வெளி (Open Area)');
    expect(textsFor('si').words.eventType('wedding')).toBe('මංගල උත්සවය');
    expect(textsFor('ta').words.eventType('Wedding')).toBe('திருமணம்');
    expect(textsFor('en').words.eventType('musical shows')).toBe('Musical shows');
    expect(textsFor('si').words.eventType('පිරිත් දේශනාව')).toBe('පිරිත් දේශනාව');
  });
});
