import { expect, test } from './support/test';
import { E2E_ADMIN } from '../../playwright.config';
import { signIn, staffToken } from './support/dashboard';

test('the home page loads with the header, footer and a way to book', async ({ page }) => {
  await page.goto('/');
  // The brand link is named by the words it shows (WCAG 2.5.3), so a voice user can say them.
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Kandy Cultural Park\s*Nuwara Sanskruthika Udyanaya$/ }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Now' })).toBeVisible();
  await expect(page.getByText('© 2025 Kandy Cultural Park')).toBeVisible();
});

test('deep links load the app', async ({ page }) => {
  await page.goto('/venues');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Venues' })).toHaveClass(
    /is-active/,
  );
});

test('an unknown path shows the error screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
});

test('/admin and /admin/dashboard without a token land on the sign-in page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('a wrong password shows the server message; the first admin reaches the dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');

  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('a session the server ends (account deactivated) returns to sign-in with a word why', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const account = { username: `shell.${Date.now().toString(36)}`, password: 'Lotus-Pond-5713' };
  const created = await request.post('/api/admin/admins', {
    headers,
    data: {
      ...account,
      email: `${account.username}@example.lk`,
      firstName: 'Ishara',
      lastName: 'Dias',
      role: 'moderator',
    },
  });
  expect(created.status()).toBe(201);
  const { admin } = (await created.json()) as { admin: { _id: string } };

  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await request.patch(`/api/admin/admins/${admin._id}`, { headers, data: { isActive: false } });

  // The next call the dashboard makes is refused (401): the session ends wherever the user is.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login\?session=ended$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your session has ended (signed out elsewhere, password changed or account deactivated). Please log in again.',
  );
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

  await request.delete(`/api/admin/admins/${admin._id}`, { headers });
});
