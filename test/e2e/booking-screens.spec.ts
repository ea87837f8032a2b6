import { expect, test } from './support/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expectNoHorizontalScroll, expectNoSeriousAxeIssues } from './support/page-checks';

const SHOTS = 'test-results/screenshots';

function parkToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
}

function laterThisMonthOrNext(offset: number): string {
  const [year, month, day] = parkToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

test.beforeAll(async ({ request }) => {
  // A booked day, a blocked day and a rented stall, so the screenshots show every state.
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/bookings', {
    data: {
      venue: 'Open Air Arena',
      eventType: 'wedding',
      eventDate: laterThisMonthOrNext(3),
      duration: 3,
      customer: { name: 'Ruwan Silva', email: 'ruwan@example.lk', phone: '+94 77 555 0102' },
      guests: 400,
      specialRequirements: '',
      notes: '',
    },
  });
  if (created.status() === 201) {
    const { _id } = (await created.json()) as { _id: string };
    await request.patch(`/api/bookings/${_id}/status`, { headers, data: { status: 'confirmed' } });
  }
  await request.post('/api/bookings/admin-block', {
    headers,
    data: { venue: 'Open Air Arena', eventDate: laterThisMonthOrNext(8), duration: 1 },
  });
  for (const stallId of ['A3', 'B10', 'C1']) {
    await request.post('/api/bookings', {
      data: {
        venue: 'Vendor Stalls',
        eventType: 'vendor stall rental',
        eventDate: laterThisMonthOrNext(1),
        duration: 1,
        customer: { name: 'Stall Holder', email: 'stalls@example.lk', phone: '+94 81 222 3344' },
        guests: 1,
        specialRequirements: '',
        notes: '',
        stallInfo: {
          stallId,
          block: stallId[0],
          stallNumber: Number(stallId.slice(1)),
          blockName: `Block ${stallId[0]}`,
        },
      },
    });
  }
});

// Axe scans of four views take a while on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

for (const width of [375, 1280]) {
  test(`the Venues page, its calendar and stall selector at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.goto('/venues');
    await expect(page.getByText(/^Available Stalls \d+ \/ 100$/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeIssues(page);
    await page.screenshot({ path: `${SHOTS}/venues-${width}.png`, fullPage: true });

    await page.getByRole('article', { name: 'Open Air Arena' }).getByRole('button', { name: 'Learn More' }).click();
    const details = page.getByRole('dialog', { name: 'Open Air Arena' });
    await expect(details.getByRole('heading', { name: 'Features' })).toBeVisible();
    await expectNoSeriousAxeIssues(page, '[role="dialog"]');
    await page.screenshot({ path: `${SHOTS}/venues-details-${width}.png` });
    await details.getByRole('button', { name: 'Book This Venue' }).click();
    await expect(details).toBeHidden();

    await page.getByRole('button', { name: 'Open calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose a date' });
    // Near a month's end the booked days fall in the next month.
    if (laterThisMonthOrNext(3).slice(0, 7) !== parkToday().slice(0, 7)) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(calendar.locator('[data-state="booked"]').first()).toBeVisible();
    await expectNoSeriousAxeIssues(page, '[role="dialog"]');
    await page.screenshot({ path: `${SHOTS}/venues-calendar-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();

    await page.getByRole('combobox', { name: 'Venue' }).selectOption('Vendor Stalls');
    await page.getByRole('button', { name: 'Choose a Stall' }).click();
    const stalls = page.getByRole('dialog', { name: 'Choose a vendor stall' });
    await expect(stalls.getByRole('button', { name: 'Stall A3, booked' })).toBeDisabled();
    // Choosing a stall holds it for ten minutes, so each width (a visitor of its own) chooses a stall of its own.
    const chosen = width < 500 ? 'A5' : 'A7';
    await stalls.getByRole('button', { name: `Stall ${chosen}, available` }).click();
    await page.getByRole('button', { name: 'Change Stall' }).click();
    await expect(stalls.getByRole('button', { name: `Stall ${chosen}, selected` })).toBeVisible();
    await expectNoSeriousAxeIssues(page, '[role="dialog"]');
    await page.screenshot({ path: `${SHOTS}/venues-stalls-${width}.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Send Rental Request' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields (Name, Email, Phone, Date).');
    await page.locator('#booking-form').scrollIntoViewIfNeeded();
    await page.locator('#booking-form').screenshot({ path: `${SHOTS}/venues-form-${width}.png` });
    await expectNoHorizontalScroll(page);
  });
}
