import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import type * as CsvModule from '@/features/admin/utils/csv';
import { downloadCsv } from '@/features/admin/utils/csv';
import {
  fakeStaffServer,
  fakeToken,
  newAdmin,
  newMessage,
  renderStaff,
} from '@/features/admin/testing/staff-test-utils';
import { MessagesTab } from './MessagesTab';

vi.mock('@/features/admin/utils/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: vi.fn(),
}));

const older = newMessage({
  _id: 'm2',
  name: 'Ruwan Silva',
  email: 'ruwan@example.lk',
  subject: 'Parking for a concert',
  handled: true,
  handledAt: '2026-03-13T08:00:00.000Z',
  handledBy: { _id: 'a9', username: 'kamal' },
  createdAt: '2026-03-12T05:15:00.000Z',
  language: 'ta',
});

beforeEach(() => saveSession(fakeToken(), newAdmin()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadCsv).mockClear();
  localStorage.clear();
});

describe('Messages', () => {
  it('shows each message as plain text with its line breaks, its sender, time and handled state', async () => {
    fakeStaffServer({
      messages: [newMessage({ message: '<b>Hello</b>\nSecond line' }), older],
    });
    renderStaff(<MessagesTab />);
    const unread = await screen.findByRole('article', { name: 'Wedding in December' });
    const body = unread.querySelector('.messages-card__body')!;
    expect(body.textContent).toBe('<b>Hello</b>\nSecond line');
    expect(body.querySelector('b')).toBeNull();
    expect(within(unread).getByRole('link', { name: 'kumari@example.lk' })).toHaveAttribute(
      'href',
      'mailto:kumari@example.lk',
    );
    expect(within(unread).getByText('Received March 14, 2026 at 10:45 AM')).toBeInTheDocument();
    expect(within(unread).getByText('Not handled yet')).toBeInTheDocument();
    expect(within(unread).queryByText(/^Wrote in/)).toBeNull();
    const handled = screen.getByRole('article', { name: 'Parking for a concert' });
    expect(within(handled).getByText('Wrote in Tamil')).toBeInTheDocument();
    expect(within(handled).getByText('Handled by @kamal on March 13, 2026 at 1:30 PM')).toBeInTheDocument();
  });

  it('says All caught up under Unread when every message is handled', async () => {
    const user = userEvent.setup();
    fakeStaffServer({ messages: [older] });
    renderStaff(<MessagesTab />);
    await screen.findByRole('article', { name: 'Parking for a concert' });
    await user.click(screen.getByRole('button', { name: /^Unread/ }));
    expect(screen.getByText('All caught up')).toBeInTheDocument();
  });

  it('filters to the unread ones', async () => {
    const user = userEvent.setup();
    fakeStaffServer({ messages: [newMessage(), older] });
    renderStaff(<MessagesTab />);
    await screen.findByRole('article', { name: 'Parking for a concert' });
    await user.click(screen.getByRole('button', { name: /^Unread/ }));
    expect(screen.getByRole('button', { name: /^Unread/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article', { name: 'Parking for a concert' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Wedding in December' })).toBeInTheDocument();
  });

  it('marks a message handled, with the button disabled while it runs', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const { requests } = fakeStaffServer({
      messages: [newMessage()],
      holdMessagePatch: new Promise<void>((resolve) => (release = resolve)),
    });
    renderStaff(<MessagesTab />);
    const card = await screen.findByRole('article', { name: 'Wedding in December' });
    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await within(card).findByRole('button', { name: 'Marking...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Message marked as handled')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
      url: '/api/contact/messages/m1',
      body: { handled: true },
    });
    expect(await within(card).findByText('Handled by @nimal on March 15, 2026 at 3:30 PM')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark not handled' })).toBeEnabled();
  });

  it('says when there are no messages or subscribers yet', async () => {
    fakeStaffServer();
    renderStaff(<MessagesTab />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('lists newsletter subscribers and exports them as CSV', async () => {
    const user = userEvent.setup();
    fakeStaffServer({
      subscribers: [
        { _id: 's1', email: 'malini@example.lk', language: 'si', createdAt: '2026-03-14T20:00:00.000Z' },
        { _id: 's2', email: '=cmd@example.lk', language: 'en', createdAt: '2026-02-01T03:00:00.000Z' },
      ],
    });
    renderStaff(<MessagesTab />);
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    expect(within(table).getByRole('link', { name: 'malini@example.lk' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /malini@example\.lk .* Sinhala/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const [filename, csv] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(filename).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    // 20:00 UTC on March 14 is already March 15 in Kandy; a formula-like address is defused.
    expect(csv).toBe(
      '"E-mail","Subscribed on"\r\n"malini@example.lk","2026-03-15"\r\n"\'=cmd@example.lk","2026-02-01"\r\n',
    );
  });
});
