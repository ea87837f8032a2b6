import { expect, test, type APIRequestContext, type Page } from './support/test';
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

// Each journey loads the dashboard more than once; the machines running these are shared and slow.
test.describe.configure({ timeout: 120_000 });

const stall = (page: Page, id: string) => page.getByRole('button', { name: new RegExp(`^${id} `) });

test('staff book a free stall for a customer, see the rental, and terminate it', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Vendor Stalls');
  await expect(page.getByText('Live data')).toBeVisible({ timeout: 20_000 });

  // Other journeys share this server: take the last stall that is free now, whatever they have booked.
  const free = page.getByRole('button', { name: / Free$/ }).last();
  const stallId = (await free.textContent())!.replace(/Free$/, '').trim();
  const available = Number(
    (await page.getByText('Available Stalls', { exact: true }).locator('xpath=following-sibling::p[1]').textContent())!,
  );

  await free.click();
  const details = page.getByRole('dialog', { name: `Stall ${stallId}` });
  await expect(details.getByText('Available', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Book This Stall' }).click();

  const form = page.getByRole('dialog', { name: `Book Stall ${stallId}` });
  await form.getByRole('button', { name: 'Book Stall' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await form.getByLabel('Customer name').fill('Sunethra Wickramasinghe');
  await form.getByLabel('E-mail').fill('sunethra@example.lk');
  await form.getByLabel('Phone').fill('+94 71 555 0199');
  await form.getByLabel('Notes').fill('Dumbara mats and lacquerware');
  await form.getByRole('button', { name: 'Book Stall' }).click();
  await expect(page.getByText(`Stall ${stallId} booked successfully!`)).toBeVisible({ timeout: 20_000 });
  await expect(form).toBeHidden();

  await expect(stall(page, stallId)).toHaveText(`${stallId} Booked`, { timeout: 20_000 });
  await expect(page.getByText('Available Stalls', { exact: true }).locator('xpath=following-sibling::p[1]')).toHaveText(
    String(available - 1),
  );
  await stall(page, stallId).click();
  const rental = page.getByRole('dialog', { name: `Stall ${stallId}` });
  await expect(rental.getByText('Sunethra Wickramasinghe')).toBeVisible();
  await expect(rental.getByText('sunethra@example.lk')).toBeVisible();
  await expect(rental.getByText('+94 71 555 0199')).toBeVisible();
  await expect(rental.getByText('Dumbara mats and lacquerware')).toBeVisible();

  // The person collecting reads the monthly rent and the amount due next, and records a month and a half.
  const money = rental.getByRole('region', { name: 'Payments' });
  const figure = (label: string) => money.locator('.money-figure', { has: page.getByText(label, { exact: true }) });
  await expect(figure('Monthly rent')).toContainText('LKR 30,000');
  await expect(figure('Amount due next')).toContainText('LKR 30,000');
  await money.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record payment' });
  await expect(payment.getByLabel('Amount (LKR)')).toHaveValue('30000');
  await payment.getByLabel('Amount (LKR)').fill('45000');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(/Payment of LKR 45,000 recorded/)).toBeVisible({ timeout: 20_000 });
  // Half of next month is paid ahead: the other half is what is due next, and what the form suggests.
  await expect(figure('Amount due next')).toContainText('LKR 15,000', { timeout: 20_000 });
  await money.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('dialog', { name: 'Record payment' }).getByLabel('Amount (LKR)')).toHaveValue('15000');
  await page.getByRole('dialog', { name: 'Record payment' }).getByRole('button', { name: 'Cancel' }).click();

  await rental.getByRole('button', { name: 'Terminate Rental' }).click();
  const confirm = page.getByRole('dialog', { name: 'Terminate rental?' });
  await expect(confirm).toContainText('cannot be undone');
  await page.screenshot({ path: `${SHOTS}/dashboard-stalls-terminate-1280.png` });
  await confirm.getByRole('button', { name: 'Terminate Rental' }).click();
  await expect(page.getByText(`Rental terminated. Stall ${stallId} is available again.`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(stall(page, stallId)).toHaveText(`${stallId} Free`, { timeout: 20_000 });
});

interface Arranged {
  id: string;
  status: 'pending' | 'confirmed';
}

/** Two rentals and one visitor's pending request on stalls that are free now, so the grid shows every state. */
async function arrangeRentals(request: APIRequestContext, headers: Record<string, string>): Promise<Arranged[]> {
  const { bookedStalls } = (await (await request.get('/api/bookings/vendor-stalls/booked')).json()) as {
    bookedStalls: string[];
  };
  const free = ['B3', 'B4', 'E7', 'C9', 'D2', 'F5', 'A6', 'A9'].filter((id) => !bookedStalls.includes(id));
  const stallInfo = (stallId: string) => ({
    stallId,
    block: stallId[0],
    stallNumber: Number(stallId.slice(1)),
    blockName: `Block ${stallId[0]}`,
  });
  const arranged: Arranged[] = [];
  for (const stallId of free.slice(0, 2)) {
    const booked = await request.post('/api/bookings/admin/vendor-stalls/book', {
      headers,
      data: {
        stallInfo: stallInfo(stallId),
        customer: { name: 'Chandrika Herath', email: 'chandrika@example.lk', phone: '+94 81 223 4455' },
        notes: 'Brassware',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    arranged.push({ id: ((await booked.json()) as { _id: string })._id, status: 'confirmed' });
  }
  const stallId = free[2]!;
  const id = await requestBooking(request, {
    venue: 'Vendor Stalls',
    eventType: 'vendor stall rental',
    eventDate: parkDay(1),
    guests: 1,
    stallInfo: stallInfo(stallId),
  });
  arranged.push({ id, status: 'pending' });
  return arranged;
}

/** Ends and removes what `arrangeRentals` made, so other journeys see the stalls as they were. */
async function removeRentals(request: APIRequestContext, headers: Record<string, string>, arranged: Arranged[]) {
  for (const { id, status } of arranged) {
    const to = status === 'confirmed' ? 'completed' : 'cancelled';
    await request.patch(`/api/bookings/${id}/status`, { headers, data: { status: to } });
    await request.delete(`/api/bookings/${id}`, { headers });
  }
}

for (const width of [375, 1280]) {
  test(`Vendor Stalls passes axe and fits at ${width} px, with its dialogs open too`, async ({ page, request }) => {
    const headers = { authorization: `Bearer ${await staffToken(request)}` };
    const arranged = await arrangeRentals(request, headers);
    try {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signIn(page);

      await openTab(page, 'Vendor Stalls');
      await expect(page.getByRole('region', { name: 'Block F' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: / Pending$/ }).first()).toBeVisible();
      await expectNoSeriousAxeIssues(page);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/dashboard-stalls-${width}.png`, fullPage: true });
      await page
        .getByRole('button', { name: / Pending$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Approve Rental' })).toBeVisible();
      await expectNoSeriousAxeIssues(page);
      await page.screenshot({ path: `${SHOTS}/dashboard-stalls-pending-${width}.png` });
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: / Free$/ })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Book This Stall' }).click();
      await expect(page.getByRole('dialog').getByLabel('Customer name')).toBeVisible();
      await expectNoSeriousAxeIssues(page);
      await page.screenshot({ path: `${SHOTS}/dashboard-stalls-form-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await removeRentals(request, headers, arranged);
    }
  });

  // Apart from the stalls journey: five axe scans and full-page screenshots in one test outran its time on a
  // loaded machine.
  test(`Venue Management and Analytics pass axe and fit at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    // Charts drawn at once (no animation), so the full-page screenshots show them settled.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);
    await openTab(page, 'Venue Management');
    await expect(page.getByRole('article', { name: 'Exhibition & Fairs Area' })).toContainText('Rs. 150,000');
    await expectNoSeriousAxeIssues(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-venues-${width}.png`, fullPage: true });

    await openTab(page, 'Analytics');
    await expect(page.getByText('Total Revenue')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('img', { name: /Stacked bar chart of vendor stalls by block/ })).toBeVisible();
    await page.getByRole('button', { name: 'Show data for Stall occupancy by block' }).click();
    await expect(page.getByRole('table', { name: 'Stall occupancy by block' })).toBeVisible();
    await expectNoSeriousAxeIssues(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-analytics-${width}.png`, fullPage: true });
  });
}
