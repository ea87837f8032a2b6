import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { subscribeToToaster, TOAST_DURATION_MS, toasterWanted } from '@/lib/toast';

// Toasts only follow something a visitor does on a page, so their library loads with the first toast, in its own
// chunk (lib/toast.ts).
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
  const toasts = useSyncExternalStore(subscribeToToaster, toasterWanted, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <RouterProvider router={router} />
      </LanguageProvider>
      {toasts && (
        <Suspense fallback={null}>
          <Toaster position="top-right" richColors closeButton duration={TOAST_DURATION_MS} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
