import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Font } from 'fontkit';
import type PDFDocument from 'pdfkit';
import { SERVER_ROOT } from '../server-root';

/**
 * Text in Latin, Sinhala and Tamil script, mixed in one line, for the money documents (docs/money.md, "Documents on
 * paper"). A text is split into runs by script, each run set in the font that has its letters: Inter (or Fraunces)
 * for Latin, Noto Sans Sinhala, Noto Sans Tamil. pdfkit shapes each run with fontkit (conjuncts, vowel signs,
 * reordering: the same glyphs as HarfBuzz, which a test proves) and embeds only the glyphs used.
 *
 * Text in Latin script alone goes to pdfkit as it is. Text with Sinhala or Tamil in it is broken into lines here,
 * measured across its runs, and each line drawn run after run on one baseline (Inter's): pdfkit's own `continued`
 * fragments each align and measure on their own, so a right-aligned or measured mixed line would come out wrong.
 */

type Doc = InstanceType<typeof PDFDocument>;

export type Script = 'latin' | 'sinhala' | 'tamil';
/** The Latin faces the documents choose; each has a Sinhala and a Tamil companion of the same weight. */
export type Face = 'Inter' | 'Inter-SemiBold' | 'Fraunces-SemiBold';

/** Every font a document may use, by the name it is registered under, and its file in `server/assets/fonts`. */
export const FONT_FILES = {
  Inter: 'inter-latin-400-normal.woff',
  'Inter-SemiBold': 'inter-latin-600-normal.woff',
  'Fraunces-SemiBold': 'fraunces-latin-600-normal.woff',
  NotoSansSinhala: 'noto-sans-sinhala-sinhala-400-normal.woff',
  'NotoSansSinhala-SemiBold': 'noto-sans-sinhala-sinhala-600-normal.woff',
  NotoSansTamil: 'noto-sans-tamil-tamil-400-normal.woff',
  'NotoSansTamil-SemiBold': 'noto-sans-tamil-tamil-600-normal.woff',
} as const;
export type FontName = keyof typeof FONT_FILES;

export const SCRIPT_FONTS: Record<Face, Record<Script, FontName>> = {
  Inter: { latin: 'Inter', sinhala: 'NotoSansSinhala', tamil: 'NotoSansTamil' },
  'Inter-SemiBold': { latin: 'Inter-SemiBold', sinhala: 'NotoSansSinhala-SemiBold', tamil: 'NotoSansTamil-SemiBold' },
  'Fraunces-SemiBold': {
    latin: 'Fraunces-SemiBold',
    sinhala: 'NotoSansSinhala-SemiBold',
    tamil: 'NotoSansTamil-SemiBold',
  },
};

/**
 * A WOFF 1.0 file as the TrueType/OpenType font it wraps, its tables inflated by Node's zlib. fontkit reads WOFF
 * itself, but inflates a table with a JavaScript inflater every time a document reads it (for every text measured and
 * every glyph embedded): a Sinhala invoice took over 0.8 s of the server's single thread that way. The layout is
 * W3C's WOFF 1.0: a 44-byte header, then per table tag, offset, compressed length, original length and checksum.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = 12 + index * 16;
    tag.copy(header, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** A font file as fontkit reads it: the TrueType/OpenType font inside its WOFF wrapper. */
export function fontFile(name: FontName): Buffer {
  return sfntFromWoff(readFileSync(join(SERVER_ROOT, 'assets', 'fonts', FONT_FILES[name])));
}

export type DocumentFonts = ReadonlyMap<FontName, Font>;
let documentFonts: Promise<DocumentFonts> | undefined;

/**
 * Every font, read and parsed once, at the first document (fontkit is loaded then, not when the server starts),
 * and shared by every document after it: a font's tables, glyphs and shaped words are read once. A document takes
 * only its subset of one (pdfkit's `createSubset` per document), and drawing changes nothing in the font.
 */
export function loadFonts(): Promise<DocumentFonts> {
  documentFonts ??= import('fontkit').then(({ create }) => {
    const fonts = new Map<FontName, Font>();
    for (const name of Object.keys(FONT_FILES) as FontName[]) {
      const font = create(fontFile(name));
      if (!('layout' in font)) throw new Error(`${FONT_FILES[name]} is a font collection, not a font`);
      fonts.set(name, font);
    }
    return fonts;
  });
  return documentFonts;
}

