import { execFile } from 'node:child_process';

/** A PDF's text as poppler's `pdftotext` reads it (Debian's poppler-utils). */
export function popplerText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-enc', 'UTF-8', '-', '-'], (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
