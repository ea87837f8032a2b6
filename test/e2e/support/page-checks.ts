import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every animation that ends (a modal's or a panel's fade-in) has ended: colours are measured as they are shown. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * axe-core's full rule set on the page (or the part `include` selects), once the page's fade-ins have ended: its
 * serious and critical findings, one line each with the elements concerned. Only violations are collected: gathering
 * every pass node by node doubles the time.
 */
export async function seriousAxeFindings(page: Page, include?: string): Promise<string[]> {
  await animationsDone(page);
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

/** No serious or critical axe finding; `where` names the page and width in the failure. */
export async function expectNoSeriousAxeIssues(page: Page, include?: string, where?: string) {
  expect(await seriousAxeFindings(page, include), where).toEqual([]);
}

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
