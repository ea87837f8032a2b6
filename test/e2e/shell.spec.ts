import { expect, test } from './support/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expectNoHorizontalScroll, expectNoSeriousAxeIssues, SHOTS, signIn, staffToken } from './support/dashboard';

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

  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  // The server ended that session too: the token no longer opens anything.
  const after = await page.request.get('/api/admin/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('an account an admin created chooses its own password before the dashboard opens', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const account = { username: `first.${Date.now().toString(36)}`, password: 'Given-By-Admin-4410' };
  const created = await request.post('/api/admin/admins', {
    headers,
    data: { ...account, email: `${account.username}@example.lk`, firstName: 'Nadeesha', lastName: 'Herath' },
  });
  expect(created.status()).toBe(201);
  const { admin } = (await created.json()) as { admin: { _id: string } };

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
    await expectNoSeriousAxeIssues(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/first-password-${width}.png`, fullPage: true });
    if (width === 375) {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  }

  // An easily guessed password: the server's reason and how to do better.
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm new password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.locator('.form-error')).toContainText('This password is too easy to guess');
  await page.getByLabel('New password', { exact: true }).fill('Hantana-Ridge-Sunrise-7');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Hantana-Ridge-Sunrise-7');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

  await request.delete(`/api/admin/admins/${admin._id}`, { headers });
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

  // The holder first replaces the password the admin chose (through the API here; the screen has its own test).
  const first = await request.post('/api/admin/login', { data: account });
  const changed = await request.put('/api/admin/change-password', {
    headers: { authorization: `Bearer ${((await first.json()) as { token: string }).token}` },
    data: { currentPassword: account.password, newPassword: `${account.password}-own` },
  });
  expect(changed.status()).toBe(200);
  await signIn(page, { ...account, password: `${account.password}-own` });
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  // The dashboard's first calls are answered before the account is deactivated: one refused while the page reloads
  // would end the session in the page being left, and the reloaded page would find no session to end.
  await page.waitForLoadState('networkidle');
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
