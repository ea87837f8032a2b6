import { findDialog } from '@/test/dialogs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@/lib/api';
import { STALL_LAYOUT } from '@/config/stall-layout';
import { HttpResponse } from 'msw';
import {
  type FakeAnswer,
  fakeAnswer,
  http,
  notFound,
  recordRequests,
  server,
  type RecordedRequest,
} from '@/test/msw/server';
import { renderWithProviders } from '@/test/render';
import { parkToday } from '@/lib/park-time';
import { DEMO_WARNING, NETWORK_WARNING, NO_DATA_WARNING } from './api/stall-data';
import { VendorStallsTab } from './VendorStallsTab';
import { NO_CREDIT } from '@/features/admin/testing/money-test-utils';

type Rental = Schemas['StallBookingDetails'];
type Answer = FakeAnswer;

interface FakeStallApi {
  /** Stall id → its rental; every other stall is free. */
  rentals?: Record<string, Partial<Rental>>;
  staff?: Answer;
  publicFallback?: Answer;
  book?: Answer;
  status?: Answer;
}

function rental(stallId: string, overrides: Partial<Rental> = {}): Rental {
  return {
    bookingId: `bk-${stallId}`,
    status: 'confirmed',
    startDate: '2026-03-01',
    createdAt: '2026-02-27T04:30:00.000Z',
    customerName: 'Kumari Jayasinghe',
    customerEmail: 'kumari@example.lk',
    customerPhone: '+94 77 123 4567',
    notes: 'Batik and handloom',
    ...overrides,
  };
}

/** The grid as the server answers it, built from the layout and the given rentals. */
function stallData(rentals: Record<string, Partial<Rental>>, withCustomers = true) {
  const stallBlocks: Record<string, Schemas['StallBlockView']> = {};
  let booked = 0;
  for (const block of STALL_LAYOUT) {
    stallBlocks[block.letter] = {
      name: block.name,
      count: block.stalls.length,
      stalls: block.stalls.map(({ stallId, stallNumber }) => {
        const held = rentals[stallId];
        if (held) booked += 1;
        return {
          stallId,
          stallNumber,
          status: held ? 'booked' : 'available',
          booking: held && withCustomers ? rental(stallId, held) : null,
        };
      }),
    };
  }
  return {
    stallBlocks,
    statistics: {
      totalStalls: 100,
      bookedStalls: booked,
      availableStalls: 100 - booked,
      occupancyRate: booked.toFixed(1),
    },
  };
}

/** The stall routes staff use (typed MSW handlers); returns the requests they saw. */
function fakeStallApi(api: FakeStallApi = {}): RecordedRequest[] {
  const rentals = api.rentals ?? {};
  server.use(
    http.get('/api/bookings/admin/vendor-stalls', ({ response }) =>
      api.staff ? response.untyped(fakeAnswer(api.staff)) : response(200).json(stallData(rentals)),
    ),
    http.get('/api/bookings/vendor-stalls/test', ({ response }) =>
      api.publicFallback
        ? response.untyped(fakeAnswer(api.publicFallback))
        : response.untyped(HttpResponse.json(stallData(rentals, false))),
    ),
    http.post('/api/bookings/admin/vendor-stalls/book', ({ response }) =>
      response.untyped(
        fakeAnswer(api.book ?? { status: 201, body: { _id: 'bk-new', booking: {}, message: 'Stall booked.' } }),
      ),
    ),
    http.patch('/api/bookings/{id}/status', ({ response }) =>
      response.untyped(fakeAnswer(api.status ?? { status: 200, body: { booking: {}, message: 'Status changed.' } })),
    ),
    notFound,
  );
  return recordRequests();
}

/** Block A full, block B with exactly ten free stalls, the rest free. */
function mixedRentals(): Record<string, Partial<Rental>> {
  const rentals: Record<string, Partial<Rental>> = {};
  for (let n = 1; n <= 16; n += 1) rentals[`A${n}`] = {};
  for (let n = 1; n <= 14; n += 1) rentals[`B${n}`] = {};
  rentals.B14 = { status: 'pending', customerName: 'Ruwan Silva' };
  return rentals;
}

const block = (name: string) => screen.getByRole('region', { name });
const stallButton = (id: string) => screen.getByRole('button', { name: new RegExp(`^${id} `) });

