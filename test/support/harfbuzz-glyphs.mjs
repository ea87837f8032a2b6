// Shapes texts with HarfBuzz (harfbuzzjs, WebAssembly, in the package) and prints, for each, the glyph ids and
// positions as JSON: used by test/support/harfbuzz.ts in a child process, since harfbuzzjs is an ES module Jest's
// CommonJS tests cannot import. Reads `{ font: <path of a WOFF 1 file>, texts: string[] }` from standard input.
// HarfBuzz reads no WOFF, so the file is unpacked to the plain font first (each table inflated, offsets rewritten).
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';

function sfntFromWoff(woff) {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const [tag, offset, compressed, original, checksum] = [0, 4, 8, 12, 16].map((field) =>
      woff.readUInt32BE(at + field),
    );
    const bytes = woff.subarray(offset, offset + compressed);
    return { tag, checksum, data: compressed < original ? inflateSync(bytes) : bytes };
  });
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt16BE(16 * power, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(16 * (count - power), 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = 12 + 16 * index;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padding = Buffer.alloc((4 - (table.data.length % 4)) % 4);
    parts.push(table.data, padding);
    offset += table.data.length + padding.length;
  });
  return Buffer.concat(parts);
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { font: path, texts } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const sfnt = sfntFromWoff(readFileSync(path));
const font = new hb.Font(new hb.Face(new hb.Blob(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.length))));
const shaped = texts.map((text) => {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, index) => ({
    id: info.codepoint,
    xAdvance: positions[index].xAdvance,
    xOffset: positions[index].xOffset,
    yOffset: positions[index].yOffset,
  }));
});
process.stdout.write(JSON.stringify(shaped));