/** Registers every font; pdfkit embeds one only when a page draws with it. */
export function registerFonts(doc: Doc, fonts: DocumentFonts): void {
  // pdfkit takes a fontkit font as it is (its PDFFontFactory: anything with `layout`); its types name only files.
  for (const [name, font] of fonts) doc.registerFont(name, font as unknown as Buffer);
}

const SINHALA = /[\u0D80-\u0DFF\u{111E0}-\u{111FF}]/u;
const TAMIL = /[\u0B80-\u0BFF\u{11FC0}-\u{11FFF}]/u;
/**
 * Characters of no script of their own that stay in the run before them: combining marks, the zero-width joiners
 * (a Sinhala conjunct is consonant, al-lakuna, ZWJ, consonant), the dandas, the dotted circle and spaces, all of
 * which the Noto fonts carry.
 */
const FOLLOWER = /^(?:\p{M}|\u200C|\u200D|[\u0964\u0965\u25CC \u00A0])$/u;

function scriptOf(character: string): Script | null {
  if (SINHALA.test(character)) return 'sinhala';
  if (TAMIL.test(character)) return 'tamil';
  return FOLLOWER.test(character) ? null : 'latin';
}

/** A text cut into runs of one script each, in order; joined, they are the text. */
export function scriptRuns(text: string): Array<{ script: Script; text: string }> {
  const runs: Array<{ script: Script; text: string }> = [];
  for (const character of text) {
    const script = scriptOf(character);
    const last = runs.at(-1);
    if (last && (script === null || script === last.script)) last.text += character;
    else runs.push({ script: script ?? 'latin', text: character });
  }
  return runs;
}

/**
 * The clusters a reader copies as one: a letter with its marks and joiners, and after a virama (al-lakuna, pulli)
 * the next letter too, so a conjunct such as `ක්‍ෂ` or `ஸ்ரீ` is one cluster.
 */
export function textClusters(text: string): string[] {
  const clusters: string[] = [];
  for (const character of text) {
    const last = clusters.at(-1);
    const joins =
      last !== undefined &&
      (/^(?:\p{M}|\u200C|\u200D)$/u.test(character) ||
        (/[\u0DCA\u0BCD][\u200C\u200D]*$/u.test(last) && /\p{L}/u.test(character)));
    if (joins) clusters[clusters.length - 1] += character;
    else clusters.push(character);
  }
  return clusters;
}

// pdfkit's internals this file relies on: the current font and size, and its embedded font's layout, subset and
// ToUnicode table (pdfkit 0.20, `EmbeddedFont`).
interface FontkitGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
  path: { commands: unknown[] };
}
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}
interface EmbeddedFont {
  name: string;
  ascender: number;
  scale: number;
  font: {
    layout(text: string): { glyphs: FontkitGlyph[] };
    getGlyph(id: number): FontkitGlyph;
    glyphForCodePoint(codePoint: number): FontkitGlyph;
  };
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  layout(text: string, features?: unknown): { glyphs: FontkitGlyph[]; positions: Position[] };
  encode(text: string, features?: unknown): [string[], Position[]];
}
interface DocInternals {
  _font: EmbeddedFont;
  _fontSize: number;
}
const internals = (doc: Doc): DocInternals => doc as unknown as DocInternals;

const copyable = new WeakSet<EmbeddedFont>();

/**
 * Makes what a reader copies from the PDF the text that was drawn. pdfkit maps each glyph to the characters
 * fontkit says it came from, in the order the glyphs stand; a Sinhala or Tamil vowel sign drawn before its consonant
 * (`කෙ`, `கொ`) or a conjunct whose parts move (`ශ්‍රී`) then reads back out of order. Here the glyphs of a cluster
 * that would not read back as its text are given its characters in order (`spread`), each such glyph embedded once
 * more under a code of its own (the same outline), so the same glyph elsewhere keeps its own text.
 */
