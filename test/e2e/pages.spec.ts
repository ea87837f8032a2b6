import { expect, type Page, test } from './support/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expectNoSeriousAxeIssues } from './support/page-checks';

const PUBLIC_PAGES = [
  { name: 'home', path: '/', heading: 'Where the hill capital comes to celebrate' },
  { name: 'venues', path: '/venues', heading: null },
  { name: 'helabojun', path: '/helabojun', heading: 'Helabojun: the taste of home' },
  { name: 'news', path: '/news', heading: "What's happening at the park" },
  { name: 'our-story', path: '/our-story', heading: 'Twenty years of bringing Kandy together' },
  { name: 'directors-office', path: '/directors-office', heading: 'Leadership rooted in Kandy' },
  { name: 'contact', path: '/contact', heading: "We'd love to hear from you" },
] as const;

/** Waits until the page is drawn as a visitor sees it: fonts in, images decoded, no loading state left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading news...')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map((image) => (image.complete ? null : image.decode().catch(() => null))),
    );
  });
}

test.describe('news', () => {
  test('a news item published by staff opens in its Read More modal', async ({ page, request }) => {
    const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
    expect(login.ok()).toBeTruthy();
    const { token } = (await login.json()) as { token: string };
    const title = `Poson lantern walk ${Date.now()}`;
    const created = await request.post('/api/news', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title,
        description: 'Lanterns line the lotus pond for the Poson full moon.',
        content:
          'Lanterns line the lotus pond for the Poson full moon.\n\nThe walk opens at 6:30 PM; dansal at the gate.',
        category: 'Events',
        status: 'published',
        image: null,
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/news');
    await page.getByRole('button', { name: `Read More: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Events', { exact: true })).toBeVisible();
    await expect(dialog.getByText('The walk opens at 6:30 PM; dansal at the gate.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Read More: ${title}` })).toBeFocused();
  });

  test('the newsletter form subscribes and says thank you', async ({ page }) => {
    await page.goto('/news');
    await page.getByLabel('Email address').fill(`reader-${Date.now()}@example.lk`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
  });
});

test('the contact form sends and confirms', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();

  await form.getByLabel('Name').fill('Kumari Perera');
  await form.getByLabel('Email').fill('kumari@example.lk');
  await form.getByLabel('Subject').fill('Wedding in December');
  await form.getByLabel('Message').fill('Is the Open Area free on the second Saturday of December?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    form.getByText('Message sent! We will get back to you soon. A confirmation email has been sent.'),
  ).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('the mobile menu opens and closes at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'News' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('link', { name: 'News' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Book Now' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav.getByRole('link', { name: 'News' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(nav.getByRole('link', { name: 'Our Story' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

// Each page's check stands alone (it only reads), so the seven are shared out between the workers.
test.describe('every public page', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { name, path, heading } of PUBLIC_PAGES) {
    test(`${name}: no serious accessibility issue, no sideways scroll, screenshots at 375 and 1280 px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await settle(page);

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await page.title()).not.toBe('Kandy Cultural Park');

        await expectNoSeriousAxeIssues(page, undefined, `accessibility issues on ${path} at ${width} px`);

        await page.screenshot({
          path: `test-results/screenshots/${name}-${width}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }
    });
  }
});
