import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** A PDF's text read back with pdfjs-dist (Mozilla's PDF reader), in a child process (`pdf-text.mjs`). */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [join(__dirname, 'pdf-text.mjs')], (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}

/** True when the bytes are a PDF file. */
export const isPdf = (bytes: Buffer): boolean => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
