import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { router } from './router';

// Toasts only follow something a visitor does on a page, so their library loads after the first paint, in its own
// chunk, shared with the pages that raise them.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** SPEC.md: toasts of four types, closable, gone after 3500 ms. */
export const TOAST_DURATION_MS = 3500;

export function App() {
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
