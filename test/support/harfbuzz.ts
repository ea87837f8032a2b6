import { execFile } from 'node:child_process';
import { join } from 'node:path';

export interface ShapedGlyph {
  id: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** Each text shaped by HarfBuzz (harfbuzzjs) with the font file at `font`, in a child process (`harfbuzz-glyphs.mjs`). */
export function harfbuzzShape(font: string, texts: string[]): Promise<ShapedGlyph[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [join(__dirname, 'harfbuzz-glyphs.mjs')], (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as ShapedGlyph[][]),
    );
    child.stdin?.end(JSON.stringify({ font, texts }));
  });
}
