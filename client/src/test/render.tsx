import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { onTestFinished } from 'vitest';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { type Language, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { TOAST_DURATION_MS } from '@/lib/toast';

export interface RenderOptions {
  /**
   * The visitor's language, remembered as the site remembers it, for this test only. Sinhala and Tamil texts load
   * on demand, so render such a page inside `await act(async () => …)`.
   */
  language?: Language;
}

/** Renders as the app does: a fresh query cache, the visitor's language, a router and the app's toaster. */
export function renderWithProviders(ui: ReactElement, { language }: RenderOptions = {}) {
  if (language) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    onTestFinished(() => localStorage.removeItem(LANGUAGE_STORAGE_KEY));
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <MemoryRouter>
          <Suspense>{ui}</Suspense>
        </MemoryRouter>
      </LanguageProvider>
      <Toaster richColors closeButton duration={TOAST_DURATION_MS} />
    </QueryClientProvider>,
  );
}
