import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { http, notFound, recordRequests, server as network } from '@/test/msw/server';
import { expectToast } from '@/test/toasts';
import { fakeClosedPeriods, type FakePeriods, newClosedPeriod } from '@/features/admin/testing/periods-test-utils';
import { fakeToken, newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';
import { ClosedMonths } from './ClosedMonths';

function fakeServer(role: 'admin' | 'moderator', state: Partial<FakePeriods> = {}) {
  const me = newAdmin({ role });
  saveSession(fakeToken(), me);
  const periods: FakePeriods = {
    periods: [newClosedPeriod({ month: '2027-02' })],
    ended: ['2027-03', '2027-02', '2027-01'],
    currentMonth: '2027-04',
    closedByName: 'Nimal Perera',
    ...state,
  };
  network.use(
    http.get('/api/admin/profile', ({ response }) => response(200).json({ admin: me })),
    ...fakeClosedPeriods(periods),
    notFound,
  );
  return { periods, requests: recordRequests() };
}

afterEach(() => localStorage.clear());

describe('Closed months', () => {
  it('lists the closed months with who closed them and when; a moderator can neither close nor reopen', async () => {
    fakeServer('moderator');
    renderStaff(<ClosedMonths />);
    const list = await screen.findByRole('list', { name: 'Closed months' });
    expect(within(list).getByText('February 2027')).toBeInTheDocument();
    expect(within(list).getByText('Closed by Nimal Perera on March 2, 2027')).toBeInTheDocument();
    // The profile says moderator: no controls.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Close a month')).not.toBeInTheDocument();
  });

  it('lets an admin close an ended month not yet closed', async () => {
    const { periods, requests } = fakeServer('admin');
    renderStaff(<ClosedMonths />);
    const select = await screen.findByLabelText('Close a month');
    // Only the ended months not closed are offered, newest first.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['March 2027', 'January 2027']);
    await userEvent.selectOptions(select, '2027-01');
    await userEvent.click(screen.getByRole('button', { name: 'Close month' }));
    await expectToast(
      'January 2027 is closed: an entry dated inside it from now on is dated the day it is recorded, and says so.',
    );
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain(
      'POST /api/bookings/admin/periods/2027-01/close',
    );
    expect(periods.periods.map((period) => period.month)).toEqual(['2027-02', '2027-01']);
    const list = screen.getByRole('list', { name: 'Closed months' });
    expect(await within(list).findByText('January 2027')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Close a month'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['March 2027']);
  });

  it('asks an admin for the reason before reopening a month', async () => {
    const { periods, requests } = fakeServer('admin');
    renderStaff(<ClosedMonths />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    const submit = screen.getByRole('button', { name: 'Reopen February 2027' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Why reopen February 2027?'), 'no');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Why reopen February 2027?'), 't recorded: a cheque of 27 February');
    await userEvent.click(submit);
    await expectToast('February 2027 is open again: entries may be dated inside it.');
    const sent = requests.find((request) => request.url === '/api/bookings/admin/periods/2027-02/reopen');
    expect(sent?.body).toEqual({ reason: 'not recorded: a cheque of 27 February' });
    expect(periods.periods).toEqual([]);
    expect(await screen.findByText('No month is closed.')).toBeInTheDocument();
  });

  it('says when every ended month is closed', async () => {
    fakeServer('admin', { ended: ['2027-02'] });
    renderStaff(<ClosedMonths />);
    expect(await screen.findByText('Every ended month is closed.')).toBeInTheDocument();
  });
});
