import { findDialog } from '@/test/dialogs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { formatRole } from '@/features/admin/utils/account-format';
import { tokenExpiry } from '@/lib/session';
import { AdminManagementTab } from './AdminManagementTab';
import { fakeStaffServer, fakeToken, newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';

const me = newAdmin();
const colleague = newAdmin({ _id: 'a2', username: 'kamal', role: 'moderator', firstName: 'Kamal', lastName: 'Silva' });

beforeEach(() => saveSession(fakeToken('me'), me));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function card(name: string) {
  return screen.getByRole('article', { name: new RegExp(name) });
}

describe('account formatting', () => {
  it('shows a role with underscores as spaces, upper-cased', () => {
    expect(formatRole('super_admin')).toBe('SUPER ADMIN');
    expect(formatRole('moderator')).toBe('MODERATOR');
  });

  it("reads a token's expiry without needing its signature, and copes with rubbish", () => {
    expect(tokenExpiry(fakeToken('x', 1_800_000_000))?.toISOString()).toBe('2027-01-15T08:00:00.000Z');
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry(null)).toBeNull();
  });
});

describe('Admin Management', () => {
  it('lists the accounts; one’s own card says You and offers no delete or deactivate', async () => {
    fakeStaffServer({ me, admins: [me, colleague] });
    renderStaff(<AdminManagementTab />);
    await screen.findByRole('heading', { name: /Kamal Silva/ });
    const own = card('Nimal Perera');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    const other = card('Kamal Silva');
    expect(within(other).getByText('MODERATOR')).toBeInTheDocument();
    expect(within(other).getByText('Active')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: /^Deactivate/ })).toBeEnabled();
    expect(within(other).getByRole('button', { name: /^Delete/ })).toBeEnabled();
    expect(screen.getByText('2 staff accounts: 2 active, 1 moderator.')).toBeInTheDocument();
  });

  it('deletes an account only after the prompt that it cannot be undone', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffServer({ me, admins: [me, colleague] });
    renderStaff(<AdminManagementTab />);
    await screen.findByRole('heading', { name: /Kamal Silva/ });
    await user.click(within(card('Kamal Silva')).getByRole('button', { name: /^Delete/ }));
    const confirm = await findDialog({ name: 'Delete admin account' });
    expect(confirm).toHaveTextContent('This action cannot be undone.');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Admin account deleted successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/admin/admins/a2');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Kamal Silva/ })).not.toBeInTheDocument());
  });

  it("deactivates and reactivates with the server's message", async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffServer({ me, admins: [me, colleague] });
    renderStaff(<AdminManagementTab />);
    await screen.findByRole('heading', { name: /Kamal Silva/ });
    await user.click(within(card('Kamal Silva')).getByRole('button', { name: /^Deactivate/ }));
    expect(await screen.findByText('Admin account deactivated successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ isActive: false });
    expect(await within(card('Kamal Silva')).findByText('Inactive')).toBeInTheDocument();
    await user.click(within(card('Kamal Silva')).getByRole('button', { name: /^Activate/ }));
    expect(await screen.findByText('Admin account reactivated successfully')).toBeInTheDocument();
  });

  it('creates an account: the form’s rules first, then the payload with the chosen role', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffServer({ me, admins: [me] });
    renderStaff(<AdminManagementTab />);
    await screen.findByRole('heading', { name: /Nimal Perera/ });
    await user.click(screen.getByRole('button', { name: 'Create New Admin' }));
    const dialog = await findDialog({ name: 'Create New Admin' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('admin');
    await user.type(within(dialog).getByLabelText('Password'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Create Admin' }));
    for (const problem of [
      'Please enter a username.',
      'Please enter an e-mail address.',
      'Password must be at least 6 characters long.',
      'Please enter a first name.',
      'Please enter a last name.',
    ]) {
      expect(within(dialog).getByText(problem)).toBeInTheDocument();
    }
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await waitFor(() => expect(within(dialog).getByLabelText('First name')).toHaveFocus());

    await user.type(within(dialog).getByLabelText('First name'), 'Sanduni');
    await user.type(within(dialog).getByLabelText('Last name'), 'Jayasinghe');
    await user.type(within(dialog).getByLabelText('Username'), 'sanduni');
    await user.type(within(dialog).getByLabelText('E-mail'), 'sanduni@kandypark.lk');
    await user.type(within(dialog).getByLabelText('Password'), '6');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'moderator');
    await user.click(within(dialog).getByRole('button', { name: 'Create Admin' }));

    expect(await screen.findByText('Admin account created successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      username: 'sanduni',
      email: 'sanduni@kandypark.lk',
      password: '123456',
      firstName: 'Sanduni',
      lastName: 'Jayasinghe',
      phone: '',
      role: 'moderator',
    });
    expect(await screen.findByRole('heading', { name: /Sanduni Jayasinghe/ })).toBeInTheDocument();
  });

  it('tells a moderator plainly that the tab is for admins when the server refuses (403)', async () => {
    fakeStaffServer({ me: newAdmin({ role: 'moderator' }), adminsStatus: 403 });
    renderStaff(<AdminManagementTab />);
    expect(await screen.findByText('Admin Management is for admin accounts only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Admin' })).not.toBeInTheDocument();
  });

  it('offers Create Test Admin when no admins are found, and shows the credentials once', async () => {
    const user = userEvent.setup();
    fakeStaffServer({ me, admins: [] });
    renderStaff(<AdminManagementTab />);
    expect(await screen.findByText('No admins found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Test Admin' }));
    const dialog = await findDialog({ name: 'Test admin created' });
    expect(within(dialog).getByText('generated-Pass-42')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('generated-Pass-42')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /admin/ })).toBeInTheDocument();
  });

  it('keeps the debug info free of the token itself', async () => {
    const user = userEvent.setup();
    fakeStaffServer({ me, admins: [me, colleague] });
    renderStaff(<AdminManagementTab />);
    await screen.findByRole('heading', { name: /Kamal Silva/ });
    await user.click(screen.getByText('Debug info'));
    const debug = screen.getByText('Debug info').closest('details')!;
    expect(debug).toHaveTextContent('Admins loaded2');
    expect(debug).toHaveTextContent('Token presentYes');
    expect(debug).not.toHaveTextContent(fakeToken('me'));
  });
});
