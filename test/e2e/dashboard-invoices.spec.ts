import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
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

/** The cells of one CSV line as a spreadsheet reads them: quoted text unquoted, bare numbers as they are. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  const cell = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (let match = cell.exec(line); match && match.index < line.length; match = cell.exec(line)) {
    const raw = match[1]!;
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (match[2] === '') break;
  }
  return cells;
}

test('an admin approves a priced booking and finds its invoice unpaid, in the CSV and on paper', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const customer = {
    name: `Chaminda Wijesinghe ${stamp}`,
    email: `chaminda.${stamp}@example.lk`,
    phone: '+94 76 555 1234',
  };
  await requestBooking(request, { eventDate: parkDay(120 + (Date.now() % 300)), customer });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.getByRole('searchbox').fill(customer.email);
  const card = page.getByRole('article', { name: new RegExp(customer.name) });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Booking approved. Confirmation email sent to customer.')).toBeVisible();

  // The invoice, found by the customer's name: unpaid, the whole amount owed, the deposit due next.
  const gapsAnswer = page.waitForResponse((response) => response.url().endsWith('/api/bookings/admin/number-gaps'));
  await openTab(page, 'Invoices');
  await expect(page.getByRole('table', { name: /Money owed today/ })).toBeVisible();
  // No restore has set numbers aside: the panel of gaps is not shown.
  expect((await (await gapsAnswer).json()) as unknown).toEqual({ gaps: [] });
  await expect(page.getByRole('heading', { name: 'Numbers set aside' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(customer.name);
  const table = page.getByRole('table', { name: 'Invoices, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText(customer.email);
  await expect(row.locator('.invoice-status')).toHaveText('Unpaid');
  await expect(row).toHaveClass(/money--owed/);
  const number = (await row.locator('.invoices-table__number strong').textContent()) ?? '';
  expect(number).toMatch(/^INV-\d{4}-\d{5}$/);
  const shownAmount = Number(
    (await row.locator('.invoices-table__amount').first().textContent())?.replace(/[^\d]/g, ''),
  );
  expect(shownAmount).toBeGreaterThan(0);
  await expect(row.locator('td[data-label="Balance"]')).toHaveText(`LKR ${shownAmount.toLocaleString('en-LK')}`);
  await expect(row.locator('.invoices-table__due')).toContainText('Due ');
  const totals = page.getByRole('group', { name: 'Totals of the invoices listed' });
  await expect(totals).toContainText('Of the 1 invoice listed');

  // Still owed lists it; Paid does not.
  await page.getByLabel('Status').selectOption('owed');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Status').selectOption('paid');
  await expect(page.getByText('No invoice matches these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('unpaid');
  await expect(table.getByRole('row')).toHaveCount(2);

  // The approval's toast fades out before the scan (a half-faded toast reads as low contrast).
  await expect(page.getByText('Booking approved. Confirmation email sent to customer.')).toBeHidden({
    timeout: 15_000,
  });
  await expectNoSeriousAxeIssues(page, undefined, 'Invoices at 1280 px');
  await page.screenshot({ path: `${SHOTS}/dashboard-invoices-1280.png`, fullPage: true });

  // The CSV a spreadsheet gets: the invoice's amount is a number, not text.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csvFile.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  const header = csvCells(lines[0]!);
  const line = lines.find((text) => text.includes(number));
  expect(line, `${number} in the CSV`).toBeTruthy();
  const cells = csvCells(line!);
  const amountCell = cells[header.indexOf('Amount (LKR)')]!;
  expect(amountCell).toMatch(/^\d+$/);
  expect(Number(amountCell)).toBe(shownAmount);
  expect(Number(cells[header.indexOf('Balance (LKR)')])).toBe(shownAmount);
  expect(cells[header.indexOf('Customer')]).toBe(customer.name);
  expect(cells[header.indexOf('Status')]).toBe('unpaid');

  // The invoice and the customer's statement of account, as PDFs.
  const invoiceDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: `Invoice PDF ${number}` }).click();
  expect((await invoiceDownload).suggestedFilename()).toBe(`${number}.pdf`);
  const statementDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: `Statement (PDF) of ${customer.name}` }).click();
  const statement = await statementDownload;
  expect(statement.suggestedFilename()).toMatch(/^statement-chaminda-wijesinghe-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
  const statementText = execFileSync(process.execPath, ['test/support/pdf-text.mjs'], {
    input: await readFile(await statement.path()),
  }).toString();
  expect(statementText).toContain(customer.name);
  expect(statementText).toContain(number);

  // On a phone: each invoice is a card, nothing scrolls sideways. (The export's toast fades out first: a half-faded
  // toast reads as low contrast.)
  await expect(page.getByText('Exported 1 invoice.')).toBeHidden({ timeout: 15_000 });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row.locator('.invoice-status')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeIssues(page, undefined, 'Invoices at 375 px');
  await page.screenshot({ path: `${SHOTS}/dashboard-invoices-375.png`, fullPage: true });
});
