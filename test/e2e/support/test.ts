import { test as base, type Page } from '@playwright/test';
import { e2eServerUrl } from '../../../playwright.config';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * The public pages arrive as HTML built at build time, and answer clicks once the app has taken them over, which
 * it marks with `data-ready` on <html> (client/src/app/App.tsx). A person who clicks a button in that first moment
 * has to click again; a journey waits for the mark after each page load instead, so every click counts.
 */
async function ready(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Makes `page.goto` and `page.reload` wait until the app answers clicks (the `page` fixture does it already). */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  // Each worker talks to its own server (playwright.config.ts), pages and API requests alike.
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServerUrl(testInfo.parallelIndex));
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
});
