import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';

// jsdom has no layout: scrolling is a no-op here (the browser journeys check it for real).
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
