import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeIssues,
  openTab,
  parkDay,
  requestBooking,
  SHOTS,
  signIn,
  staffToken,
} from './support/dashboard';

test.describe.configure({ timeout: 120_000 });

test('staff open a customer’s account from the invoice book: bookings, documents, statement and aging', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const customer = {
    name: `Sunethra Gunawardena ${stamp}`,
    email: `sunethra.${stamp}@example.lk`,
    phone: '+94 71 555 0199',
  };
  const id = await requestBooking(request, { eventDate: parkDay(90 + (Date.now() % 200)), customer });
  const token = await staffToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  expect(
    (await request.patch(`/api/bookings/${id}/status`, { headers: auth, data: { status: 'confirmed' } })).status(),
  ).toBe(200);
  const paid = await request.post(`/api/bookings/admin/${id}/payments`, {
    headers: auth,
    data: { amount: 10_000, receivedOn: parkDay(0), method: 'cash', reference: '', idempotencyKey: randomUUID() },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openTab(page, 'Invoices');
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(customer.email);
  const table = page.getByRole('table', { name: 'Invoices, newest first' });
  await table.getByRole('link', { name: customer.name }).click();

  await expect(page.getByRole('heading', { level: 2, name: customer.name })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open booking ${id} in the Bookings tab` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Money documents, newest first' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('group', { name: /Owed today, by days late/ })).toBeVisible();
  await expectNoSeriousAxeIssues(page, undefined, 'Customer account at 1280 px');
  await page.screenshot({ path: `${SHOTS}/dashboard-customer-account-1280.png`, fullPage: true });

  const statement = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Statement (PDF)' }).click();
  expect((await statement).suggestedFilename()).toMatch(/^statement-sunethra-gunawardena-[a-z0-9-]+\.pdf$/);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { level: 2, name: customer.name })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeIssues(page, undefined, 'Customer account at 375 px');
  await page.screenshot({ path: `${SHOTS}/dashboard-customer-account-375.png`, fullPage: true });
});
