import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Every path change scrolls smoothly to the top; a #fragment scrolls to its element. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  // The page's first load starts at the top already; a visitor who scrolled a built page before the app took it
  // over (docs/performance.md, "Public pages built as HTML") stays where they are.
  const loaded = useRef(false);
  useEffect(() => {
    const firstLoad = !loaded.current;
    loaded.current = true;
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (hash) {
      const timer = window.setTimeout(() => document.getElementById(hash.slice(1))?.scrollIntoView({ behavior }), 100);
      return () => window.clearTimeout(timer);
    }
    if (!firstLoad) window.scrollTo({ top: 0, behavior });
    return undefined;
  }, [pathname, hash]);
  return <Outlet />;
}
