import { useEffect } from 'react';

/**
 * Marks the page as private while it is shown: not indexed (`robots`), and its address never sent on as a
 * Referer (`referrer`). The server says the same in headers for /my-booking; these cover navigation inside the app.
 */
export function usePrivatePage(): void {
  useEffect(() => {
    const added = [
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ].map(({ name, content }) => {
      const meta = document.createElement('meta');
      meta.name = name;
      meta.content = content;
      document.head.append(meta);
      return meta;
    });
    return () => added.forEach((meta) => meta.remove());
  }, []);
}
