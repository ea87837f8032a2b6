import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/home-${code}-${width}.png`, fullPage: true });
    }
  }
});
