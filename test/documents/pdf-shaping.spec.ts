import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { harfbuzzShape } from '../support/harfbuzz';
import {
  type DocumentFonts,
  FONT_FILES,
  type FontName,
  loadFonts,
  registerFonts,
  scriptRuns,
  sfntFromWoff,
  textClusters,
} from '../../server/src/money/pdf-script-text';
import { VENUE_NAMES } from '@kandy-park/domain';
import { PAYMENT_METHODS } from '../../server/src/database/schema';
import { textsFor } from '../../server/src/mail/texts';
import { SERVER_ROOT } from '../../server/src/server-root';

/** Names and letters whose shaping goes wrong first: conjuncts, vowel signs before, around and after the consonant. */
const HARD = {
  sinhala: [
    'නිමලි පෙරේරා',
    'ක්‍ෂ',
    'ශ්‍රී',
    'කෙ',
    'කො',
    'කෝ',
    'කෞ',
    'ශ්‍රී ලංකා',
    'ප්‍රසාද් ගුණවර්ධන',
    'ස්ත්‍රී',
    'විජේසූරිය',
    'රත්නායක කුමාරි',
    'ධර්මසේන',
    'ද්‍ය ක්‍ය ත්‍ව',
    'ලක්ෂ්මන් ජයකොඩි',
  ],
  tamil: [
    'கமலா ராஜேந்திரன்',
    'க்ஷ',
    'ஸ்ரீ',
    'கெ',
    'கொ',
    'கோ',
    'கௌ',
    'கை',
    'ஸ்ரீநிவாசன்',
    'லக்ஷ்மி',
    'சுப்பிரமணியம்',
    'ஜெயக்குமார்',
    'க்ஷெ டு தூ',
  ],
};

const EVENT_TYPES = [
  'musical shows',
  'accoustic concerts',
  'wedding',
  'corporate',
  'birthday',
  'anniversary',
  'classes',
  'political gatherings',
  'exhibitions',
  'fairs',
  'other',
];

/** Every text of a language's mails and documents, with sample values, as one list (`mail/texts`), and its names of venues, event types and payment methods. */
function everyTextOf(language: 'si' | 'ta'): string[] {
  const { words } = textsFor(language);
  return [
    ...everyText(textsFor(language)),
    ...VENUE_NAMES.map((venue) => words.venue(venue)),
    ...EVENT_TYPES.map((type) => words.eventType(type)),
    ...PAYMENT_METHODS.map((method) => words.paymentMethod(method)),
  ];
}

function everyText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    return [String((value as (...a: string[]) => unknown)('1', '2', '3', '4', '5'))];
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(everyText);
  return [];
}

/**
 * Each word of the documents' and mails' own texts in the script: every run of Sinhala or Tamil they print, split at
 * spaces, once. The park's name, the document titles, the labels and sentences of every PDF are among them.
 */
const WORDS = {
  sinhala: [
    ...new Set(
      everyTextOf('si').flatMap((text) =>
        scriptRuns(text)
          .filter((run) => run.script === 'sinhala')
          .flatMap((run) => run.text.split(' ').filter(Boolean)),
      ),
    ),
  ],
  tamil: [
    ...new Set(
      everyTextOf('ta').flatMap((text) =>
        scriptRuns(text)
          .filter((run) => run.script === 'tamil')
          .flatMap((run) => run.text.split(' ').filter(Boolean)),
      ),
    ),
  ],
};

const FONTS: Array<[keyof typeof HARD, FontName]> = [
  ['sinhala', 'NotoSansSinhala'],
  ['sinhala', 'NotoSansSinhala-SemiBold'],
  ['tamil', 'NotoSansTamil'],
  ['tamil', 'NotoSansTamil-SemiBold'],
];

interface LaidOut {
  glyphs: Array<{ id: number }>;
  positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }>;
}

/** The glyphs pdfkit draws a text with: its embedded font's layout (fontkit), word by word as pdfkit lays it out. */
function pdfkitLayout(fonts: DocumentFonts, font: FontName, text: string): LaidOut {
  const doc = new PDFDocument();
  registerFonts(doc, fonts);
  doc.font(font);
  const embedded = (doc as unknown as { _font: { scale: number; layout(text: string): LaidOut } })._font;
  const laidOut = embedded.layout(text);
  // pdfkit keeps positions in thousandths of an em; these fonts have 1000 units to the em, as HarfBuzz counts.
  expect(embedded.scale).toBe(1);
  return laidOut;
}

