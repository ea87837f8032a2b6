import { expect, type Page, test, waitingForTheApp } from './support/test';

/** The 1st of next month in Kandy, as the calendar names it. */
function firstOfNextMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A visitor on /venues with the stall form filled in up to the stall plan, which is left open. */
async function openStallPlan(page: Page, name: string) {
  await page.goto('/venues');
  await page.getByRole('article', { name: 'Vendor Stalls' }).getByRole('button', { name: 'Rent Stall' }).click();
  const form = page.locator('#booking-form');
  await form.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(`${name.split(' ')[0]?.toLowerCase()}@example.lk`);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+94 77 222 3344');
  await page.getByRole('button', { name: 'Open calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: new RegExp(`^${firstOfNextMonth()}, available`) }).click();
  await form.getByRole('button', { name: 'Choose a Stall' }).click();
  return { form, plan: page.getByRole('dialog', { name: 'Choose a vendor stall' }) };
}

test.describe.configure({ timeout: 90_000 });

test('two visitors race for one stall: the first holds it, the second is told and sees it held', async ({
  page,
  browser,
}) => {
  // The second visitor is on another network: one address holds one stall at a time.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });
  const other = waitingForTheApp(await elsewhere.newPage());
  const first = await openStallPlan(page, 'Sunil Gunawardena');
  const second = await openStallPlan(other, 'Iresha Madushani');

  // Other journeys may have rented stalls already: race for the first stall of Block F still free.
  const free = first.plan.getByRole('button', { name: /^Stall F\d+, available$/ }).first();
  const stallId = /Stall (F\d+)/.exec((await free.getAttribute('aria-label')) ?? '')?.[1] as string;
  await free.click();
  await expect(first.plan).toBeHidden();
  await expect(first.form.getByText(/held for you until \d{1,2}:\d{2} [AP]M/)).toBeVisible();

  // The second visitor's plan was drawn before the hold: their click meets it.
  await second.plan.getByRole('button', { name: `Stall ${stallId}, available` }).click();
  await expect(
    other.getByText(
      `Stall ${stallId} is being held by another visitor for a few minutes. Please choose another stall.`,
    ),
  ).toBeVisible();
  await expect(second.plan).toBeVisible();
  const heldButton = second.plan.getByRole('button', { name: `Stall ${stallId}, held by another visitor` });
  await expect(heldButton).toBeDisabled();

  // The holder's request goes through with the hold; the stall is then rented for everyone.
  await first.form.getByRole('button', { name: 'Send Rental Request' }).click();
  await expect(page.getByText(/^Stall rental request submitted successfully!/)).toBeVisible();
  await other.reload();
  const again = await openStallPlan(other, 'Iresha Madushani');
  await expect(again.plan.getByRole('button', { name: `Stall ${stallId}, booked` })).toBeDisabled();
  await other.context().close();
});
