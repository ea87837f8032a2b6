import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { TOAST_DURATION_MS } from '@/lib/toast';

// Toasts only follow something a visitor does on a page, so their library loads after the first paint, in its own
// chunk, shared with the pages that raise them.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * The whole client around a router: the browser's (main.tsx) or, when the public pages are rendered to HTML at
 * build time, a memory router at the page's address (entry-prerender.tsx). Both render this same tree, so the
 * browser takes the built HTML over as it is.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  // `data-ready` on <html>: the page is drawn or hydrated and answers to clicks (the browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <RouterProvider router={router} />
      </LanguageProvider>
      <Suspense fallback={null}>
        <Toaster position="top-right" richColors closeButton duration={TOAST_DURATION_MS} />
      </Suspense>
    </QueryClientProvider>
  );
}
