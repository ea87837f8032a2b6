// The last steps of the client's build, after `vite build` (the browser's files in dist/) and `vite build --ssr`
// (src/entry-prerender.tsx in .prerender/):
//   1. each public page of PRERENDERED_PAGES rendered to HTML, written as dist/pages/<page>.html: index.html with
//      the page inside #root, its own title and description, and its lazy chunk's CSS and modules linked from the
//      <head>, so the page is painted and styled before any script runs (the server sends it for that address);
//   2. brotli and gzip copies of every text file of dist/ (scripts/precompress.mjs).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompressDir } from './precompress.mjs';

const CLIENT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(CLIENT, 'dist');
const SSR_OUT = join(CLIENT, '.prerender');

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);

/** The JS and CSS files a manifest chunk needs (itself and its static imports), depth first. */
function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the client's manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/** <link> tags for what the page's own chunk adds to the entry's: its CSS as stylesheets, its modules preloaded. */
function pageLinks(manifest, entryFiles, module) {
  return [...closure(manifest, module)]
    .filter((file) => !entryFiles.has(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
    )
    .join('\n    ');
}

function pageHtml(template, { html, meta, links }) {
  const page = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
    // The page is painted from its HTML and CSS: the scripts that take it over come after them, not beside them.
    .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 crossorigin fetchpriority="low"')
    .replace('</head>', links ? `  ${links}\n  </head>` : '</head>')
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="en">${html}</div>`);
  if (!page.includes('data-prerendered')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  return page;
}

const template = readFileSync(join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(manifest, entryKey);
const { prerender, PRERENDERED_PAGES } = await import(pathToFileURL(join(SSR_OUT, 'entry-prerender.js')).href);

mkdirSync(join(DIST, 'pages'), { recursive: true });
for (const [path, module] of Object.entries(PRERENDERED_PAGES)) {
  const { html, meta } = await prerender(path);
  const name = path === '/' ? 'index' : path.slice(1);
  writeFileSync(
    join(DIST, 'pages', `${name}.html`),
    pageHtml(template, { html, meta, links: pageLinks(manifest, entryFiles, module) }),
  );
  console.log(`prerendered ${path.padEnd(18)} ${(html.length / 1024).toFixed(1)} KB of HTML  "${meta.title}"`);
}
rmSync(SSR_OUT, { recursive: true, force: true });
precompressDir(DIST);
