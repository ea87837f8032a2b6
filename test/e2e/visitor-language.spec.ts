import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_MAIL_DIR } from '../../playwright.config';
import { expect, test } from './support/test';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

const mailsTo = (email: string): ReceivedMail[] =>
  readdirSync(E2E_MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(E2E_MAIL_DIR, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(email));

/** A day `days` ahead in Kandy, yyyy-mm-dd. */
function parkDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a visitor reading Sinhala writes in from the site and is answered in Sinhala', async ({ page }) => {
  const email = `dilini-${Date.now()}@example.lk`;
  await page.addInitScript(() => localStorage.setItem('parkLanguage', 'si'));
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  const form = page.getByRole('form', { name: 'සම්බන්ධ වීමේ පෝරමය' });
  await form.getByLabel('නම').fill('දිලිනි සේනානායක');
  await form.getByLabel('ඊ-තැපෑල').fill(email);
  await form.getByLabel('මාතෘකාව').fill('මංගල උත්සවයක්');
  await form.getByLabel('පණිවිඩය', { exact: true }).fill('දෙසැම්බර් මාසයේ විවෘත භූමිය ලබා ගත හැකිද?');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/contact'));
  await form.getByRole('button', { name: 'පණිවිඩය යවන්න' }).click();
  expect((await sent).headers()['accept-language']).toBe('si');
  await expect.poll(() => mailsTo(email).map((mail) => mail.subject)).toContain('ඔබේ පණිවිඩය අපට ලැබුණි');
  expect(mailsTo(email)[0]?.text).toContain('සුභ පැතුම් සහිතව');
});

test('a booking made in Tamil opens in Tamil from its link, on a device reading English', async ({ page, request }) => {
  const email = `kavitha-${Date.now()}@example.lk`;
  const response = await request.post('/api/bookings', {
    headers: { 'Accept-Language': 'ta' },
    data: {
      venue: 'Open Area',
      eventType: 'wedding',
      eventDate: parkDay(50),
      duration: 1,
      guests: 300,
      customer: { name: 'கவிதா சிவராசா', email, phone: '+94 77 555 0199' },
    },
  });
  expect(response.status()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = mailsTo(email).find((m) => m.subject.startsWith('உங்கள் முன்பதிவுக் கோரிக்கை கிடைத்தது'));
      link = /http:\/\/\S+\/my-booking#[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();

  await page.addInitScript(() => {
    if (!sessionStorage.getItem('opened')) localStorage.setItem('parkLanguage', 'en');
    sessionStorage.setItem('opened', 'yes');
  });
  await page.goto(link as string);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('பூங்காவில் உங்கள் முன்பதிவு');
  await expect(page.getByText('நிலுவையில்', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/my-booking-ta-1280.png', fullPage: true });
});