export function makeCopyable(font: EmbeddedFont): void {
  if (copyable.has(font)) return;
  copyable.add(font);
  const codes = new Map<string, number>();
  const code = (glyph: FontkitGlyph, text: number[]): string => {
    const key = `${glyph.id}:${text.join(',')}`;
    let gid = codes.get(key);
    if (gid === undefined) {
      if (font.subset.mapping[glyph.id] === undefined) gid = font.subset.includeGlyph(glyph.id);
      else gid = font.subset.glyphs.push(glyph.id) - 1;
      font.unicode[gid] = text;
      font.widths[gid] = glyph.advanceWidth * font.scale;
      codes.set(key, gid);
    }
    return `0000${gid.toString(16)}`.slice(-4);
  };
  const blank = blankGlyph(font);
  font.encode = (text, features) => {
    const { glyphs, positions } = font.layout(text, features);
    const encoded: string[] = [];
    const placed: Position[] = [];
    let at = 0;
    for (const cluster of clusterGlyphs(font, text, glyphs)) {
      const own = cluster.glyphs.map((glyph) => glyph.codePoints);
      const readsBack = own.map((points) => String.fromCodePoint(...points)).join('') === cluster.text;
      const texts = readsBack ? own : spread(cluster.text, cluster.glyphs.length);
      cluster.glyphs.forEach((glyph, index) => {
        const points = texts[index];
        const mark = points.findIndex((point, n) => n > 0 && NONSPACING_MARK.test(String.fromCodePoint(point)));
        if (blank && glyph.advanceWidth > 0 && mark > 0) {
          encoded.push(code(glyph, points.slice(0, mark)), code(blank, points.slice(mark)));
          placed.push(positions[at], { xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: 0 });
        } else {
          encoded.push(code(glyph, points));
          placed.push(positions[at]);
        }
        at += 1;
      });
    }
    return [encoded, placed];
  };
}

const NONSPACING_MARK = /^\p{Mn}$/u;

/**
 * An empty glyph of no width (the font's NULL or zero-width-space glyph). pdf.js takes any glyph whose text holds a
 * nonspacing mark (`නි`: na with the vowel sign i, one glyph) for a mark of no width, and then sees a gap, a space,
 * after it; so such a glyph keeps the letter and an empty glyph behind it carries the mark. Nothing changes on paper.
 */
function blankGlyph(font: EmbeddedFont): FontkitGlyph | undefined {
  const candidates = [font.font.getGlyph(1), font.font.glyphForCodePoint(0x200b)];
  return candidates.find((glyph) => glyph.advanceWidth === 0 && glyph.path.commands.length === 0);
}

/**
 * A cluster's characters given out to its glyphs in the order they stand, one each and the rest to the last, so the
 * glyphs read back as the cluster with no glyph left without a character (a reader would take an empty one for a
 * gap, or print its code). A two-part vowel sign (`කො`, `கொ`) draws three glyphs for two characters: then the
 * canonical decomposition is given out (`ක` `ෙ` `ා`), which is the same text to Unicode.
 */
function spread(text: string, glyphs: number): number[][] {
  let characters = [...text];
  if (characters.length < glyphs) characters = [...text.normalize('NFD')];
  const points = characters.map((character) => character.codePointAt(0)!);
  return Array.from({ length: glyphs }, (_, index) =>
    index < glyphs - 1 ? points.slice(index, index + 1) : points.slice(index),
  );
}

/**
 * The shaped glyphs of a text, grouped by the cluster of text each came from: each cluster shaped alone gives the
 * count; when that does not add up to the text's own glyphs (a lookup across clusters), the whole text is one.
 */
function clusterGlyphs(
  font: EmbeddedFont,
  text: string,
  glyphs: FontkitGlyph[],
): Array<{ text: string; glyphs: FontkitGlyph[] }> {
  const clusters = textClusters(text);
  const groups: Array<{ text: string; glyphs: FontkitGlyph[] }> = [];
  let at = 0;
  for (const cluster of clusters) {
    const alone = font.font.layout(cluster).glyphs;
    const own = glyphs.slice(at, at + alone.length);
    if (own.length !== alone.length || own.some((glyph, index) => glyph.id !== alone[index].id)) {
      return [{ text, glyphs }];
    }
    groups.push({ text: cluster, glyphs: own });
    at += alone.length;
  }
  return at === glyphs.length ? groups : [{ text, glyphs }];
}

export interface TextOptions {
  width?: number;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
}

interface Piece {
  font: FontName;
  text: string;
  width: number;
}
interface Line {
  pieces: Piece[];
  width: number;
  height: number;
}

const hasIndic = (text: string): boolean => SINHALA.test(text) || TAMIL.test(text);

/** The face of the Latin font the document has chosen (`doc.font(…)`), by the font's PostScript name. */
function fontOf(doc: Doc): Face {
  const name = internals(doc)._font.name;
  if (name.startsWith('Fraunces')) return 'Fraunces-SemiBold';
  return /Bold/.test(name) ? 'Inter-SemiBold' : 'Inter';
}

function pieceWidth(doc: Doc, font: FontName, text: string): number {
  doc.font(font);
  return doc.widthOfString(text);
}

