import { findDialog } from '@/test/dialogs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredAdmin, getToken, saveSession } from '@/lib/session';
import { fakeStaffServer, fakeToken, newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';
import { passwordProblem } from '@/features/admin/utils/password';
import { ProfileSettingsTab } from './ProfileSettingsTab';

const startToken = fakeToken('start');

beforeEach(() => {
  localStorage.clear();
  saveSession(startToken, newAdmin());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('passwordProblem', () => {
  const base = { currentPassword: 'Kandy-Lake-1', newPassword: 'Perahera-22', confirmPassword: 'Perahera-22' };
  it('says SPEC.md words for a mismatch and a short password, and refuses the current one', () => {
    expect(passwordProblem({ ...base, confirmPassword: 'Perahera-23' })).toBe('New passwords do not match');
    expect(passwordProblem({ ...base, newPassword: 'abc', confirmPassword: 'abc' })).toBe(
      'New password must be at least 6 characters long',
    );
    expect(passwordProblem({ ...base, newPassword: base.currentPassword, confirmPassword: base.currentPassword })).toBe(
      'New password must be different from the current password.',
    );
    expect(passwordProblem(base)).toBe('');
  });
});

describe('Profile Settings', () => {
  it('shows the account, with the role upper-cased and an unset phone said plainly', async () => {
    fakeStaffServer({ me: newAdmin({ role: 'moderator', lastLogin: null }) });
    renderStaff(<ProfileSettingsTab />);
    const facts = (await screen.findByRole('heading', { name: 'Personal information' })).closest('section')!;
    expect(within(facts).getAllByText('MODERATOR').length).toBeGreaterThan(0);
    expect(within(facts).getByText('nimal@kandypark.lk')).toBeInTheDocument();
    expect(within(facts).getByText('Not given')).toBeInTheDocument();
    expect(within(facts).getByText('Never')).toBeInTheDocument();
    expect(within(facts).getByText('January 10, 2026')).toBeInTheDocument();
  });

  it('edits the profile: required names, the e-mail read-only, the stored account follows', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffServer();
    renderStaff(<ProfileSettingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await findDialog({ name: 'Edit Profile' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('E-mail cannot be changed')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('First name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Please enter a first name.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.type(within(dialog).getByLabelText('First name'), 'Nimali');
    await user.type(within(dialog).getByLabelText('Phone (optional)'), '+94 77 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      username: 'nimal',
      firstName: 'Nimali',
      lastName: 'Perera',
      phone: '+94 77 123 4567',
    });
    await waitFor(() => expect(getStoredAdmin()?.fullName).toBe('Nimali Perera'));
    expect(getToken()).toBe(startToken);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's sentence when the username is taken", async () => {
    const user = userEvent.setup();
    fakeStaffServer({ admins: [newAdmin(), newAdmin({ _id: 'a2', username: 'kamal' })] });
    renderStaff(<ProfileSettingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await findDialog({ name: 'Edit Profile' });
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'kamal');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('That username is already taken. Please choose another.')).toBeVisible();
    expect(getStoredAdmin()?.username).toBe('nimal');
  });

  it('changes the password and keeps the session on the fresh token the server answers', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffServer();
    renderStaff(<ProfileSettingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await findDialog({ name: 'Change Password' });
    const submit = within(dialog).getByRole('button', { name: 'Change Password' });

    await user.type(within(dialog).getByLabelText('Current password'), 'Kandy-Lake-1');
    await user.type(within(dialog).getByLabelText('New password'), 'Perahera-22');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Perahera-23');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(requests.some((request) => request.url === '/api/admin/change-password')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Perahera-22');
    await user.click(submit);

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/admin/change-password')?.body).toEqual({
      currentPassword: 'Kandy-Lake-1',
      newPassword: 'Perahera-22',
      confirmPassword: 'Perahera-22',
    });
    // The fresh token the fake server answered with (its expiry is the second it was made).
    expect(JSON.parse(atob(getToken()!.split('.')[1]!)).sub).toBe('fresh');
    expect(getStoredAdmin()?.username).toBe('nimal');
  });

  it("says the server's reason when the current password is wrong, and keeps the old token", async () => {
    const user = userEvent.setup();
    fakeStaffServer();
    renderStaff(<ProfileSettingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await findDialog({ name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'not-it');
    await user.type(within(dialog).getByLabelText('New password'), 'Perahera-22');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Perahera-22');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(dialog).findByText('Your current password is not correct. Please check it and try again.'),
    ).toBeVisible();
    expect(getToken()).toBe(startToken);
  });
});
