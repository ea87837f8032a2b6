import { expect, test } from './support/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeIssues,
  openTab,
  parkDay,
  SHOTS,
  signIn,
  staffToken,
} from './support/dashboard';

// Each journey loads the dashboard and the public site more than once; the machines running these are shared.
test.describe.configure({ timeout: 120_000 });

function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A day's name starts with what its cell shows when venues are taken ("14 OA, March 14, 2027, …"). */
function dayName(label: string): RegExp {
  return new RegExp(`(^|, )${label},`);
}

function monthsAhead(iso: string): number {
  const [year, month] = parkDay(0).split('-').map(Number) as [number, number];
  const [targetYear, targetMonth] = iso.split('-').map(Number) as [number, number];
  return (targetYear - year) * 12 + (targetMonth - month);
}

test('staff block a day for a venue and the public calendar shows it as Admin Blocked', async ({ page }) => {
  const day = parkDay(71);
  const label = longDate(day);

  await signIn(page);
  await openTab(page, 'Booking Calendar');
  for (const text of ['Available', 'Booked', 'Past Date']) {
    await expect(page.getByRole('list', { name: 'Legend' }).getByText(text, { exact: true })).toBeVisible();
  }
  const codes = page.getByRole('group', { name: 'Venue codes' });
  for (const [code, venue] of [
    ['OAR', 'Open Air Arena'],
    ['OA', 'Open Area'],
    ['CH', 'Conference Hall'],
    ['BH', 'Banquet Hall'],
    ['AUD', 'Auditorium'],
    ['VS', 'Vendor Stalls'],
  ] as const) {
    await expect(codes.getByText(code, { exact: true })).toBeVisible();
    await expect(codes.getByText(venue, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: new RegExp(`(^|, )${longDate(parkDay(0))}, today`) })).toBeEnabled();

  for (let step = 0; step < monthsAhead(day); step += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  const dayButton = page.getByRole('button', { name: dayName(label) });
  await expect(dayButton).toHaveAccessibleName(`${label}, available`, { timeout: 20_000 });
  await dayButton.click();

  const modal = page.getByRole('dialog', { name: 'Block Date' });
  await expect(modal.getByRole('textbox', { name: 'Date' })).toHaveValue(label);
  await expect(modal.getByRole('textbox', { name: 'Duration' })).toHaveValue('1 day');
  await expect(modal.getByRole('textbox', { name: 'Type' })).toHaveValue('Admin Block');
  await modal.getByRole('button', { name: 'Block Date' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please select a venue');
  await expectNoSeriousAxeIssues(page);

  await modal.getByRole('combobox', { name: 'Venue' }).selectOption('Open Area');
  await modal.getByRole('button', { name: 'Block Date' }).click();
  await expect(page.getByText('Date blocked successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(modal).toBeHidden();
  // The name starts with what the cell shows, the day's number and the venue's code (WCAG 2.5.3).
  await expect(dayButton).toHaveAccessibleName(`${Number(day.slice(8))} OA, ${label}, blocked: Open Area blocked`, {
    timeout: 20_000,
  });
  await expect(dayButton).toContainText('OA');

  // The visitors' calendar refuses that day for the Open Area, and only for it.
  await page.goto('/venues');
  await page.getByRole('combobox', { name: 'Venue' }).selectOption('Open Area');
  await page.getByRole('button', { name: 'Open calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  for (let step = 0; step < monthsAhead(day); step += 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(calendar.getByRole('button', { name: `${label}, admin blocked` })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Venue' }).selectOption('Open Air Arena');
  await page.getByRole('button', { name: 'Open calendar' }).click();
  for (let step = 0; step < monthsAhead(day); step += 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(calendar.getByRole('button', { name: new RegExp(`^${label}, available`) })).toBeEnabled();
});

test('the Booking Calendar tab passes axe and fits phones and laptops', async ({ page, request }) => {
  // A day of this month with a venue taken, so the scan sees a cell with venue codes: the month's last day
  // (today at the latest), blocked for the Banquet Hall unless an earlier run already blocked it.
  const today = parkDay(0);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = `${today.slice(0, 8)}${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
  const block = await request.post('/api/bookings/admin-block', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { venue: 'Banquet Hall', eventDate: lastDay, duration: 1, eventType: 'other', notes: 'Admin blocked date' },
  });
  expect([201, 409], await block.text()).toContain(block.status());

  await signIn(page);
  await openTab(page, 'Booking Calendar');
  await expect(page.getByText('Admin Blocks', { exact: true }).locator('xpath=following-sibling::p[1]')).toHaveText(
    /^\d+$/,
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByRole('button', { name: new RegExp(`^\\d+ [^,]+, ${longDate(lastDay)},`) })).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-calendar-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/dashboard?tab=calendar');
  await expect(page.getByText('Admin Blocks', { exact: true }).locator('xpath=following-sibling::p[1]')).toHaveText(
    /^\d+$/,
    {
      timeout: 20_000,
    },
  );
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-calendar-375.png`, fullPage: true });
});
