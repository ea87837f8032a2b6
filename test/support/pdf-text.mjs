// Prints the text of the PDF read from standard input, as pdfjs-dist (Mozilla's PDF reader) extracts it: used by
// test/support/pdf.ts in a child process, since pdfjs-dist is an ES module Jest's CommonJS tests cannot import.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  verbosity: 0,
  isEvalSupported: false,
}).promise;
const pages = [];
for (let n = 1; n <= document.numPages; n++) {
  const content = await (await document.getPage(n)).getTextContent();
  pages.push(
    content.items
      .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : ''))
      .join('')
      .replace(/ +/g, ' '),
  );
}
await document.destroy();
process.stdout.write(pages.join('\n'));
