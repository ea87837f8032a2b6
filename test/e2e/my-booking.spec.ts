import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page, test } from './support/test';
import { E2E_ADMIN, E2E_MAIL_DIR } from '../../playwright.config';
import { expectNoSeriousAxeIssues } from './support/page-checks';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** A day `days` ahead in Kandy, yyyy-mm-dd. */
function parkDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Sends a request as a visitor would, and answers the My booking link from the e-mail they receive. */
async function requestAndReadLink(request: APIRequestContext, email: string, body: Record<string, unknown>) {
  const response = await request.post('/api/bookings', {
    data: { customer: { name: 'Chamari Wijesinghe', email, phone: '+94 77 555 0101' }, ...body },
  });
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { _id: string })._id;
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = readdirSync(E2E_MAIL_DIR)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(join(E2E_MAIL_DIR, file), 'utf8')) as ReceivedMail);
      const mail = mails.find(
        (m) => m.to.includes(email) && m.text.includes(id) && m.subject.startsWith('We received'),
      );
      link = /http:\/\/\S+\/my-booking#[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return { id, link: link as string };
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxeIssues(page, undefined, `${name} at ${width} px`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

test('a visitor opens the link from their e-mail, sees the request and cancels it', async ({ page, request }) => {
  const email = `chamari-${Date.now()}@example.lk`;
  const { id, link } = await requestAndReadLink(request, email, {
    venue: 'Open Area',
    eventType: 'exhibitions',
    eventDate: parkDay(40),
    duration: 3,
    guests: 400,
  });

  const response = await page.goto(link);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  const card = page.getByRole('article', { name: 'Open Area' });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText(id)).toBeVisible();
  await expect(card.getByText('LKR 450,000')).toBeVisible();
  await expect(card.getByText('Booking for Chamari Wijesinghe')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await shoot(page, 'my-booking-pending');

  await page.getByRole('button', { name: 'Cancel this request' }).click();
  const prompt = page.getByRole('dialog', { name: 'Cancel this request?' });
  await prompt.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your request is cancelled. We have let our team know')).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel this request' })).toHaveCount(0);

  // Reloaded, the link still shows the cancelled request.
  await page.reload();
  await expect(card.getByText('You cancelled this request. Nothing is owed.')).toBeVisible();
});

test('a confirmed booking offers its calendar file; a wrong link reveals nothing', async ({ page, request }) => {
  const email = `ruwan-${Date.now()}@example.lk`;
  const day = parkDay(45);
  const { id, link } = await requestAndReadLink(request, email, {
    venue: 'Open Air Arena',
    eventType: 'wedding',
    eventDate: day,
    duration: 1,
    guests: 600,
  });
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const approved = await request.patch(`/api/bookings/${id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'confirmed' },
  });
  expect(approved.ok()).toBeTruthy();

  await page.goto(link);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel this request' })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kandy-park-booking-[0-9a-f]{8}\.ics$/);
  const file = readFileSync(await download.path(), 'utf8');
  expect(file).toContain(`UID:${id}@kandypark.lk`);
  expect(file).toContain(`DTSTART;VALUE=DATE:${day.replace(/-/g, '')}`);
  await shoot(page, 'my-booking-confirmed');

  const wrong = `${link.slice(0, -4)}${link.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  await page.goto(wrong);
  await expect(page.getByRole('heading', { name: 'We could not open this booking link' })).toBeVisible();
  await expect(page.getByText('Open Air Arena')).toHaveCount(0);
  await shoot(page, 'my-booking-wrong-link');
});
