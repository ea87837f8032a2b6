import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@kandy-park/domain';
import { parkToday } from '@/lib/park-time';
import { saveSession } from '@/lib/session';
import { http, notFound, recordRequests, server as network } from '@/test/msw/server';
import { fakeToken, newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';
import { accountLink } from '@/features/admin/utils/account-link';
import type { CustomerAccount } from './api/accounts';
import { AccountPage } from './components/AccountPage';
import { AccountSearch } from './components/AccountSearch';
import { bookingLink, documentMark, periodProblem } from './utils/account-format';

const TODAY = parkToday();

function newAccount(overrides: Partial<CustomerAccount> = {}): CustomerAccount {
  return {
    account: 'ruwan@example.lk',
    customerName: 'Ruwan Bandara',
    customerEmail: 'Ruwan+stalls@example.lk',
    customerPhone: '+94 77 555 0101',
    bookings: [
      {
        id: '11111111-2222-4333-8444-555555555555',
        venue: 'Vendor Stalls',
        stallId: 'C4',
        eventDate: addDays(TODAY, -70),
        lastDate: addDays(TODAY, -70),
        status: 'confirmed',
        cancelledAfterApproval: false,
        group: 'stalls',
        description: 'Stall C4 rental',
        totalAmount: 30_000,
      },
    ],
    documents: [
      {
        kind: 'rent-invoice',
        id: 'r3',
        number: 'INV-2027-00031',
        date: addDays(TODAY, -10),
        description: 'Rent of stall C4, month 3',
        amount: 30_000,
        bookingId: '11111111-2222-4333-8444-555555555555',
        mark: 'credited',
        markedBy: 'CRN-2027-00002',
        markedOn: addDays(TODAY, -1),
      },
      {
        kind: 'receipt',
        id: 'p1',
        number: 'RCT-2027-00007',
        date: addDays(TODAY, -60),
        description: 'Rent of stall C4',
        amount: 30_000,
        bookingId: null,
        mark: null,
        markedBy: null,
        markedOn: null,
      },
    ],
    balance: 30_000,
    statement: {
      from: null,
      to: TODAY,
      openingBalance: 0,
      lines: [
        {
          date: addDays(TODAY, -70),
          document: 'INV-2027-00011',
          description: 'Rent of stall C4, month 1',
          charged: 30_000,
          received: 0,
          balance: 30_000,
        },
      ],
      charged: 30_000,
      received: 0,
      closingBalance: 30_000,
    },
    aging: {
      asOf: TODAY,
      buckets: [
        { key: 'current', label: 'Current', invoices: 0, rent: 0, total: 0 },
        { key: '1-30', label: '1–30 days', invoices: 0, rent: 0, total: 0 },
        { key: '31-60', label: '31–60 days', invoices: 0, rent: 0, total: 0 },
        { key: '61-90', label: '61–90 days', invoices: 0, rent: 30_000, total: 30_000 },
        { key: '90+', label: '90+ days', invoices: 0, rent: 0, total: 0 },
      ],
    },
    today: TODAY,
    ...overrides,
  };
}

beforeEach(() => saveSession(fakeToken(), newAdmin()));

describe('the account page’s rules', () => {
  it('links an account by any of its addresses, and a booking to its list', () => {
    expect(accountLink('Ruwan+stalls@example.lk')).toBe(
      '/admin/dashboard?tab=accounts&account=Ruwan%2Bstalls%40example.lk',
    );
    expect(bookingLink({ id: 'b1', group: 'stalls' })).toBe('/admin/dashboard?list=stalls&q=b1');
  });

  it('refuses a period that ends after today or starts after its end', () => {
    expect(periodProblem({ from: '', to: '' }, '2027-03-10')).toBeNull();
    expect(periodProblem({ from: '2027-03-01', to: '2027-03-10' }, '2027-03-10')).toBeNull();
    expect(periodProblem({ from: '', to: '2027-03-11' }, '2027-03-10')).toBe(
      'The last day cannot be later than today.',
    );
    expect(periodProblem({ from: '2027-03-05', to: '2027-03-01' }, '2027-03-10')).toBe(
      'The first day must not be after the last day.',
    );
    expect(periodProblem({ from: '2027-03-11', to: '' }, '2027-03-10')).toBe(
      'The first day must not be after the last day.',
    );
  });

  it('says what overtook a document', () => {
    expect(documentMark({ mark: 'credited', markedBy: 'CRN-2027-00002', markedOn: '2027-03-09' })).toBe(
      'Credited by CRN-2027-00002 on March 9, 2027',
    );
    expect(documentMark({ mark: 'reversed', markedBy: null, markedOn: '2027-03-09' })).toBe(
      'Reversed on March 9, 2027',
    );
    expect(documentMark({ mark: null, markedBy: null, markedOn: null })).toBeNull();
  });
});

describe('the Customer Accounts tab', () => {
  it('finds accounts by name or address and links each to its page', async () => {
    network.use(
      http.get('/api/bookings/admin/accounts', ({ request, response }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        const all = [
          {
            account: 'ruwan@example.lk',
            customerName: 'Ruwan Bandara',
            customerEmail: 'Ruwan+stalls@example.lk',
            bookings: 1,
            balance: 30_000,
            lastActivityOn: TODAY,
          },
          {
            account: 'dilani@example.lk',
            customerName: 'Dilani Silva',
            customerEmail: 'dilani@example.lk',
            bookings: 2,
            balance: 0,
            lastActivityOn: TODAY,
          },
        ];
        const items = all.filter((item) => `${item.customerName} ${item.account}`.toLowerCase().includes(q));
        return response(200).json({ items, total: items.length });
      }),
      notFound,
    );
    const user = userEvent.setup();
    renderStaff(<AccountSearch />);
    expect(await screen.findByRole('link', { name: 'Dilani Silva' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Find an account'), 'ruwan');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dilani Silva' })).not.toBeInTheDocument());
    const link = screen.getByRole('link', { name: 'Ruwan Bandara' });
    expect(link).toHaveAttribute('href', accountLink('Ruwan+stalls@example.lk'));
    expect(screen.getByText('LKR 30,000 owed')).toBeInTheDocument();
  });

  it('shows the bookings, documents, statement and aging, and reads another period', async () => {
    network.use(
      http.get('/api/bookings/admin/accounts/{email}', ({ request, response }) => {
        const from = new URL(request.url).searchParams.get('from');
        return response(200).json(
          from
            ? newAccount({
                statement: { ...newAccount().statement, from, openingBalance: 30_000, lines: [] },
                aging: { ...newAccount().aging },
              })
            : newAccount(),
        );
      }),
      http.get(
        '/api/bookings/admin/rent-invoices/{rentInvoiceId}/pdf',
        () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      ),
      notFound,
    );
    const requests = recordRequests();
    const createObjectURL = vi.fn(() => 'blob:file');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderStaff(<AccountPage email="Ruwan+stalls@example.lk" />);

    expect(await screen.findByRole('heading', { name: 'Ruwan Bandara' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open booking 11111111/ })).toHaveAttribute(
      'href',
      '/admin/dashboard?list=stalls&q=11111111-2222-4333-8444-555555555555',
    );
    expect(screen.getByText('Renting')).toBeInTheDocument();
    expect(screen.getByText(/Credited by CRN-2027-00002/)).toBeInTheDocument();
    expect(screen.getByText('Booking deleted from the lists (settled)')).toBeInTheDocument();
    const aging = screen.getByRole('group', { name: /Owed today, by days late/ });
    expect(within(aging).getAllByText('LKR 30,000').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'PDF of rent invoice INV-2027-00031' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requests.some((r) => r.url === '/api/bookings/admin/rent-invoices/r3/pdf')).toBe(true);

    const from = addDays(TODAY, -30);
    await user.type(screen.getByLabelText('From'), from);
    expect(await screen.findByText('Balance brought forward')).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes(`from=${from}`))).toBe(true);
    expect(screen.getByText('Nothing was charged or received in this period.')).toBeInTheDocument();
    click.mockRestore();
  });

  it('says so when no account has the address', async () => {
    network.use(
      http.get('/api/bookings/admin/accounts/{email}', ({ response }) =>
        response(404).json({
          statusCode: 404,
          message: 'No bookings, invoices or payments have that e-mail address.',
        }),
      ),
      notFound,
    );
    renderStaff(<AccountPage email="nobody@example.lk" />);
    expect(await screen.findByText('No account has this e-mail address.')).toBeInTheDocument();
  });
});