describe('shaping of Sinhala and Tamil, pdfkit (fontkit) against HarfBuzz', () => {
  it.each(FONTS)(
    'draws the hard %s strings in %s with the glyphs HarfBuzz chooses, placed alike',
    async (script, font) => expectShapedAsHarfBuzz(font, HARD[script]),
  );

  it.each(FONTS)(
    'draws every %s word of the mails and documents in %s as HarfBuzz does',
    async (script, font) => {
      expect(WORDS[script].length).toBeGreaterThan(300);
      await expectShapedAsHarfBuzz(font, WORDS[script]);
    },
    120_000,
  );
});

/** pdfkit's glyphs and positions for each text equal HarfBuzz's on the same font file. */
async function expectShapedAsHarfBuzz(font: FontName, texts: string[]): Promise<void> {
  const harfbuzz = await harfbuzzShape(join(SERVER_ROOT, 'assets', 'fonts', FONT_FILES[font]), texts);
  // The fonts as the documents use them: unwrapped from WOFF once, parsed once, shared.
  const fonts = await loadFonts();
  texts.forEach((text, index) => {
    const { glyphs, positions } = pdfkitLayout(fonts, font, text);
    const expected = harfbuzz[index];
    expect({ text, glyphs: glyphs.map((glyph) => glyph.id) }).toEqual({ text, glyphs: expected.map((g) => g.id) });
    expect({
      text,
      positions: positions.map((p) => [Math.round(p.xAdvance), Math.round(p.xOffset), Math.round(p.yOffset)]),
    }).toEqual({ text, positions: expected.map((g) => [g.xAdvance, g.xOffset, g.yOffset]) });
  });
}

describe('scriptRuns', () => {
  it('cuts a mixed line into runs of one script, spaces and joiners staying with the run before them', () => {
    expect(scriptRuns('Mr නිමලි පෙරේරා (கமலா), ශ්‍රී 2')).toEqual([
      { script: 'latin', text: 'Mr ' },
      { script: 'sinhala', text: 'නිමලි පෙරේරා ' },
      { script: 'latin', text: '(' },
      { script: 'tamil', text: 'கமலா' },
      { script: 'latin', text: '), ' },
      { script: 'sinhala', text: 'ශ්‍රී ' },
      { script: 'latin', text: '2' },
    ]);
  });

  it('keeps a combining accent on a Latin letter in the Latin run', () => {
    expect(scriptRuns('Jose\u0301 සිල්වා')).toEqual([
      { script: 'latin', text: 'Jose\u0301 ' },
      { script: 'sinhala', text: 'සිල්වා' },
    ]);
  });
});

describe('textClusters', () => {
  it('keeps a conjunct, and a consonant with its vowel signs, in one cluster', () => {
    expect(textClusters('ක්‍ෂ ශ්‍රී කො')).toEqual(['ක්‍ෂ', ' ', 'ශ්‍රී', ' ', 'කො']);
    expect(textClusters('ஸ்ரீ கொ')).toEqual(['ஸ்ரீ', ' ', 'கொ']);
  });
});

describe('sfntFromWoff', () => {
  it.each(Object.keys(FONT_FILES) as FontName[])(
    'unwraps %s into the font fontkit reads from the WOFF file, table for table',
    async (name) => {
      const woff = readFileSync(join(SERVER_ROOT, 'assets', 'fonts', FONT_FILES[name]));
      const sfnt = sfntFromWoff(woff);
      const [fromWoff, fromSfnt] = [woff, sfnt].map((bytes) => fontkit.create(bytes) as fontkit.Font);
      expect(sfnt.toString('latin1', 0, 4)).not.toBe('wOFF');
      expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
      expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
      const tables = (font: fontkit.Font) => (font as unknown as { directory: { tables: object } }).directory.tables;
      expect(Object.keys(tables(fromSfnt)).sort()).toEqual(Object.keys(tables(fromWoff)).sort());
      const text = 'Invoice නිමලි பெரேரா 1,250,000';
      const ids = (font: fontkit.Font) => font.layout(text).glyphs.map((glyph) => glyph.id);
      expect(ids(fromSfnt)).toEqual(ids(fromWoff));
    },
  );

  it('refuses a file that is not WOFF 1.0', () => {
    const sfnt = sfntFromWoff(readFileSync(join(SERVER_ROOT, 'assets', 'fonts', FONT_FILES.Inter)));
    expect(() => sfntFromWoff(sfnt)).toThrow('Not a WOFF 1.0 font file');
  });
});
