import { expect, test } from './support/test';

/**
 * The public pages are rendered to HTML by React when the client is built, sent to visitors who read English,
 * painted before any script runs, and then hydrated by React in the browser (docs/performance.md).
 */
const BUILT_PAGES = [
  { path: '/', title: 'Home', h1: 'Where the hill capital comes to celebrate' },
  { path: '/venues', title: 'Venues and Bookings', h1: 'A stage for every celebration in the hill capital' },
  { path: '/helabojun', title: 'Helabojun Food Court', h1: 'Helabojun: the taste of home' },
  { path: '/news', title: 'News', h1: "What's happening at the park" },
  { path: '/our-story', title: 'Our Story', h1: 'Twenty years of bringing Kandy together' },
  { path: '/directors-office', title: "Director's Office", h1: 'Leadership rooted in Kandy' },
  { path: '/contact', title: 'Contact', h1: "We'd love to hear from you" },
];

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its title, header, heading and styles from the built HTML', async ({ page }) => {
    for (const { path, title, h1 } of BUILT_PAGES) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · Kandy Cultural Park`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Now' }),
      ).toBeVisible();
      await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky');
      // The page's own stylesheet is linked from the <head>, not left to the script that would have loaded it.
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map(
          (link) => link.sheet?.cssRules.length ?? 0,
        ),
      );
      expect(sheets.length).toBeGreaterThanOrEqual(path === '/' ? 1 : 2);
      expect(sheets.filter((rules) => rules === 0)).toEqual([]);
    }
  });
});

test('a visitor who reads Sinhala or Tamil is sent the app rather than the English page', async ({ request }) => {
  const english = await request.get('/venues');
  expect(english.headers()['vary']).toMatch(/cookie/i);
  expect(await english.text()).toContain('data-prerendered="en"');
  for (const language of ['si', 'ta']) {
    const other = await request.get('/venues', { headers: { cookie: `other=1; parkLanguage=${language}` } });
    expect(other.status()).toBe(200);
    const html = await other.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
  }
  // Staff pages and My booking are never built as HTML.
  for (const path of ['/admin/login', '/my-booking'])
    expect(await (await request.get(path)).text()).toContain('<div id="root"></div>');
});

test('React hydrates every built page: no warning or error logged, buttons answer', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const { path, h1 } of BUILT_PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    // React's own renderer owns the page: its root and its fibers are on the DOM (Preact leaves neither). The page
    // inside its Suspense boundary may hydrate a moment after the shell that sets data-ready.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const root = document.getElementById('root')!;
            const heading = document.querySelector('h1')!;
            return {
              container: Object.keys(root).some((key) => key.startsWith('__reactContainer$')),
              fiber: Object.keys(heading).some((key) => key.startsWith('__reactFiber$')),
            };
          }),
        { message: path },
      )
      .toEqual({ container: true, fiber: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  }

  await page.goto('/venues');
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  for (const name of ['Open Air Arena', 'Open Area', 'Vendor Stalls', 'Kids Park']) {
    expect(await page.getByRole('article', { name }).locator('svg.venue-card__art *').count()).toBeGreaterThan(20);
  }
  await page.getByRole('article', { name: 'Open Air Arena' }).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.locator('#booking-form').getByRole('combobox', { name: 'Venue' })).toHaveValue('Open Air Arena');

  // A page opened in the app afterwards is drawn by the app, drawings included.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's happening at the park");
  expect(await page.locator('.page-hero__art svg *').count()).toBeGreaterThan(50);
  expect(problems).toEqual([]);
});

test('on a phone the map shows the heart of Kandy once the app has taken the page over', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/contact');
  // The HTML was built for any screen, with the whole map; the app then draws the phone's view.
  await expect(page.locator('svg.park-map__svg')).toHaveAttribute('viewBox', '70 44 480 380');
});
