import { lazyWhenNeeded } from '@/lib/lazy-when-needed';

/**
 * The contact form as the Contact and Directors pages show it, far down each page: its code and its form library
 * load when the visitor comes near it (lazyWhenNeeded), not with the page.
 */
export const { Component: ContactFormWhenNeeded } = lazyWhenNeeded(
  async () => (await import('./ContactForm')).ContactForm,
);
