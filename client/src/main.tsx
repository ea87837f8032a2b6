import '@fontsource-variable/fraunces';
import '@fontsource-variable/inter';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { App, createQueryClient } from './app/App';
import { routes } from './app/router';
import { type Language, rememberLanguageForServer, storedLanguage } from './i18n/languages';

const container = document.getElementById('root')!;

/**
 * A public page arrives as HTML rendered by React from this same app at build time (entry-prerender.tsx), in
 * English. The browser hydrates it once the page's lazy chunk is in (rendering before it would draw nothing where the
 * page is); a visitor who reads Sinhala or Tamil gets the page drawn afresh in their language.
 */
function render(router: DataRouter, language: Language): void {
  const app = (
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>
  );
  if (container.dataset.prerendered === language) {
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

/** Makes the router (it reads the address and history state, and starts loading the page's lazy chunk). */
function route(language: Language): void {
  const router = createBrowserRouter(routes);
  if (router.state.initialized) {
    setTimeout(render, 0, router, language);
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    setTimeout(render, 0, router, language);
  });
}

// The app starts in tasks of its own, each short enough not to hold up the browser: the scripts are evaluated; the
// visitor's language is read (a page's first use of its storage); the router is made; React renders or hydrates.
setTimeout(() => {
  const language = storedLanguage();
  rememberLanguageForServer(language);
  setTimeout(route, 0, language);
});
