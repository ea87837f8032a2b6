import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@/lib/api';
import { saveSession } from '@/lib/session';
import { http, notFound, recordRequests, server as network } from '@/test/msw/server';
import { fakeToken, newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';
import { ActivityTab } from './ActivityTab';

type Entry = Schemas['ActivityEntry'];

const kumari = { _id: 'a2', username: 'kumari', name: 'Kumari Jayasinghe', exists: true };

function newEntry(overrides: Partial<Entry> = {}): Entry {
  return {
    _id: 'e1',
    at: '2026-03-15T04:30:00.000Z',
    action: 'booking.reject',
    label: 'Rejected a booking',
    by: 'Kumari Jayasinghe',
    actor: { _id: kumari._id, username: kumari.username, name: kumari.name, exists: true },
    entity: 'booking',
    entityId: 'b1',
    fromStatus: 'pending',
    toStatus: 'cancelled',
    reason: 'The arena is being repaired',
    money: null,
    subject: {
      kind: 'booking',
      id: 'b1',
      title: 'Nimal Perera · Open Air Arena, April 2, 2026',
      exists: true,
      group: 'rejected',
    },
    details: {},
    ...overrides,
  };
}

/** The record's three routes, answering `entries` (filtered by action when asked). */
function fakeRecord(entries: Entry[]) {
  network.use(
    http.get('/api/activity', ({ request, response }) => {
      const url = new URL(request.url);
      const action = url.searchParams.get('action');
      const page = Number(url.searchParams.get('page') ?? 1);
      const matching = entries.filter((entry) => !action || entry.action === action);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
      return response(200).json({
        entries: matching.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: matching.length,
        nextPage: page * pageSize < matching.length ? page + 1 : null,
      });
    }),
    http.get('/api/activity/filters', ({ response }) =>
      response(200).json({
        people: [kumari],
        actions: [
          { action: 'booking.reject', label: 'Rejected a booking' },
          { action: 'news.create', label: 'Published a news item' },
        ],
      }),
    ),
    notFound,
  );
  return recordRequests();
}

beforeEach(() => saveSession(fakeToken(), newAdmin()));
afterEach(() => localStorage.clear());

describe('Activity', () => {
  it('names who did what, when, why, and links to the booking in its list', async () => {
    fakeRecord([
      newEntry(),
      newEntry({
        _id: 'e2',
        action: 'news.delete',
        label: 'Deleted a news item',
        entity: 'news',
        entityId: 'n1',
        fromStatus: null,
        toStatus: null,
        reason: null,
        subject: { kind: 'news', id: 'n1', title: 'Poson lantern show', exists: false, group: null },
      }),
    ]);
    renderStaff(<ActivityTab />);
    const list = await screen.findByRole('list', { name: 'Activity, newest first' });
    const [rejection, deletion] = within(list).getAllByRole('listitem');
    expect(rejection).toHaveTextContent('March 15, 2026 at 10:00 AM');
    expect(rejection).toHaveTextContent('Kumari Jayasinghe @kumari');
    expect(rejection).toHaveTextContent('Rejected a booking (Pending → Rejected)');
    expect(rejection).toHaveTextContent('Reason: The arena is being repaired');
    expect(
      within(rejection!).getByRole('link', { name: 'Nimal Perera · Open Air Arena, April 2, 2026' }),
    ).toHaveAttribute('href', '/admin/dashboard?list=rejected&q=b1');
    expect(deletion).toHaveTextContent('Poson lantern show (deleted)');
    expect(within(deletion!).queryByRole('link')).toBeNull();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('shows the document number and amount of a money entry', async () => {
    fakeRecord([
      newEntry({
        action: 'payment.record',
        label: 'Recorded a payment',
        entity: 'payment',
        fromStatus: null,
        toStatus: null,
        reason: null,
        money: 'Receipt RCT-2027-00007 · LKR 30,000 · cash',
      }),
    ]);
    renderStaff(<ActivityTab />);
    const list = await screen.findByRole('list', { name: 'Activity, newest first' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Receipt RCT-2027-00007 · LKR 30,000 · cash');
  });

  it('asks the server for the chosen kind of action, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const requests = fakeRecord([newEntry()]);
    renderStaff(<ActivityTab />);
    await screen.findByRole('list', { name: 'Activity, newest first' });
    await user.selectOptions(screen.getByLabelText('Kind of action'), 'Published a news item');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain('/api/activity?action=news.create&page=1&pageSize=25'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('list', { name: 'Activity, newest first' })).toBeInTheDocument();
  });
});
