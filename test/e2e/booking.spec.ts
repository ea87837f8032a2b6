import { expect, test, type APIRequestContext, type Page } from './support/test';
import { E2E_ADMIN } from '../../playwright.config';

/** Today's date in Kandy, as the site computes it. */
function parkToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
}

/** The given day of next month (Kandy time), as yyyy-mm-dd and as the calendar names it. */
function dayNextMonth(day: number): { iso: string; label: string } {
  const [year, month] = parkToday().split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month, day));
  return {
    iso: date.toISOString().slice(0, 10),
    label: date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  };
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

async function fillContact(page: Page, name: string) {
  const form = page.locator('#booking-form');
  await form.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email Address' }).fill('visitor@example.lk');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+94 77 123 4567');
}

async function chooseDateNextMonth(page: Page, label: string) {
  await page.getByRole('button', { name: 'Open calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: new RegExp(`^${label}, available`) }).click();
  await expect(calendar).toBeHidden();
}

const venueCard = (page: Page, name: string) => page.getByRole('article', { name });

// Each journey loads the page more than once; the machines running these are shared and slow.
test.describe.configure({ timeout: 90_000 });

test('a visitor books the Open Air Arena for a free day and staff see the request', async ({ page, request }) => {
  const day = dayNextMonth(10);
  await page.goto('/venues');
  await venueCard(page, 'Open Air Arena').getByRole('button', { name: 'Book Now' }).click();
  const form = page.locator('#booking-form');
  await expect(form.getByRole('combobox', { name: 'Venue' })).toHaveValue('Open Air Arena');
  await expect(form).toBeInViewport();

  await fillContact(page, 'Chaminda Jayasuriya');
  await chooseDateNextMonth(page, day.label);
  await expect(form.getByRole('textbox', { name: 'Event Date' })).toHaveValue(day.label);
  await form.getByRole('spinbutton', { name: 'Expected Guests' }).fill('4500');
  await form.getByRole('combobox', { name: 'Event Type' }).selectOption('musical shows');
  await form.getByRole('combobox', { name: 'Duration' }).selectOption('full-day');
  await form.getByRole('textbox', { name: 'Special Requirements' }).fill('Stage lighting for a baila night.');
  await form.getByRole('button', { name: 'Send Booking Request' }).click();

  const toast = page.getByText(/^Booking request submitted successfully! Booking ID: /);
  await expect(toast).toBeVisible();
  const text = (await toast.textContent()) ?? '';
  expect(text).toMatch(/We will contact you within 24 hours regarding your Open Air Arena booking\.$/);
  const id = /Booking ID: ([^.\s]+)\./.exec(text)?.[1];
  expect(id).toBeTruthy();
  await expect(form.getByRole('combobox', { name: 'Venue' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');

  const token = await staffToken(request);
  const list = await request.get('/api/bookings?pageSize=500', { headers: { authorization: `Bearer ${token}` } });
  const { bookings } = (await list.json()) as {
    bookings: { _id: string; venue: string; eventDate: string; status: string; guests: number; eventType: string }[];
  };
  expect(bookings.find((booking) => booking._id === id)).toMatchObject({
    venue: 'Open Air Arena',
    eventDate: day.iso,
    status: 'pending',
    guests: 4500,
    eventType: 'musical shows',
  });
});

test('a visitor rents a stall and the stall then shows as taken', async ({ page }) => {
  const day = dayNextMonth(1);
  await page.goto('/venues');
  const card = venueCard(page, 'Vendor Stalls');
  // Other journeys on this server may have rented stalls already: count from what the card says now.
  const count = card.getByText(/^Available Stalls \d+ \/ 100$/);
  await expect(count).toBeVisible();
  const before = Number(/(\d+) \//.exec((await count.textContent()) ?? '')?.[1]);
  await card.getByRole('button', { name: 'Rent Stall' }).click();
  const form = page.locator('#booking-form');
  await expect(form.getByRole('combobox', { name: 'Venue' })).toHaveValue('Vendor Stalls');
  await expect(form.getByRole('spinbutton', { name: 'Expected Guests' })).toHaveCount(0);

  await fillContact(page, 'Fathima Rizna');
  await chooseDateNextMonth(page, day.label);
  await form.getByRole('button', { name: 'Choose a Stall' }).click();
  const selector = page.getByRole('dialog', { name: 'Choose a vendor stall' });
  await selector.getByRole('button', { name: 'Stall D5, available' }).click();
  await expect(selector).toBeHidden();
  await expect(form.getByText('Block D')).toBeVisible();
  await form.getByRole('button', { name: 'Send Rental Request' }).click();

  await expect(
    page.getByText(
      /^Stall rental request submitted successfully! Booking ID: \S+\. We will contact you within 24 hours regarding your Vendor Stalls rental\.$/,
    ),
  ).toBeVisible();
  await expect(card.getByText(`Available Stalls ${before - 1} / 100`)).toBeVisible();

  await form.getByRole('combobox', { name: 'Venue' }).selectOption('Vendor Stalls');
  await form.getByRole('button', { name: 'Choose a Stall' }).click();
  await expect(selector.getByRole('button', { name: 'Stall D5, booked' })).toBeDisabled();
  await expect(selector.getByRole('button', { name: 'Stall D6, available' })).toBeEnabled();

  await page.reload();
  await page.getByRole('combobox', { name: 'Venue' }).selectOption('Vendor Stalls');
  await page.getByRole('button', { name: 'Choose a Stall' }).click();
  await expect(selector.getByRole('button', { name: 'Stall D5, booked' })).toBeDisabled();
});

test('a booked day and a blocked day cannot be chosen', async ({ page, request }) => {
  const booked = dayNextMonth(20);
  const blocked = dayNextMonth(22);
  const created = await request.post('/api/bookings', {
    data: {
      venue: 'Open Air Arena',
      eventType: 'wedding',
      eventDate: booked.iso,
      duration: 1,
      customer: { name: 'Ishara Fernando', email: 'ishara@example.lk', phone: '+94 71 555 0101' },
      guests: 300,
      specialRequirements: '',
      notes: '',
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const approved = await request.patch(`/api/bookings/${_id}/status`, { headers, data: { status: 'confirmed' } });
  expect(approved.ok()).toBeTruthy();
  const block = await request.post('/api/bookings/admin-block', {
    headers,
    data: {
      venue: 'Open Air Arena',
      eventDate: blocked.iso,
      duration: 1,
      eventType: 'other',
      notes: 'Admin blocked date',
    },
  });
  expect(block.status()).toBe(201);

  await page.goto('/venues');
  await page.getByRole('combobox', { name: 'Venue' }).selectOption('Open Air Arena');
  await page.getByRole('button', { name: 'Open calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await calendar.getByRole('button', { name: 'Next month' }).click();
  const bookedDay = calendar.getByRole('button', { name: `${booked.label}, booked` });
  await expect(bookedDay).toBeDisabled();
  await expect(bookedDay).toHaveAttribute('data-state', 'booked');
  await expect(calendar.getByRole('button', { name: `${blocked.label}, admin blocked` })).toBeDisabled();
  await bookedDay.click({ force: true });
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Event Date' })).toHaveValue('');

  // The same day for another venue is still free.
  await page.getByRole('combobox', { name: 'Venue' }).selectOption('Open Area');
  await page.getByRole('button', { name: 'Open calendar' }).click();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.getByRole('button', { name: new RegExp(`^${booked.label}, available`) })).toBeEnabled();
});
