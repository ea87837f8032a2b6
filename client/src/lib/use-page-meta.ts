import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
}

let prerenderedMeta: PageMeta | undefined;

// While a page is rendered to HTML at build time (entry-prerender.tsx), effects do not run: usePageMeta notes the
// page's title and description as it renders (one render per page, in turn), for the built page's <head>.
function notePrerenderedMeta(meta: PageMeta): void {
  prerenderedMeta = meta;
}

/** The document title and description the page just rendered at build time gave itself. */
export function takePrerenderedMeta(): PageMeta | undefined {
  const meta = prerenderedMeta;
  prerenderedMeta = undefined;
  return meta && { title: documentTitle(meta.title), description: meta.description };
}

function documentTitle(title: string): string {
  return `${title} · Kandy Cultural Park`;
}

/** Gives each page its own title and description (for tabs, bookmarks and search results). */
export function usePageMeta(title: string, description: string): void {
  if (import.meta.env.SSR) notePrerenderedMeta({ title, description });
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
