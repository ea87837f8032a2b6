import { expectNoSeriousAxeIssues, seriousAxeFindings } from './support/page-checks';
import { expect, test } from './support/test';

test('the header switches the site to Sinhala and Tamil, remembered, with lang set and no serious axe finding', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  // WCAG 2.5.3: the brand link is named by the words it shows.
  await expect(page.getByRole('link', { name: 'Kandy Cultural Park Nuwara Sanskruthika Udyanaya' })).toBeVisible();

  for (const { code, button, nav, group } of [
    { code: 'si', button: 'Sinhala', nav: 'පුවත්', group: 'භාෂාව' },
    { code: 'ta', button: 'Tamil', nav: 'செய்திகள்', group: 'மொழி' },
  ]) {
    await page
      .getByRole('group', { name: /^(Language|භාෂාව|மொழி)$/ })
      .getByRole('button', { name: button })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('navigation').first().getByRole('link', { name: nav })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('group', { name: group })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousAxeIssues(page, undefined, `the home page in ${code} at ${width} px`);
      await page.screenshot({ path: `test-results/screenshots/home-${code}-${width}.png`, fullPage: true });
    }
  }
});

/** Every public page, with its English h1: in Sinhala and Tamil the h1 must be another text (the page is translated). */
const PUBLIC_PAGES = [
  { path: '/', h1: 'Where the hill capital comes to celebrate' },
  { path: '/venues', h1: 'A stage for every celebration in the hill capital' },
  { path: '/helabojun', h1: 'Helabojun: the taste of home' },
  { path: '/news', h1: "What's happening at the park" },
  { path: '/our-story', h1: 'Twenty years of bringing Kandy together' },
  { path: '/directors-office', h1: 'Leadership rooted in Kandy' },
  { path: '/contact', h1: "We'd love to hear from you" },
  { path: '/my-booking', h1: 'Your booking at the park' },
];

for (const code of ['si', 'ta'] as const) {
  test(`every public page in ${code === 'si' ? 'Sinhala' : 'Tamil'} is translated, fits 375 and 1280 px and has no serious axe finding`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript((language) => localStorage.setItem('parkLanguage', language), code);
    const findings: string[] = [];
    for (const { path, h1 } of PUBLIC_PAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText(h1);
      await page.evaluate(() => document.fonts.ready);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) findings.push(`${path} at ${width} px scrolls sideways (${scrollWidth} px)`);
        // Axe once per page, at the phone width most visitors use: the translated texts and their colours are the
        // same at both widths (the English pages are checked at both).
        if (width === 375) {
          for (const finding of await seriousAxeFindings(page)) findings.push(`${path} at ${width} px: ${finding}`);
        }
        if (path === '/venues' || path === '/contact') {
          await page.screenshot({ path: `test-results/screenshots/${path.slice(1)}-${code}-${width}.png` });
        }
      }
    }
    expect(findings).toEqual([]);
  });
}
