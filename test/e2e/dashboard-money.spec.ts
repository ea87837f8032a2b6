import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_MAIL_DIR } from '../../playwright.config';
import { expect, test, type APIRequestContext, type Locator } from './support/test';
import {
  expectNoHorizontalScroll,
  openTab,
  parkDay,
  requestBooking,
  SHOTS,
  signIn,
  staffToken,
} from './support/dashboard';

test.describe.configure({ timeout: 150_000 });

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; file: string }>;
}

/** The PDFs e-mailed to `address` so far, with their text as pdfjs-dist reads it. */
function pdfsMailedTo(address: string): Array<{ filename: string; text: string }> {
  return readdirSync(E2E_MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(E2E_MAIL_DIR, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address))
    .flatMap((mail) => mail.attachments.filter((a) => a.contentType === 'application/pdf'))
    .map((attachment) => ({
      filename: attachment.filename,
      text: execFileSync(process.execPath, ['test/support/pdf-text.mjs'], {
        input: readFileSync(join(E2E_MAIL_DIR, attachment.file)),
      }).toString(),
    }));
}

/** The private My booking link e-mailed to `address`. */
function myBookingLinkOf(address: string): string | undefined {
  const mail = readdirSync(E2E_MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(E2E_MAIL_DIR, file), 'utf8')) as ReceivedMail)
    .find((m) => m.to.includes(address) && m.subject.startsWith('We received'));
  return /http:\/\/\S+\/my-booking#[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
}

/** A stall of block F nobody holds now (other journeys share this server). */
async function freeStall(request: APIRequestContext): Promise<string> {
  const booked = (
    (await (await request.get('/api/bookings/vendor-stalls/booked')).json()) as { bookedStalls: string[] }
  ).bookedStalls;
  const free = Array.from({ length: 12 }, (_, i) => `F${12 - i}`).find((id) => !booked.includes(id));
  if (!free) throw new Error('no free stall in block F');
  return free;
}

/** The value beside a figure's label (`<dt>` then `<dd>`). */
const figure = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

