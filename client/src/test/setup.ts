import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';

// jsdom has no layout: scrolling is a no-op here (the browser journeys check it for real).
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// Preact 11 runs the passive effect cleanups of an unmounted tree after the next paint (a 35 ms timer in
// jsdom). Unmounting inside act() flushes them at once: left to the timer, the last test of a file has them
// run after Vitest has torn jsdom down ("window is not defined" in QueryClientProvider, useDebounced...).
afterEach(() => act(() => cleanup()));
