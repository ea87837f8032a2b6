import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw/server';

// Pages load their dialogs and forms on demand; on a loaded two-core machine the first load of such a module can
// take longer than the default second, so findBy* and waitFor wait up to five.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: scrolling is a no-op here (the browser journeys check it for real).
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// Component tests talk to a fake network (test/msw/server.ts); each test brings the handlers it needs.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Unmount first: a page still mounted would send its next requests to a network without handlers.
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