test('a manager approves a wedding and a stall rental, records the first month’s rent, and sees it received', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const bride = { name: `Dilani Fernando ${stamp}`, email: `dilani.${stamp}@example.lk`, phone: '+94 71 234 5678' };
  const vendor = { name: `Sunil Bandara ${stamp}`, email: `sunil.${stamp}@example.lk`, phone: '+94 77 222 3333' };
  await requestBooking(request, { eventDate: parkDay(45 + (Date.now() % 200)), customer: bride });
  const stallId = await freeStall(request);
  const rental = await request.post('/api/bookings', {
    data: {
      venue: 'Vendor Stalls',
      eventType: 'vendor stall rental',
      eventDate: parkDay(0),
      duration: 1,
      customer: vendor,
      stallInfo: { stallId, block: 'F', stallNumber: Number(stallId.slice(1)), blockName: 'Block F' },
    },
  });
  expect(rental.status(), await rental.text()).toBe(201);

  await signIn(page);
  // The wedding, approved from its card: the invoice is issued and e-mailed.
  const card = page.getByRole('article', { name: new RegExp(bride.name) });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Booking approved. Confirmation email sent to customer.')).toBeVisible();

  // The rental, approved from the stall grid; then the first month's rent.
  await openTab(page, 'Vendor Stalls');
  await expect(page.getByText('Live data')).toBeVisible({ timeout: 20_000 });
  const stall = page.getByRole('button', { name: new RegExp(`^${stallId} `) });
  await stall.click();
  const details = page.getByRole('dialog', { name: `Stall ${stallId}` });
  await details.getByRole('button', { name: 'Approve Rental' }).click();
  await expect(page.getByText('Booking approved. Confirmation email sent to customer.').last()).toBeVisible();
  await expect(details).toBeHidden();
  await expect(stall).toHaveText(`${stallId} Booked`, { timeout: 20_000 });

  await stall.click();
  const payments = details.getByRole('region', { name: 'Payments' });
  await expect(figure(payments, 'Months charged')).toHaveText('1');
  await expect(figure(payments, 'Balance')).toHaveText('LKR 30,000');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/dashboard-money-stall-1280.png` });
  await payments.getByRole('button', { name: 'Record payment' }).click();
  const form = page.getByRole('dialog', { name: 'Record payment' });
  await expect(form.getByLabel('Amount (LKR)')).toHaveValue('30000');
  await form.getByLabel('Method').selectOption('cash');
  await form.getByLabel(/Reference/).fill('Counter 2');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/dashboard-money-payment-375.png` });
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(/Payment of LKR 30,000 recorded: receipt RCT-\d{4}-\d{5}/)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(figure(payments, 'Balance')).toHaveText(/LKR 0|ahead/);
  await expectNoHorizontalScroll(page);
  await page.keyboard.press('Escape');

  // The customers' mailboxes: the invoice with the wedding's approval, the receipt with the rent.
  await expect.poll(() => pdfsMailedTo(bride.email).length, { timeout: 20_000 }).toBe(1);
  const [invoice] = pdfsMailedTo(bride.email);
  expect(invoice?.filename).toMatch(/^INV-\d{4}-\d{5}\.pdf$/);
  expect(invoice?.text).toContain(bride.name);
  expect(invoice?.text).toContain('LKR 150,000');
  expect(invoice?.text).toContain('LKR 75,000');
  // The wedding's deposit, recorded from its card under Approved Events.
  await openTab(page, 'Bookings');
  await page.getByRole('tab', { name: /Approved Events/ }).click();
  const approved = page.getByRole('article', { name: new RegExp(bride.name) });
  await expect(figure(approved, 'Invoiced')).toHaveText('LKR 150,000');
  await expect(figure(approved, 'Balance')).toHaveText('LKR 150,000');
  await approved.getByRole('button', { name: 'Record payment' }).click();
  const deposit = page.getByRole('dialog', { name: 'Record payment' });
  await expect(deposit.getByLabel('Amount (LKR)')).toHaveValue('75000');
  await deposit.getByLabel('Method').selectOption('bank transfer');
  await deposit.getByRole('button', { name: 'Record payment' }).click();
  await expect(figure(approved, 'Paid')).toHaveText('LKR 75,000');
  await page.screenshot({ path: `${SHOTS}/dashboard-money-card-375.png` });

  // The bride's own page lists her invoice and her receipt.
  const link = myBookingLinkOf(bride.email);
  expect(link).toBeTruthy();
  await page.goto(link as string);
  const money = page.getByRole('region', { name: 'Payments' });
  await expect(money).toContainText('LKR 75,000');
  await expect(money.getByRole('button', { name: /Download the invoice/ })).toBeVisible();
  await expect(money.getByRole('button', { name: /Download receipt RCT-\d{4}-\d{5}/ })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await money.screenshot({ path: `${SHOTS}/my-booking-money-375.png` });
  await page.goto('/admin/dashboard');

  // The vendor's: the first month's rent invoice with the approval, then its receipt.
  await expect
    .poll(() => pdfsMailedTo(vendor.email).map((pdf) => pdf.filename.slice(0, 3)), { timeout: 20_000 })
    .toEqual(['INV', 'RCT']);
  const receipt = pdfsMailedTo(vendor.email).find((pdf) => pdf.filename.startsWith('RCT'));
  expect(receipt?.filename).toMatch(/^RCT-\d{4}-\d{5}\.pdf$/);
  expect(receipt?.text).toContain(vendor.name);
  expect(receipt?.text).toContain(`stall ${stallId}`);
  expect(receipt?.text).toContain('LKR 30,000');

  // Analytics: Received beside Total Revenue, the sum of every payment recorded.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openTab(page, 'Analytics');
  const token = await staffToken(request);
  const listed = (await (
    await request.get('/api/bookings/admin/payments', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { total: number };
  expect(listed.total).toBeGreaterThanOrEqual(30_000);
  await expect(page.locator('.stat-card', { hasText: 'Received' }).locator('.stat-card__value')).toHaveText(
    `LKR ${listed.total.toLocaleString('en-LK')}`,
  );
  await expect(page.locator('.stat-card', { hasText: 'Total Revenue' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-money-analytics-1280.png`, fullPage: true });
});

test('an admin cancels an approved wedding keeping part of the deposit, refunds the rest, then deletes it', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const couple = { name: `Kumari Jayasinghe ${stamp}`, email: `kumari.${stamp}@example.lk`, phone: '+94 77 123 4567' };
  const auth = { authorization: `Bearer ${await staffToken(request)}` };
  // Arranged through the API: an approved wedding at the Open Air Arena, far ahead, whose deposit was paid.
  const id = await requestBooking(request, {
    venue: 'Open Air Arena',
    eventDate: parkDay(250 + (Date.now() % 300)),
    customer: couple,
  });
  const approved = await request.patch(`/api/bookings/${id}/status`, { headers: auth, data: { status: 'confirmed' } });
  expect(approved.status(), await approved.text()).toBe(200);
  const account = (await (await request.get(`/api/bookings/admin/${id}/account`, { headers: auth })).json()) as {
    invoice: { invoiced: number; nextDueAmount: number };
  };
  const paid = account.invoice.nextDueAmount;
  const kept = 10_000;
  const lkr = (amount: number) => `LKR ${amount.toLocaleString('en-LK')}`;
  const deposit = await request.post(`/api/bookings/admin/${id}/payments`, {
    headers: auth,
    data: { amount: paid, receivedOn: parkDay(0), method: 'cash', idempotencyKey: crypto.randomUUID() },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);

  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: /Approved Events/ }).click();
  await page.getByRole('searchbox').fill(couple.email);
  const card = page.getByRole('article', { name: new RegExp(couple.name) });
  await expect(figure(card, 'Paid')).toHaveText(lkr(paid));
  await card.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await dialog.getByLabel('Reason for cancellation').fill('The family asked to cancel: a death in the family.');
  const keep = dialog.getByLabel('Keep as a cancellation charge (LKR)');
  await expect(keep).toHaveValue('0');
  await keep.fill(String(paid + 1));
  await expect(dialog.getByText(`At most ${lkr(paid)} can be kept.`)).toBeVisible();
  await keep.fill(String(kept));
  await expect(dialog.getByText(`To refund to the customer: ${lkr(paid - kept)}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-cancel-booking-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-cancel-booking-375.png` });
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText(/Booking cancelled\. .*credit note CRN-\d{4}-\d{5}/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();

  // Under Not Approved: the credited invoice, what was kept and what is to refund.
  await page.getByRole('tab', { name: /Not Approved/ }).click();
  const cancelled = page.getByRole('article', { name: new RegExp(couple.name) });
  await expect(cancelled).toContainText('Cancelled after approval');
  await expect(cancelled).toContainText('a death in the family');
  const money = cancelled.getByRole('region', { name: 'Payments' });
  await expect(money.locator('.money-status')).toHaveText('Credited');
  await expect(figure(money, 'Kept')).toHaveText(lkr(kept));
  await expect(cancelled.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  await expect(money).toContainText(`To refund: ${lkr(paid - kept)}`);
  const creditButton = money.getByRole('button', { name: /^Credit note CRN-\d{4}-\d{5}$/ });
  await expect(creditButton).toBeVisible();
  await expectNoHorizontalScroll(page);
  await money.screenshot({ path: `${SHOTS}/dashboard-credited-invoice-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await cancelled.screenshot({ path: `${SHOTS}/dashboard-credited-invoice-1280.png` });
  const download = page.waitForEvent('download');
  await creditButton.click();
  expect((await download).suggestedFilename()).toMatch(/^CRN-\d{4}-\d{5}\.pdf$/);

  // Money is owed back: the booking cannot be deleted yet, and the toast says what to do.
  await cancelled.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Booking' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${lkr(paid - kept)} received on invoice`)).toBeVisible();
  await expect(
    page.getByText(/record the refund \(or apply the credit to another booking\) before deleting the booking/),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await money.getByRole('button', { name: 'Record refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Record refund' });
  await expect(refund.getByLabel('Amount refunded (LKR)')).toHaveValue(String(paid - kept));
  await refund.getByLabel(/Reference/).fill('BOC 88120');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText(/Refund of .* recorded: refund note RFD-\d{4}-\d{5}/)).toBeVisible();
  await expect(refund).toBeHidden();
  await expect(money).toContainText('Settled: nothing is owed either way.');
  await expect(money.getByRole('button', { name: 'Record refund' })).toBeHidden();
  await money.getByText('1 payment, 1 refund').click();
  await expect(money.getByRole('button', { name: /^Download refund note RFD-\d{4}-\d{5}$/ })).toBeVisible();

  // The customer has the credit note and the refund note.
  await expect
    .poll(() => pdfsMailedTo(couple.email).map((pdf) => pdf.filename.slice(0, 3)), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['INV', 'RCT', 'CRN', 'RFD']));
  const creditNote = pdfsMailedTo(couple.email).find((pdf) => pdf.filename.startsWith('CRN'));
  expect(creditNote?.text).toContain(couple.name);
  expect(creditNote?.text).toContain(lkr(kept));

  // The customer's own page shows the credit note and the refund, with their PDFs.
  const link = myBookingLinkOf(couple.email);
  expect(link).toBeDefined();
  const visitor = await page.context().newPage();
  await visitor.goto(link as string);
  const payments = visitor.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText(/Credit note CRN-\d{4}-\d{5}: .* taken off the invoice/);
  await expect(payments).toContainText(`${lkr(kept)} of what you paid is kept as a cancellation charge`);
  await expect(payments.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await expect(payments).not.toContainText('due by');
  const refundNote = visitor.waitForEvent('download');
  await payments.getByRole('button', { name: /^Download refund note RFD-\d{4}-\d{5} \(PDF\)$/ }).click();
  expect((await refundNote).suggestedFilename()).toMatch(/^RFD-\d{4}-\d{5}\.pdf$/);
  await visitor.setViewportSize({ width: 375, height: 800 });
  await payments.screenshot({ path: `${SHOTS}/my-booking-cancelled-375.png` });
  await visitor.close();

  // Settled: the booking may now be deleted; its documents stay in the money views.
  await cancelled.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Booking' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Booking deleted successfully')).toBeVisible();
  await expect(cancelled).toBeHidden();
});
