// The public pages rendered to HTML at build time (scripts/prerender.mjs runs this module after `vite build --ssr`),
// so a visitor's browser paints the page before any script has run, and main.tsx hydrates the built HTML. Pages read
// live data through TanStack Query: here nothing is fetched, so they show the same "loading" state the browser shows
// on its first render, and the browser fills them in.
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { App, createQueryClient } from './app/App';
import { routes } from './app/router';
import { type PageMeta, takePrerenderedMeta } from './lib/use-page-meta';

/**
 * The pages built as HTML, with the source module of each one's lazy route (its chunk and CSS are linked from the
 * page's <head>). Not built: My booking (a visitor's private page, read with a token) and the staff pages.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/features/home/HomePage.tsx',
  '/venues': 'src/features/venues/VenuesPage.tsx',
  '/helabojun': 'src/features/helabojun/HelabojunPage.tsx',
  '/news': 'src/features/news/NewsPage.tsx',
  '/our-story': 'src/features/our-story/OurStoryPage.tsx',
  '/directors-office': 'src/features/directors/DirectorsPage.tsx',
  '/contact': 'src/features/contact/ContactPage.tsx',
};

function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The page at `path` as HTML (the inside of #root) with its title and description. React's `prerender` waits for
 * every lazy part (the toaster, the booking form) before it answers, so the HTML is complete.
 */
export async function prerender(path: string): Promise<{ html: string; meta: PageMeta }> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await initialized(router);
  // Every Suspense boundary written in place: React otherwise moves a large one (the booking form) to the end of
  // the page with an inline script to put it back, which the site's Content-Security-Policy forbids.
  const { prelude } = await prerenderToNodeStream(<App router={router} queryClient={createQueryClient()} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await text(prelude);
  router.dispose();
  const meta = takePrerenderedMeta();
  if (!meta) throw new Error(`${path} did not give its title (usePageMeta)`);
  return { html, meta };
}
