import { expect, type Locator, type Page, test } from './support/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expectNoHorizontalScroll, expectNoSeriousAxeIssues, openTab, SHOTS, signIn } from './support/dashboard';

// Whole journeys through several sign-ins on a busy shared machine.
test.describe.configure({ timeout: 120_000 });

function adminCard(page: Page, username: string): Locator {
  return page.locator('article').filter({ hasText: `@${username}` });
}

async function logout(page: Page) {
  const hamburger = page.getByRole('button', { name: 'Open dashboard menu' });
  if (await hamburger.isVisible()) await hamburger.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function createAccount(
  page: Page,
  account: { username: string; password: string; firstName: string; lastName: string; role: 'Admin' | 'Moderator' },
) {
  await page.getByRole('button', { name: 'Create New Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Admin' });
  await dialog.getByLabel('First name').fill(account.firstName);
  await dialog.getByLabel('Last name').fill(account.lastName);
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('E-mail').fill(`${account.username}@example.lk`);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('Role').selectOption({ label: account.role });
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(page.getByText('Admin account created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a moderator is created, has no Admin Management, edits the profile and changes the password; then deleted', async ({
  page,
}) => {
  const username = `mod.${Date.now().toString(36)}`;
  const givenPassword = 'Given-By-Admin-3391';
  const oldPassword = 'Temple-Bells-4172';
  const newPassword = 'Esala-Perahera-8826';

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openTab(page, 'Admin Management');

  // The form's own rules first: nothing is sent while a required field is empty or the password is short.
  await page.getByRole('button', { name: 'Create New Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Admin' });
  await dialog.getByLabel('Password', { exact: true }).fill('abc');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.getByText('Please enter a username.')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admins-create-errors-1280.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await createAccount(page, {
    username,
    password: givenPassword,
    firstName: 'Sanduni',
    lastName: 'Jayasinghe',
    role: 'Moderator',
  });
  const card = adminCard(page, username);
  await expect(card.getByRole('heading', { name: 'Sanduni Jayasinghe' })).toBeVisible();
  await expect(card.getByText('MODERATOR')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Never')).toBeVisible();
  // The same username twice: the server's sentence.
  await page.getByRole('button', { name: 'Create New Admin' }).click();
  await dialog.getByLabel('First name').fill('Sanduni');
  await dialog.getByLabel('Last name').fill('Jayasinghe');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(`other.${username}@example.lk`);
  await dialog.getByLabel('Password', { exact: true }).fill(givenPassword);
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.locator('.form-error')).toContainText(/username/i);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The moderator signs in: no Admin Management, not even by its address.
  await logout(page);
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(givenPassword);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  // First, a password of the moderator's own in place of the one the admin chose.
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(givenPassword);
  await page.getByLabel('New password', { exact: true }).fill(oldPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('button', { name: 'Profile Settings' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Admin Management' })).toHaveCount(0);
  // The park's record is for admins too.
  await expect(nav.getByRole('button', { name: 'Activity' })).toHaveCount(0);
  await page.goto('/admin/dashboard?tab=admins');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Management' })).toHaveCount(0);
  await expect(page.getByText('Signed in as')).toContainText('Sanduni Jayasinghe');

  // Edit Profile: the sidebar's "Signed in as" follows the new first name, and so does the next page load.
  await openTab(page, 'Profile Settings');
  await expect(page.getByText('MODERATOR').first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(edit.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await expect(edit.getByText('E-mail cannot be changed')).toBeVisible();
  await edit.getByLabel('First name').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Please enter a first name.')).toBeVisible();
  await edit.getByLabel('First name').fill('Sandu');
  await edit.getByLabel('Phone (optional)').fill('+94 77 123 4567');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Signed in as')).toContainText('Sandu Jayasinghe');
  await expect(page.locator('.profile__facts').first()).toContainText('+94 77 123 4567');
  await page.reload();
  await expect(page.getByText('Signed in as')).toContainText('Sandu Jayasinghe');

  // Change Password: the client's rules, the server's answer to a wrong current password, then the change.
  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  const submit = change.getByRole('button', { name: 'Change Password' });
  await change.getByLabel('Current password', { exact: true }).fill(oldPassword);
  await change.getByLabel('New password', { exact: true }).fill('abcdefg');
  await change.getByLabel('Confirm new password', { exact: true }).fill('abcdefh');
  await submit.click();
  await expect(change.getByRole('alert')).toHaveText('New passwords do not match');
  await change.getByLabel('New password', { exact: true }).fill('abc');
  await change.getByLabel('Confirm new password', { exact: true }).fill('abc');
  await submit.click();
  await expect(change.getByRole('alert')).toHaveText('New password must be at least 6 characters long');
  await change.getByLabel('New password', { exact: true }).fill(oldPassword);
  await change.getByLabel('Confirm new password', { exact: true }).fill(oldPassword);
  await submit.click();
  await expect(change.getByRole('alert')).toHaveText('New password must be different from the current password.');
  await change.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await change.getByLabel('New password', { exact: true }).fill(newPassword);
  await change.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await submit.click();
  await expect(change.locator('.form-error')).toHaveText(
    'Your current password is not correct. Please check it and try again.',
  );
  await change.getByLabel('Current password', { exact: true }).fill(oldPassword);
  await submit.click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(change).toBeHidden();

  // Still signed in with the fresh token: the server accepts it on the next loads.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await openTab(page, 'Messages');
  await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=messages$/);

  // The old password no longer signs in; the new one does.
  await logout(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, { username, password: newPassword });
  await expect(page.getByText('Signed in as')).toContainText('Sandu Jayasinghe');

  // Back as the admin: deactivate and reactivate the account, then delete it after the prompt.
  await logout(page);
  await signIn(page);
  await openTab(page, 'Admin Management');
  await expect(card.getByRole('heading', { name: 'Sandu Jayasinghe' })).toBeVisible();
  await card.getByRole('button', { name: /^Deactivate/ }).click();
  await expect(page.getByText('Admin account deactivated successfully')).toBeVisible();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /^Activate/ }).click();
  await expect(page.getByText('Admin account reactivated successfully')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete admin account' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Admin account deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('Profile Settings and Admin Management at 1280 and 375 px: own card, debug info, axe, screenshots', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);

  await openTab(page, 'Profile Settings');
  await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
  await expect(page.locator('.profile__facts').first()).toContainText(E2E_ADMIN.username);
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/profile-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/profile-change-password-1280.png` });
  await page.keyboard.press('Escape');

  await openTab(page, 'Admin Management');
  const own = adminCard(page, E2E_ADMIN.username);
  await expect(own.getByText('You', { exact: true })).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
  await page.getByText('Debug info').click();
  const debug = page.locator('.admins-debug');
  await expect(debug).toContainText('Token presentYes');
  await expect(debug).toContainText('GET /api/admin/admins');
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect(await debug.innerText()).not.toContain(token);
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/admins-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Create New Admin' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Admin' })).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/admins-create-1280.png` });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/admins-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Create New Admin' }).click();
  await page.screenshot({ path: `${SHOTS}/admins-create-375.png` });
  await page.keyboard.press('Escape');

  await openTab(page, 'Profile Settings');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/profile-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${SHOTS}/profile-edit-375.png` });
});