beforeEach(() => localStorage.setItem('adminToken', 'header.payload.signature'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the Vendor Stalls tab', () => {
  it('shows the statistics and each block with its free stalls, coloured and worded by availability', async () => {
    fakeStallApi({ rentals: mixedRentals() });
    renderWithProviders(<VendorStallsTab />);

    expect(await screen.findByText('Live data')).toBeInTheDocument();
    const stats = [
      ['Total Stalls', '100'],
      ['Booked Stalls', '30'],
      ['Available Stalls', '70'],
      ['Occupancy Rate', '30.0%'],
    ];
    for (const [label, value] of stats) {
      expect(screen.getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getAllByRole('region', { name: /^Block / })).toHaveLength(6);

    const a = block('Block A');
    expect(within(a).getByText('0 of 16 available')).toBeInTheDocument();
    expect(within(a).getByText('No stalls available')).toHaveClass('stalls-tone--none');
    expect(a).toHaveClass('stalls-block--none');

    const b = block('Block B');
    expect(within(b).getByText('10 of 24 available')).toBeInTheDocument();
    expect(within(b).getByText('Limited availability')).toHaveClass('stalls-tone--limited');

    const c = block('Block C');
    expect(within(c).getByText('20 of 20 available')).toBeInTheDocument();
    expect(within(c).getByText('Good availability')).toHaveClass('stalls-tone--plenty');
    expect(within(c).getAllByRole('button')).toHaveLength(20);
    expect(within(block('Block F')).getByText('12 of 12 available')).toBeInTheDocument();

    expect(stallButton('A1')).toHaveTextContent('A1 Booked');
    expect(stallButton('A1')).toHaveClass('stalls-stall--booked');
    expect(stallButton('B14')).toHaveTextContent('B14 Pending');
    expect(stallButton('C1')).toHaveTextContent('C1 Free');
    expect(stallButton('C1')).toHaveClass('stalls-stall--available');
    expect(screen.getByTestId('stalls-banner')).toHaveTextContent('70 of 100 stalls available for rental.');
    expect(screen.getByTestId('stalls-banner')).toHaveClass('stalls-tone--plenty');
  });

  it('warns when 10 or fewer stalls are left, and when none are', async () => {
    const rentals: Record<string, Partial<Rental>> = {};
    for (const stall of STALL_LAYOUT.flatMap((b) => b.stalls).slice(0, 90)) rentals[stall.stallId] = {};
    fakeStallApi({ rentals });
    const first = renderWithProviders(<VendorStallsTab />);
    expect(await screen.findByTestId('stalls-banner')).toHaveTextContent(
      'Limited availability: only 10 of 100 stalls left.',
    );
    expect(screen.getByTestId('stalls-banner')).toHaveClass('stalls-tone--limited');
    first.unmount();

    for (const stall of STALL_LAYOUT.flatMap((b) => b.stalls)) rentals[stall.stallId] = {};
    fakeStallApi({ rentals });
    renderWithProviders(<VendorStallsTab />);
    expect(await screen.findByTestId('stalls-banner')).toHaveTextContent(
      'No vendor stalls are available for rental. All 100 stalls are currently rented.',
    );
    expect(screen.getByTestId('stalls-banner')).toHaveClass('stalls-tone--none');
  });

  it('shows a booked stall’s rental and terminates it after confirmation', async () => {
    const requests = fakeStallApi({ rentals: { D3: {} } });
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);
    await user.click(await screen.findByRole('button', { name: /^D3 / }));

    const dialog = await findDialog({ name: 'Stall D3' });
    const facts = within(dialog);
    const fact = (term: string) => facts.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Block')).toHaveTextContent('Block D');
    expect(fact('Status')).toHaveTextContent('Booked Approved');
    expect(fact('Customer')).toHaveTextContent('Kumari Jayasinghe');
    expect(fact('E-mail')).toHaveTextContent('kumari@example.lk');
    expect(fact('Phone')).toHaveTextContent('+94 77 123 4567');
    expect(fact('Start date')).toHaveTextContent('March 1, 2026');
    expect(fact('Booked on')).toHaveTextContent('February 27, 2026');
    expect(fact('Notes')).toHaveTextContent('Batik and handloom');

    await user.click(facts.getByRole('button', { name: 'Terminate Rental' }));
    const confirm = await findDialog({ name: 'Terminate rental?' });
    expect(confirm).toHaveTextContent('This action cannot be undone.');
    // The last day is asked for: today by default, from the start date to today.
    const lastDay = within(confirm).getByLabelText('Last day of the rental');
    expect(lastDay).toHaveAttribute('type', 'date');
    expect(lastDay).toHaveValue(parkToday());
    expect(lastDay).toHaveAttribute('min', '2026-03-01');
    expect(lastDay).toHaveAttribute('max', parkToday());
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Terminate Rental' }));

    expect(await screen.findByText('Rental terminated. Stall D3 is available again.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      authorization: 'Bearer header.payload.signature',
      url: '/api/bookings/bk-D3/status',
      body: { status: 'completed', lastDay: parkToday() },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('terminates a rental on the last day staff choose, and refuses one before its start', async () => {
    const requests = fakeStallApi({ rentals: { D5: { startDate: '2026-01-10' } } });
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);
    await user.click(await screen.findByRole('button', { name: /^D5 / }));
    await user.click(within(await findDialog({ name: 'Stall D5' })).getByRole('button', { name: 'Terminate Rental' }));
    const confirm = await findDialog({ name: 'Terminate rental?' });
    const lastDay = within(confirm).getByLabelText('Last day of the rental');

    await user.clear(lastDay);
    await user.type(lastDay, '2026-01-09');
    await user.click(within(confirm).getByRole('button', { name: 'Terminate Rental' }));
    expect(within(confirm).getByRole('alert')).toHaveTextContent(
      'The last day must be on or after January 10, 2026, the day the rental started.',
    );
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.clear(lastDay);
    await user.type(lastDay, '2026-02-20');
    await user.click(within(confirm).getByRole('button', { name: 'Terminate Rental' }));
    expect(await screen.findByText('Rental terminated. Stall D5 is available again.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'completed', lastDay: '2026-02-20' });
  });

  it('ends a rental that has not started without a last day', async () => {
    const requests = fakeStallApi({ rentals: { D6: { startDate: '2999-01-01' } } });
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);
    await user.click(await screen.findByRole('button', { name: /^D6 / }));
    await user.click(within(await findDialog({ name: 'Stall D6' })).getByRole('button', { name: 'Terminate Rental' }));
    const confirm = await findDialog({ name: 'Terminate rental?' });
    expect(within(confirm).queryByLabelText('Last day of the rental')).not.toBeInTheDocument();
    expect(confirm).toHaveTextContent('it ends before its first day and owes nothing');
    await user.click(within(confirm).getByRole('button', { name: 'Terminate Rental' }));
    expect(await screen.findByText('Rental terminated. Stall D6 is available again.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'completed' });
  });

  it('marks a rental in arrears, lists the rent due and records a month of rent once', async () => {
    const rent: Schemas['RentAccountView'] = {
      monthlyRent: 30_000,
      monthsCharged: 2,
      charged: 60_000,
      paid: 0,
      credited: 0,
      balance: 60_000,
      nextDueDate: '2026-02-01',
      nextDueAmount: 60_000,
      daysOverdue: 12,
      inArrears: true,
      standing: 'overdue',
      endedOn: null,
    };
    const recorded: unknown[] = [];
    fakeStallApi({ rentals: { C2: {} } });
    server.use(
      http.get('/api/bookings/admin/rent-due', ({ response }) =>
        response(200).json({
          items: [
            {
              bookingId: 'bk-C2',
              stallId: 'C2',
              blockName: 'Block C',
              customerName: 'Kumari Jayasinghe',
              customerEmail: 'kumari@example.lk',
              customerPhone: '+94 77 123 4567',
              rent,
            },
          ],
          totalOwed: 60_000,
          totalInArrears: 60_000,
          today: '2026-02-13',
        }),
      ),
      http.get('/api/bookings/admin/{id}/account', ({ response }) =>
        response(200).json({ bookingId: 'bk-C2', kind: 'rent', rent, entries: [], ...NO_CREDIT }),
      ),
      http.post('/api/bookings/admin/{id}/payments', async ({ request, response }) => {
        const body = await request.json();
        recorded.push(body);
        return response.untyped(
          HttpResponse.json(
            {
              payment: {},
              account: { bookingId: 'bk-C2', kind: 'rent', rent, entries: [], ...NO_CREDIT },
              repeated: false,
              message: 'Payment of LKR 30,000 recorded: receipt RCT-2026-00001 is on its way to kumari@example.lk.',
            },
            { status: 201 },
          ),
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);

    expect(await screen.findByRole('button', { name: /^C2 Arrears/ })).toHaveClass('stalls-stall--arrears');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Arrears: rent over 7 days overdue');
    const due = await screen.findByRole('region', { name: 'Rent due' });
    expect(due).toHaveTextContent('Owed now: LKR 60,000');
    expect(within(due).getByRole('row', { name: /C2/ })).toHaveTextContent('12 days');

    await user.click(screen.getByRole('button', { name: /^C2 / }));
    const dialog = await findDialog({ name: 'Stall C2' });
    const payments = await within(dialog).findByRole('region', { name: 'Payments' });
    const figure = (term: string) => within(payments).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(figure('Monthly rent')).toHaveTextContent('LKR 30,000');
    expect(figure('Months charged')).toHaveTextContent('2');
    expect(figure('Balance')).toHaveTextContent('LKR 60,000');
    expect(figure('Next due')).toHaveTextContent('February 1, 2026');
    expect(figure('Amount due next')).toHaveTextContent('LKR 60,000');
    expect(figure('Days overdue')).toHaveTextContent('12 days');
    expect(payments).toHaveTextContent('In arrears');

    await user.click(within(payments).getByRole('button', { name: 'Record payment' }));
    const form = await findDialog({ name: 'Record payment' });
    expect(within(form).getByLabelText('Amount (LKR)')).toHaveValue('60000');
    await user.clear(within(form).getByLabelText('Amount (LKR)'));
    await user.type(within(form).getByLabelText('Amount (LKR)'), '30000');
    await user.selectOptions(within(form).getByLabelText('Method'), 'bank transfer');
    await user.type(within(form).getByLabelText(/Reference/), 'BOC 77812');
    const submit = within(form).getByRole('button', { name: 'Record payment' });
    await user.dblClick(submit);

    expect(await screen.findByText(/receipt RCT-2026-00001 is on its way/)).toBeInTheDocument();
    expect(recorded[0]).toMatchObject({ amount: 30_000, method: 'bank transfer', reference: 'BOC 77812' });
    // A double click sends the same form key at most twice: the server records one payment.
    const keys = new Set(recorded.map((body) => (body as { idempotencyKey: string }).idempotencyKey));
    expect(keys.size).toBe(1);
  });

  /** A rent account as the server answers it: a running rental of LKR 30,000 a month unless overridden. */
  const rentAccount = (overrides: Partial<Schemas['RentAccountView']> = {}): Schemas['RentAccountView'] => ({
    monthlyRent: 30_000,
    monthsCharged: 1,
    charged: 30_000,
    paid: 0,
    credited: 0,
    balance: 30_000,
    nextDueDate: '2026-02-01',
    nextDueAmount: 30_000,
    daysOverdue: 0,
    inArrears: false,
    standing: 'due',
    endedOn: null,
    ...overrides,
  });
  const rentDueItem = (
    bookingId: string,
    stallId: string,
    customerName: string,
    rent: Schemas['RentAccountView'],
  ): Schemas['RentDueItem'] => ({
    bookingId,
    stallId,
    blockName: `Block ${stallId.charAt(0)}`,
    customerName,
    customerEmail: 'vendor@example.lk',
    customerPhone: '+94 77 765 4321',
    rent,
  });

  it('marks arrears by rental: a stall let again does not show the ended tenant’s arrears', async () => {
    // C3's old tenant ended in arrears; the stall is let to someone else now. D4's current rental is in arrears.
    const ended = rentAccount({
      monthsCharged: 2,
      balance: 60_000,
      nextDueAmount: 60_000,
      daysOverdue: 40,
      inArrears: true,
      standing: 'overdue',
      endedOn: '2026-02-10',
    });
    const late = rentAccount({ daysOverdue: 9, inArrears: true, standing: 'overdue' });
    const items = [rentDueItem('bk-old-C3', 'C3', 'Old Tenant', ended), rentDueItem('bk-D4', 'D4', 'Kumari', late)];
    const requests = fakeStallApi({ rentals: { C3: { customerName: 'New Tenant' }, D4: {} } });
    server.use(
      http.get('/api/bookings/admin/rent-due', ({ response }) =>
        response(200).json({ items, totalOwed: 90_000, totalInArrears: 90_000, today: '2026-03-22' }),
      ),
      http.get('/api/bookings/admin/{id}/account', ({ params, response }) =>
        response(200).json({
          bookingId: params.id,
          kind: 'rent',
          rent: params.id === 'bk-old-C3' ? ended : late,
          entries: [],
          ...NO_CREDIT,
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);

    expect(await screen.findByRole('button', { name: /^D4 Arrears/ })).toHaveClass('stalls-stall--arrears');
    expect(stallButton('C3')).toHaveTextContent('C3 Booked');
    expect(stallButton('C3')).toHaveClass('stalls-stall--booked');

    // The rent-due row of the old tenant opens that rental, not the stall's new one.
    const due = await screen.findByRole('region', { name: 'Rent due' });
    const row = within(due).getByRole('row', { name: /Old Tenant/ });
    expect(row).toHaveTextContent('Ended');
    expect(row).toHaveTextContent('LKR 60,000');
    await user.click(within(row).getByRole('button', { name: /^C3/ }));
    const dialog = await findDialog({ name: 'Stall C3: ended rental of Old Tenant' });
    expect(dialog).toHaveTextContent('Old Tenant');
    expect(dialog).not.toHaveTextContent('New Tenant');
    expect(within(dialog).getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Ended on February 10, 2026',
    );
    const payments = await within(dialog).findByRole('region', { name: 'Payments' });
    expect(payments).toHaveTextContent('In arrears');
    expect(requests.some((r) => r.url === '/api/bookings/admin/bk-old-C3/account')).toBe(true);
    expect(requests.some((r) => r.url === '/api/bookings/admin/bk-C3/account')).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A row of a rental that holds its stall opens the stall, with its actions.
    await user.click(within(due).getByRole('button', { name: /^D4/ }));
    const stall = await findDialog({ name: 'Stall D4' });
    expect(within(stall).getByRole('button', { name: 'Terminate Rental' })).toBeInTheDocument();
  });

  it('shows the monthly rent and the amount due next, and suggests that amount, less what was paid ahead', async () => {
    const rent = rentAccount({
      paid: 45_000,
      balance: -15_000,
      nextDueDate: '2026-03-01',
      nextDueAmount: 15_000,
      standing: 'paid',
    });
    fakeStallApi({ rentals: { E7: {} } });
    server.use(
      http.get('/api/bookings/admin/rent-due', ({ response }) =>
        response(200).json({ items: [], totalOwed: 0, totalInArrears: 0, today: '2026-02-05' }),
      ),
      http.get('/api/bookings/admin/{id}/account', ({ response }) =>
        response(200).json({ bookingId: 'bk-E7', kind: 'rent', rent, entries: [], ...NO_CREDIT }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);
    await user.click(await screen.findByRole('button', { name: /^E7 / }));
    const dialog = await findDialog({ name: 'Stall E7' });
    const payments = await within(dialog).findByRole('region', { name: 'Payments' });
    const figure = (term: string) => within(payments).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(figure('Monthly rent')).toHaveTextContent('LKR 30,000');
    expect(figure('Balance')).toHaveTextContent('LKR 15,000 ahead');
    expect(figure('Next due')).toHaveTextContent('March 1, 2026');
    expect(figure('Amount due next')).toHaveTextContent('LKR 15,000');

    await user.click(within(payments).getByRole('button', { name: 'Record payment' }));
    const form = await findDialog({ name: 'Record payment' });
    expect(within(form).getByLabelText('Amount (LKR)')).toHaveValue('15000');
  });

  it('approves a pending rental request', async () => {
    const requests = fakeStallApi({ rentals: { E2: { status: 'pending' } } });
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);
    await user.click(await screen.findByRole('button', { name: /^E2 / }));
    const dialog = await findDialog({ name: 'Stall E2' });
    expect(within(dialog).queryByRole('button', { name: 'Terminate Rental' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve Rental' }));
    expect(await screen.findByText('Booking approved. Confirmation email sent to customer.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'confirmed' });
  });

  it('offers Book This Stall on a free stall and books it for a customer', async () => {
    const requests = fakeStallApi();
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);
    await user.click(await screen.findByRole('button', { name: /^F12 / }));

    const details = await findDialog({ name: 'Stall F12' });
    expect(within(details).getByText('Available')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Book This Stall' }));

    const form = await findDialog({ name: 'Book Stall F12' });
    expect(within(form).getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText(/Phone/)).toHaveAttribute('type', 'tel');
    await user.type(within(form).getByLabelText(/Customer name/), 'Nimal Perera');
    await user.click(within(form).getByRole('button', { name: 'Book Stall' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText(/E-mail/), 'nimal@example.lk');
    await user.type(within(form).getByLabelText(/Phone/), '0771234567');
    await user.type(within(form).getByLabelText(/Notes/), 'Wood carvings');
    await user.click(within(form).getByRole('button', { name: 'Book Stall' }));

    expect(await screen.findByText('Stall F12 booked successfully!')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      authorization: 'Bearer header.payload.signature',
      url: '/api/bookings/admin/vendor-stalls/book',
      body: {
        stallInfo: { stallId: 'F12', block: 'F', stallNumber: 12, blockName: 'Block F' },
        customer: { name: 'Nimal Perera', email: 'nimal@example.lk', phone: '0771234567' },
        notes: 'Wood carvings',
      },
    });
  });

  it('says why a booking failed', async () => {
    fakeStallApi({ book: { status: 409, body: { statusCode: 409, message: 'This stall is already booked.' } } });
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);
    await user.click(await screen.findByRole('button', { name: /^A1 / }));
    await user.click(await screen.findByRole('button', { name: 'Book This Stall' }));
    await user.type(screen.getByLabelText(/Customer name/), 'Nimal Perera');
    await user.type(screen.getByLabelText(/E-mail/), 'nimal@example.lk');
    await user.type(screen.getByLabelText(/Phone/), '0771234567');
    await user.click(screen.getByRole('button', { name: 'Book Stall' }));
    expect(await screen.findByText('Booking failed: This stall is already booked.')).toBeInTheDocument();
  });

  it('only simulates a booking when no staff token is held', async () => {
    const requests = fakeStallApi();
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);
    await user.click(await screen.findByRole('button', { name: /^C5 / }));
    await user.click(await screen.findByRole('button', { name: 'Book This Stall' }));
    await user.type(screen.getByLabelText(/Customer name/), 'Nimal Perera');
    await user.type(screen.getByLabelText(/E-mail/), 'nimal@example.lk');
    await user.type(screen.getByLabelText(/Phone/), '0771234567');
    localStorage.removeItem('adminToken');
    await user.click(screen.getByRole('button', { name: 'Book Stall' }));
    expect(await screen.findByText(/Booking simulated only.*log in as admin/)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to the public stall data, without customers', async () => {
    fakeStallApi({ rentals: { A2: {} }, staff: { status: 500, body: { message: 'Internal server error' } } });
    const user = userEvent.setup();
    renderWithProviders(<VendorStallsTab />);
    expect(await screen.findByText('Public data, no customer details')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(stallButton('A2'));
    const dialog = await findDialog({ name: 'Stall A2' });
    expect(within(dialog).getByText(/Customer details are not shown/)).toBeInTheDocument();
  });

  it.each([
    ['both answer with an error', { status: 500, body: {} } as Answer, DEMO_WARNING],
    ['the server cannot be reached', 'network' as Answer, NETWORK_WARNING],
    ['an answer has no stall data', { status: 200, body: {} } as Answer, NO_DATA_WARNING],
  ])('shows demo data, every stall free, with a warning when %s', async (_case, failure, warning) => {
    fakeStallApi({ staff: failure, publicFallback: failure });
    renderWithProviders(<VendorStallsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(warning);
    expect(screen.getByText('Demo data')).toBeInTheDocument();
    expect(screen.getByText('Available Stalls').nextElementSibling).toHaveTextContent('100');
    expect(within(block('Block A')).getByText('16 of 16 available')).toBeInTheDocument();
    expect(within(block('Block B')).getByText('24 of 24 available')).toBeInTheDocument();
    expect(within(block('Block F')).getAllByRole('button')).toHaveLength(12);
    expect(screen.queryByText(/Booked$/)).not.toBeInTheDocument();
  });
});
