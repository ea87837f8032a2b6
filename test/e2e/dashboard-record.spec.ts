import ICAL from 'ical.js';
import { expect, test, type Page } from './support/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeIssues,
  openTab,
  parkDay,
  requestBooking,
  SHOTS,
  signIn,
} from './support/dashboard';

test.describe.configure({ timeout: 120_000 });

const card = (page: Page, customer: string) => page.getByRole('article', { name: new RegExp(customer) });

test('staff approve a booking; Activity names them and the booking; the calendar feed carries it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const customer = 'Tharindu Record Journey';
  const phone = '+94 77 515 3088';
  const email = 'tharindu.record@example.lk';
  // A retry requests another day: the first attempt's booking may hold this one.
  const day = parkDay(53 + test.info().retry);
  const api = await playwright.request.newContext({ baseURL });
  const bookingId = await requestBooking(api, {
    venue: 'Open Air Arena',
    eventType: 'wedding',
    eventDate: day,
    customer: { name: customer, email, phone },
    guests: 400,
  });

  await signIn(page);
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(customer);
  const pending = card(page, customer);
  await expect(pending).toBeVisible({ timeout: 20_000 });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Booking approved. Confirmation email sent to customer.')).toBeVisible({
    timeout: 20_000,
  });

  // The Activity tab: the newest entry is this approval, by the signed-in admin, about this customer's booking.
  await openTab(page, 'Activity');
  await page.getByLabel('Kind of action').selectOption({ label: 'Approved a booking' });
  const entry = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem').first();
  await expect(entry).toContainText('Approved a booking', { timeout: 20_000 });
  await expect(entry).toContainText('Park Administrator');
  await expect(entry).toContainText('@e2eadmin');
  const about = entry.getByRole('link', { name: new RegExp(`^${customer} · Open Air Arena`) });
  await expect(about).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/activity-1280.png`, fullPage: true });
  await expectNoSeriousAxeIssues(page, 'main');

  // The row links to the booking: its list, searched by its id, where its history says who did what.
  await about.click();
  await expect(page).toHaveURL(new RegExp(`list=approved.*q=${bookingId}`));
  const approved = card(page, customer);
  await expect(approved).toBeVisible({ timeout: 20_000 });
  await approved.getByText('History').click();
  const history = approved.getByRole('list', { name: 'History of this booking' });
  // Requested, approved, and the invoice the approval issued.
  await expect(history.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
  await expect(history.getByRole('listitem').nth(0)).toContainText('Requested a booking');
  await expect(history.getByRole('listitem').nth(0)).toContainText('by Visitor');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Approved a booking (Pending → Approved)');
  await expect(history.getByRole('listitem').nth(1)).toContainText('by Park Administrator');
  await expect(history.getByRole('listitem').nth(2)).toContainText('Issued an invoice');

  // Profile Settings: turn the calendar feed on and read its address as a calendar app would, signed out.
  await openTab(page, 'Profile Settings');
  await page.getByRole('button', { name: 'Turn on calendar feed' }).click();
  await expect(page.getByText('Your calendar feed is on. Add its address to your calendar app.')).toBeVisible({
    timeout: 20_000,
  });
  const address = await page.getByLabel('Your calendar address').inputValue();
  expect(address).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await page.screenshot({ path: `${SHOTS}/profile-calendar-feed-1280.png`, fullPage: true });

  const feed = await api.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  for (const secret of [customer, phone, email]) expect(text).not.toContain(secret);
  const events = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  const event = events.find((candidate) => candidate.uid === `${bookingId}@kandypark.lk`);
  expect(event?.summary).toBe('Wedding at Open Air Arena');
  expect(event?.startDate.toString()).toBe(day);
  expect(event?.description).toContain('Guests: 400');

  // On a phone the record reads as a column of small cards.
  await page.setViewportSize({ width: 375, height: 800 });
  await openTab(page, 'Activity');
  await expect(page.getByRole('list', { name: 'Activity, newest first' })).toBeVisible({ timeout: 20_000 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/activity-375.png`, fullPage: true });
  await openTab(page, 'Profile Settings');
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/profile-calendar-feed-375.png`, fullPage: true });
  await api.dispose();
});
