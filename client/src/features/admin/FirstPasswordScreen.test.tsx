import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getStoredAdmin, getToken, saveSession } from '@/lib/session';
import { fakeStaffServer, fakeToken, newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';
import { DashboardPage } from './DashboardPage';

const firstToken = fakeToken('first');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('first sign-in with a password someone else chose', () => {
  it('asks for a new password before anything else, then opens the dashboard', async () => {
    const user = userEvent.setup();
    const me = newAdmin({ mustChangePassword: true });
    saveSession(firstToken, me);
    const { requests } = fakeStaffServer({ me, password: 'Given-By-Admin-77' });
    renderStaff(<DashboardPage />);

    const screenCard = (await screen.findByRole('heading', { name: 'Choose a new password' })).closest('section')!;
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(screenCard).getByText(/Your password was set by someone else/)).toBeInTheDocument();
    // Nothing but the profile is asked of the server meanwhile (it would refuse the rest with 403).
    expect(requests.map((request) => request.url)).toEqual(['/api/admin/profile']);

    await user.type(within(screenCard).getByLabelText('Current password'), 'Given-By-Admin-77');
    await user.type(within(screenCard).getByLabelText('New password'), 'Hantana-Ridge-Sunrise-7');
    await user.type(within(screenCard).getByLabelText('Confirm new password'), 'Hantana-Ridge-Sunrise-7');
    await user.click(within(screenCard).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Password changed successfully')).toBeInTheDocument();
    expect(getToken()).toBe(fakeToken('fresh'));
    expect(getStoredAdmin()?.mustChangePassword).toBe(false);
  });

  it('lets the person sign out instead, ending the session on the server', async () => {
    const user = userEvent.setup();
    const me = newAdmin({ mustChangePassword: true });
    saveSession(firstToken, me);
    const { requests } = fakeStaffServer({ me });
    renderStaff(<DashboardPage />);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(getToken()).toBeNull());
    const logout = requests.find((request) => request.url === '/api/admin/logout');
    expect(logout).toMatchObject({ method: 'POST', authorization: `Bearer ${firstToken}` });
  });
});

describe('Logout', () => {
  it('ends the session on the server, then forgets the token', async () => {
    const user = userEvent.setup();
    saveSession(firstToken, newAdmin());
    const { requests } = fakeStaffServer();
    renderStaff(<DashboardPage />);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(requests.find((request) => request.url === '/api/admin/logout')).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${firstToken}`,
    });
  });
});
