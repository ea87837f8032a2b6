// The last steps of the client's build, after `vite build` (the browser's files in dist/) and `vite build --ssr`
// (src/entry-prerender.tsx in .prerender/):
//   1. each public page of PRERENDERED_PAGES rendered to HTML, written as dist/pages/<page>.html: index.html with
//      the page inside #root, its own title and description, its lazy chunk's CSS linked from the <head> and its
//      scripts started by public/start.js after the first paint (the server sends it for that address);
//   2. brotli and gzip copies of every text file of dist/ (scripts/precompress.mjs).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** What the page's own chunk adds to the entry's files: its stylesheets and its modules. */
function pageFiles(manifest, entryFiles, module) {
  const files = [...closure(manifest, module)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  return {
    styles: files.filter((file) => file.endsWith('.css')),
    modules: files.filter((file) => !file.endsWith('.css')),
  };
}

/**
 * Preloads of the two Latin faces every page's text is set in (headings in Fraunces, body in Inter). Found by the
 * browser only after the CSS is parsed and laid out, they would otherwise start late, and the largest text of the
 * page (the hero's heading) would be painted only when they arrive.
 */
function fontPreloads() {
  const faces = readdirSync(join(DIST, 'assets')).filter((file) =>
    /^(fraunces|inter)-latin-wght-normal-.*\.woff2$/.test(file),
  );
  if (faces.length !== 2) throw new Error(`expected the Latin Fraunces and Inter faces in dist/assets, found ${faces}`);
  return faces.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`);
}

/**
 * A built page: the template with the page's title, description and HTML, its stylesheets and font preloads in the
 * <head>, and its scripts (the entry's module and preloads, then the page chunk's modules) listed for start.js, which
 * requests them after the first paint, in place of the template's own tags.
 */
function pageHtml(template, { html, meta, styles, modules }) {
  const entryModules = [];
  const withoutScripts = template.replace(
    /\s*<(script type="module"|link rel="modulepreload") crossorigin (?:src|href)="([^"]+)">(?:<\/script>)?/g,
    (_, tag, file) => {
      if (tag.startsWith('script') !== (entryModules.length === 0))
        throw new Error('dist/index.html: entry script not first');
      entryModules.push(file);
      return '';
    },
  );
  const head = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    ...fonts,
    `<script defer src="/start.js" data-modules="${[...entryModules, ...modules].join(' ')}"></script>`,
  ];
  const page = withoutScripts
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="en">${html}</div>`);
  if (!page.includes('data-prerendered')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  return page;
}

const template = readFileSync(join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(manifest, entryKey);
const { prerender, PRERENDERED_PAGES } = await import(pathToFileURL(join(SSR_OUT, 'entry-prerender.js')).href);

const fonts = fontPreloads();
mkdirSync(join(DIST, 'pages'), { recursive: true });
for (const [path, module] of Object.entries(PRERENDERED_PAGES)) {
  const { html, meta } = await prerender(path);
  const name = path === '/' ? 'index' : path.slice(1);
  writeFileSync(
    join(DIST, 'pages', `${name}.html`),
    pageHtml(template, { html, meta, ...pageFiles(manifest, entryFiles, module) }),
  );
  console.log(`prerendered ${path.padEnd(18)} ${(html.length / 1024).toFixed(1)} KB of HTML  "${meta.title}"`);
}
rmSync(SSR_OUT, { recursive: true, force: true });
precompressDir(DIST);
