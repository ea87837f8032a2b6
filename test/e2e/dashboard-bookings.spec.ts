import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_MAIL_DIR } from '../../playwright.config';
import { expect, test, type Page } from './support/test';
import {
  animationsDone,
  expectNoHorizontalScroll,
  expectNoSeriousAxeIssues,
  parkDay,
  requestBooking,
  SHOTS,
  signIn,
} from './support/dashboard';

// Each journey loads the dashboard and the public site more than once; the machines running these are shared.
test.describe.configure({ timeout: 120_000 });

/** "March 15, 2026", as the calendars name a day. */
function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** How many months after this one (in Kandy) `iso` falls. */
function monthsAhead(iso: string): number {
  const [year, month] = parkDay(0).split('-').map(Number) as [number, number];
  const [targetYear, targetMonth] = iso.split('-').map(Number) as [number, number];
  return (targetYear - year) * 12 + (targetMonth - month);
}

const card = (page: Page, customer: string) => page.getByRole('article', { name: new RegExp(customer) });
const subTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Narrows the current list with the search box (the server shares its data with other journeys). */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(text);
}

test('a visitor’s request is approved, moves to Approved Events, and its day is booked on the public calendar', async ({
  page,
  request,
}) => {
  const day = parkDay(43);
  const customer = 'Anura Dissanayake Journey';
  await requestBooking(request, {
    venue: 'Open Air Arena',
    eventType: 'musical shows',
    eventDate: day,
    customer: { name: customer, email: 'anura.journey@example.lk', phone: '+94 77 430 9921' },
    guests: 2500,
    specialRequirements: 'Stage lighting for a baila night.',
  });

  await signIn(page);
  await expect(subTab(page, 'Pending')).toHaveAttribute('aria-selected', 'true');
  for (const label of ['Total', 'Pending', 'Active Events', 'Vendor Stalls', 'Rejected', 'History']) {
    await expect(page.getByRole('region', { name: 'Booking counts' }).getByText(label, { exact: true })).toBeVisible();
  }
  await search(page, customer);
  const pending = card(page, customer);
  await expect(pending).toBeVisible({ timeout: 20_000 });
  await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
  await expect(pending.getByText(longDate(day))).toBeVisible();
  await expect(pending.getByText('LKR 1,250,000')).toBeVisible();
  await expect(pending.getByText('Stage lighting for a baila night.')).toBeVisible();

  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Booking approved. Confirmation email sent to customer.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(pending).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('No bookings match your search.')).toBeVisible();

  await subTab(page, 'Approved Events').click();
  await expect(page).toHaveURL(/list=approved/);
  const approved = card(page, customer);
  await expect(approved).toBeVisible({ timeout: 20_000 });
  await expect(approved.getByText('Approved', { exact: true })).toBeVisible();
  await expect(approved.getByRole('button', { name: 'Mark Complete' })).toBeVisible();

  // The visitors' calendar now shows the day as booked for that venue.
  await page.goto('/venues');
  await page.getByRole('combobox', { name: 'Venue' }).selectOption('Open Air Arena');
  await page.getByRole('button', { name: 'Open calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  for (let step = 0; step < monthsAhead(day); step += 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(calendar.getByRole('button', { name: `${longDate(day)}, booked` })).toBeDisabled();
});

test('a request is rejected with a reason, reopened, rejected again and deleted', async ({ page, request }) => {
  const customer = 'Pradeep Kumarasinghe Journey';
  await requestBooking(request, {
    venue: 'Open Area',
    eventType: 'birthday',
    eventDate: parkDay(47),
    customer: { name: customer, email: 'pradeep.journey@example.lk', phone: '+94 76 118 2736' },
    guests: 120,
  });

  await signIn(page);
  // Staff often have only the caller's number to hand: the search finds a booking by its phone digits.
  await search(page, '118 2736');
  const pending = card(page, customer);
  await expect(pending).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article')).toHaveCount(1);

  await pending.getByRole('button', { name: 'Reject' }).click();
  const modal = page.getByRole('dialog', { name: 'Reject Booking' });
  await modal.getByLabel('Reason for rejection (optional)').fill('The lawn is being re-turfed that week.');
  await modal.getByRole('button', { name: 'Reject Booking' }).click();
  await expect(page.getByText('Booking rejected. Notification email sent to customer.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(modal).toBeHidden();

  await subTab(page, 'Not Approved').click();
  const rejected = card(page, customer);
  await expect(rejected).toBeVisible({ timeout: 20_000 });
  await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(rejected.getByText('The lawn is being re-turfed that week.')).toBeVisible();

  await rejected.getByRole('button', { name: 'Reopen' }).click();
  await expect(rejected).toBeHidden({ timeout: 20_000 });
  await subTab(page, 'Pending').click();
  const reopened = card(page, customer);
  await expect(reopened.getByText('Pending', { exact: true })).toBeVisible({ timeout: 20_000 });

  await reopened.getByRole('button', { name: 'Reject' }).click();
  await modal.getByRole('button', { name: 'Reject Booking' }).click();
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await subTab(page, 'Not Approved').click();
  const again = card(page, customer);
  await again.getByRole('button', { name: 'Delete' }).click();
  const prompt = page.getByRole('dialog', { name: 'Delete Booking' });
  await expect(prompt).toContainText('This action cannot be undone.');
  await prompt.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Booking deleted successfully')).toBeVisible({ timeout: 20_000 });
  await expect(again).toBeHidden();
  await expect(page.getByText('No bookings match your search.')).toBeVisible();

  await search(page, '');
  for (const name of ['Pending', 'Approved Events', 'Vendor Stalls', 'Not Approved', 'Booking History']) {
    await subTab(page, name).click();
    await expect(page.getByRole('article', { name: new RegExp(customer) })).toHaveCount(0);
  }
});

test('a stranger’s three stall requests are rejected together, with one reason, and each customer is told', async ({
  page,
  request,
}) => {
  // Other journeys rent stalls too: take three of Block E still free.
  const booked = (
    (await (await request.get('/api/bookings/vendor-stalls/booked')).json()) as { bookedStalls: string[] }
  ).bookedStalls;
  const free = Array.from({ length: 12 }, (_, i) => `E${i + 1}`).filter((id) => !booked.includes(id));
  const names = ['Hoarder Journey Amal', 'Hoarder Journey Bimal', 'Hoarder Journey Chamal'];
  for (const [i, name] of names.entries()) {
    await requestBooking(request, {
      venue: 'Vendor Stalls',
      eventType: 'vendor stall rental',
      eventDate: parkDay(3),
      customer: { name, email: `hoarder.${i}@example.lk`, phone: `+94 70 900 00${i}${i}` },
      stallInfo: { stallId: free[i] },
    });
  }

  await signIn(page);
  await search(page, 'Hoarder Journey');
  await expect(page.getByRole('article')).toHaveCount(3, { timeout: 20_000 });
  const rejectSelected = page.getByRole('button', { name: 'Reject selected' });
  await expect(rejectSelected).toBeDisabled();
  await page.getByRole('checkbox', { name: /Select all on this page/ }).check();
  for (const name of names) {
    await expect(page.getByRole('checkbox', { name: new RegExp(`Select the request of ${name}`) })).toBeChecked();
  }
  await expect(page.getByText('(3 selected)')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-bookings-selected-1280.png`, fullPage: true });

  await rejectSelected.click();
  const modal = page.getByRole('dialog', { name: 'Reject Selected Bookings' });
  await expect(modal.getByRole('listitem')).toHaveCount(3);
  await animationsDone(page);
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-bookings-reject-selected-1280.png` });
  await modal.getByLabel('Reason for rejection (optional)').fill('One stall per trader, please call the park.');
  await modal.getByRole('button', { name: 'Reject 3 Bookings' }).click();
  await expect(page.getByText('3 bookings rejected. Notification emails sent to customers.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(modal).toBeHidden();
  await expect(page.getByText('No bookings match your search.')).toBeVisible({ timeout: 20_000 });

  await subTab(page, 'Not Approved').click();
  await expect(page.getByRole('article')).toHaveCount(3, { timeout: 20_000 });
  for (const name of names) {
    await expect(card(page, name).getByText('One stall per trader, please call the park.')).toBeVisible();
  }
  // Each customer receives their own rejection notice, with the reason.
  await expect
    .poll(() => {
      const mails = readdirSync(E2E_MAIL_DIR)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(join(E2E_MAIL_DIR, file), 'utf8')) as { to: string[]; text: string });
      return names
        .map((_, i) => `hoarder.${i}@example.lk`)
        .filter((to) =>
          mails.some((m) => m.to.includes(to) && m.text.includes('One stall per trader, please call the park.')),
        ).length;
    })
    .toBe(3);
});

test('the Bookings tab passes axe and fits phones and laptops', async ({ page, request }) => {
  await requestBooking(request, {
    venue: 'Open Area',
    eventType: 'wedding',
    eventDate: parkDay(131),
    customer: { name: 'Tharushi Gunawardena', email: 'tharushi@example.lk', phone: '+94 71 662 0045' },
    guests: 220,
    specialRequirements: 'Extra parking for forty vehicles.',
  });
  await signIn(page);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-bookings-1280.png`, fullPage: true });

  await page.getByRole('article').first().getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('dialog', { name: 'Reject Booking' })).toBeVisible();
  await animationsDone(page);
  await expectNoSeriousAxeIssues(page);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/dashboard?list=pending');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole('checkbox', { name: /^Select the request of/ })
    .first()
    .check();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-bookings-375.png`, fullPage: true });
});
