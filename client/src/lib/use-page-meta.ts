import { useEffect } from 'react';

/** Gives each page its own title and description (for tabs, bookmarks and search results). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} · Kandy Cultural Park`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
