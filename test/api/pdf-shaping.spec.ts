import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { harfbuzzShape } from '../support/harfbuzz';
import {
  FONT_FILES,
  type FontName,
  registerFonts,
  scriptRuns,
  textClusters,
} from '../../server/src/money/pdf-script-text';
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
function pdfkitLayout(font: FontName, text: string): LaidOut {
  const doc = new PDFDocument();
  registerFonts(doc);
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
    async (script, font) => {
      const texts = HARD[script];
      const harfbuzz = await harfbuzzShape(join(SERVER_ROOT, 'assets', 'fonts', FONT_FILES[font]), texts);
      texts.forEach((text, index) => {
        const { glyphs, positions } = pdfkitLayout(font, text);
        const expected = harfbuzz[index];
        expect({ text, glyphs: glyphs.map((glyph) => glyph.id) }).toEqual({ text, glyphs: expected.map((g) => g.id) });
        expect({
          text,
          positions: positions.map((p) => [Math.round(p.xAdvance), Math.round(p.xOffset), Math.round(p.yOffset)]),
        }).toEqual({ text, positions: expected.map((g) => [g.xAdvance, g.xOffset, g.yOffset]) });
      });
    },
  );
});

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