/** A word (with its trailing spaces) as runs, measured; the spaces do not count towards whether it fits. */
function wordPieces(doc: Doc, face: Face, word: string): { pieces: Piece[]; width: number; inked: number } {
  const pieces = scriptRuns(word).map(({ script, text }) => {
    const font = SCRIPT_FONTS[face][script];
    return { font, text, width: pieceWidth(doc, font, text) };
  });
  const width = pieces.reduce((sum, piece) => sum + piece.width, 0);
  const last = pieces.at(-1)!;
  const trimmed = last.text.trimEnd();
  const inked = width - last.width + (trimmed ? pieceWidth(doc, last.font, trimmed) : 0);
  return { pieces, width, inked };
}

/** The lines a text with Sinhala or Tamil in it makes: broken at spaces, a word too long for a line by clusters. */
function layoutLines(doc: Doc, text: string, options: TextOptions): Line[] {
  const face = fontOf(doc);
  const size = internals(doc)._fontSize;
  const limit = options.width ?? Infinity;
  const lines: Line[] = [];
  const heightOf = (pieces: Piece[]): number =>
    Math.max(
      ...[SCRIPT_FONTS[face].latin, ...pieces.map((piece) => piece.font)].map((font) =>
        doc.font(font).fontSize(size).currentLineHeight(true),
      ),
    );
  for (const paragraph of text.split('\n')) {
    let line: Piece[] = [];
    let width = 0;
    let inked = 0;
    const close = (): void => {
      lines.push({ pieces: line, width: inked, height: heightOf(line) });
      line = [];
      width = 0;
      inked = 0;
    };
    const add = (word: { pieces: Piece[]; width: number; inked: number }): void => {
      for (const piece of word.pieces) {
        const last = line.at(-1);
        if (last?.font === piece.font)
          line[line.length - 1] = { ...last, text: last.text + piece.text, width: last.width + piece.width };
        else line.push(piece);
      }
      inked = width + word.inked;
      width += word.width;
    };
    for (const word of paragraph.match(/[^ ]+ *| +/g) ?? []) {
      const measured = wordPieces(doc, face, word);
      if (line.length && width + measured.inked > limit) close();
      if (measured.inked <= limit) {
        add(measured);
        continue;
      }
      for (const cluster of textClusters(word)) {
        const part = wordPieces(doc, face, cluster);
        if (line.length && width + part.inked > limit) close();
        add(part);
      }
    }
    close();
  }
  return lines;
}

/**
 * Draws a text as `doc.text` would (at x, y, within a width, aligned), in the current face and size, each script in
 * its own font. Afterwards doc.x is x and doc.y is below the text, as after `doc.text`.
 */
export function writeText(doc: Doc, text: string, x: number, y: number, options: TextOptions = {}): Doc {
  if (!hasIndic(text)) return doc.text(text, x, y, options);
  const face = fontOf(doc);
  const size = internals(doc)._fontSize;
  const lines = layoutLines(doc, text, options);
  doc.font(SCRIPT_FONTS[face].latin).fontSize(size);
  const ascender = (internals(doc)._font.ascender * size) / 1000;
  let top = y;
  for (const line of lines) {
    if (top + line.height > doc.page.height - doc.page.margins.bottom && top > doc.page.margins.top) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    const width = options.width ?? line.width;
    let left =
      x + (options.align === 'right' ? width - line.width : options.align === 'center' ? (width - line.width) / 2 : 0);
    for (const piece of line.pieces) {
      doc.font(piece.font).fontSize(size);
      if (piece.font !== SCRIPT_FONTS[face].latin) makeCopyable(internals(doc)._font);
      doc.text(piece.text, left, top + ascender, { lineBreak: false, baseline: 'alphabetic' });
      left += piece.width;
    }
    top += line.height + (options.lineGap ?? 0);
  }
  doc.font(SCRIPT_FONTS[face].latin).fontSize(size);
  doc.x = x;
  doc.y = top;
  return doc;
}

/** The height `writeText` gives a text, as `doc.heightOfString` does for one in Latin script alone. */
export function textHeight(doc: Doc, text: string, options: TextOptions = {}): number {
  if (!hasIndic(text)) return doc.heightOfString(text, options);
  const face = fontOf(doc);
  const size = internals(doc)._fontSize;
  const lines = layoutLines(doc, text, options);
  doc.font(SCRIPT_FONTS[face].latin).fontSize(size);
  return lines.reduce((sum, line) => sum + line.height + (options.lineGap ?? 0), 0);
}
