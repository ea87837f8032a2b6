import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

export { animationsDone, expectNoHorizontalScroll, expectNoSeriousAxeIssues } from './page-checks';

/** Screenshots the journeys take, to be looked at (CI keeps them with the test results). */
export const SHOTS = 'test-results/screenshots';

/** Today in Kandy, and a day `offset` days later, as yyyy-mm-dd. */
export function parkDay(offset = 0): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

/** Signs in through the login screen as a staff member would, and waits for the dashboard. */
export async function signIn(page: Page, account: { username: string; password: string } = E2E_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  // The dashboard is a lazily loaded chunk: wait for its sidebar, so what follows sees the page as staff do.
  await dashboardRendered(page);
}

/**
 * Waits until the dashboard has rendered its sidebar. The sidebar element is looked up by id, not by role: on a
 * phone the closed menu is hidden, and a role query does not see hidden elements.
 */
async function dashboardRendered(page: Page) {
  await expect(page.locator('#dashboard-menu')).toBeAttached({ timeout: 20_000 });
}

/** Opens a dashboard tab from the sidebar (through the menu on phones). */
export async function openTab(page: Page, label: string) {
  // The sidebar must be there before asking whether the phone menu button shows (a check made before the dashboard
  // has rendered would skip the menu and leave the sidebar off screen).
  await dashboardRendered(page);
  const hamburger = page.getByRole('button', { name: 'Open dashboard menu' });
  if (await hamburger.isVisible()) await hamburger.click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: label, exact: false }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** A bearer token for arranging data through the API (the journeys themselves go through the screens). */
export async function staffToken(request: APIRequestContext, account = E2E_ADMIN): Promise<string> {
  const response = await request.post('/api/admin/login', { data: account });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A visitor's booking request through the public API; answers its id. */
export async function requestBooking(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await request.post('/api/bookings', {
    data: {
      venue: 'Open Area',
      eventType: 'wedding',
      eventDate: parkDay(20),
      duration: 1,
      customer: { name: 'Dilani Fernando', email: 'dilani@example.lk', phone: '+94 71 234 5678' },
      guests: 150,
      specialRequirements: '',
      notes: '',
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}
