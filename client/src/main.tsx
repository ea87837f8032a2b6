import '@fontsource-variable/fraunces';
import '@fontsource-variable/inter';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/App';
import { routes } from './app/router';
import { rememberLanguageForServer, storedLanguage } from './i18n/languages';

const container = document.getElementById('root')!;
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App router={router} queryClient={createQueryClient()} />
  </StrictMode>
);

/**
 * A public page arrives as HTML rendered by React from this same app at build time (entry-prerender.tsx), in
 * English. The browser hydrates it once the page's lazy chunk is in (rendering before it would draw nothing where the
 * page is); a visitor who reads Sinhala or Tamil gets the page drawn afresh in their language.
 */
function start(): void {
  if (container.dataset.prerendered === storedLanguage()) {
    // As a transition, hydration is done in slices that give the browser back its thread every few milliseconds,
    // instead of in one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

// The page is started in a task of its own, after the one that ran the scripts (and, on a page with a lazy chunk,
// after the one that ran that chunk): each stays shorter, and the browser can paint and answer in between.
rememberLanguageForServer(storedLanguage());
if (router.state.initialized) {
  setTimeout(start);
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    setTimeout(start);
  });
}
