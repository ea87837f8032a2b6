import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from './support/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeIssues,
  openTab,
  SHOTS,
  signIn,
  staffToken,
} from './support/dashboard';

// Sending, signing in and marking on a busy shared machine.
test.describe.configure({ timeout: 90_000 });

/** The unread count beside Messages in the sidebar (the badge is absent at zero). */
async function expectUnread(page: Page, count: number) {
  const messagesTab = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: /^Messages/ });
  if (count === 0) await expect(messagesTab.locator('.dashboard__count')).toHaveCount(0);
  else await expect(messagesTab.getByLabel(`${count} unread`)).toHaveText(String(count));
}

async function unreadNow(page: Page): Promise<number> {
  const token = await staffToken(page.request);
  const answer = await page.request.get('/api/contact/messages', { headers: { authorization: `Bearer ${token}` } });
  const { messages } = (await answer.json()) as { messages: { handled: boolean }[] };
  return messages.filter((message) => !message.handled).length;
}

function messageCard(page: Page, subject: string): Locator {
  return page.getByRole('article', { name: subject });
}

test('a message sent through the Contact page reaches Messages, counted in the sidebar, and is marked handled', async ({
  page,
}) => {
  const subject = `Poson lantern stall ${Date.now().toString(36)}`;
  const before = await unreadNow(page);

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Tharindu Wijesinghe');
  await form.getByLabel('Email').fill('tharindu@example.lk');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Ayubowan!\nCould we set up a lantern stall for Poson week?\nThank you.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent! We will get back to you soon.')).toBeVisible({ timeout: 15_000 });

  await signIn(page);
  await expectUnread(page, before + 1);
  await openTab(page, 'Messages');

  const card = messageCard(page, subject);
  await expect(card).toBeVisible();
  await expect(card.getByText('Unread', { exact: true })).toBeVisible();
  await expect(card.getByText('Tharindu Wijesinghe', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'tharindu@example.lk' })).toHaveAttribute(
    'href',
    'mailto:tharindu@example.lk',
  );
  await expect(card.getByText(/^Received [A-Z][a-z]+ \d{1,2}, \d{4} at /)).toBeVisible();
  // Plain text with its line breaks kept.
  expect(await card.locator('.messages-card__body').innerText()).toBe(
    'Ayubowan!\nCould we set up a lantern stall for Poson week?\nThank you.',
  );
  await expect(card.getByText('Not handled yet')).toBeVisible();

  await page.getByRole('button', { name: /^Unread/ }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Message marked as handled')).toBeVisible();
  await expectUnread(page, before);
  // Handled messages leave the Unread view...
  await expect(card).toHaveCount(0);
  // ...and show who handled them under All.
  await page.getByRole('button', { name: /^All/ }).click();
  await expect(card.getByText('Handled', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Handled by @e2eadmin on /)).toBeVisible();

  await card.getByRole('button', { name: 'Mark not handled' }).click();
  await expect(card.getByText('Unread', { exact: true })).toBeVisible();
  await expectUnread(page, before + 1);
  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(card.getByRole('button', { name: 'Mark not handled' })).toBeVisible();
  await expectUnread(page, before);
});

test('Messages at 1280 and 375 px: axe, screenshots, subscribers with a CSV export', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await page.request.post('/api/newsletter', { data: { email: `malini.${stamp}@example.lk` } });
  await page.request.post('/api/contact', {
    data: {
      name: 'Kasun Bandara',
      email: 'kasun@example.lk',
      subject: `Wedding photography in the Open Area ${stamp}`,
      message: 'Hello,\nare drones allowed for wedding photographs on weekends?',
    },
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openTab(page, 'Messages');
  await expect(messageCard(page, `Wedding photography in the Open Area ${stamp}`)).toBeVisible();
  const subscribers = page.getByRole('table', { name: 'Newsletter subscribers, newest first' });
  await expect(subscribers.getByRole('link', { name: `malini.${stamp}@example.lk` })).toBeVisible();

  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/messages-1280.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path())).toString('utf8');
  expect(csv).toContain('"E-mail","Subscribed on"');
  expect(csv).toContain(`"malini.${stamp}@example.lk"`);
  // The toast fades out before the next scan (a half-faded toast reads as low contrast).
  await expect(page.getByText(/^Exported \d+ subscribers?$/)).toBeHidden({ timeout: 15_000 });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/messages-375.png`, fullPage: true });
});

test('on a phone the dashboard menu opens from the hamburger and closes when a tab is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close dashboard menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: `${SHOTS}/dashboard-menu-375.png` });

  await nav.getByRole('button', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toHaveAttribute('aria-expanded', 'false');
  await expectNoHorizontalScroll(page);
});

test('Logout returns to the sign-in page and the dashboard is no longer reachable', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Messages');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminData')])).toEqual([
    null,
    null,
  ]);

  await page.goto('/admin/dashboard?tab=messages');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toHaveCount(0);
});
