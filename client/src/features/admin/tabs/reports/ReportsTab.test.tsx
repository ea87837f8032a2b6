import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { http, notFound, recordRequests, server as network } from '@/test/msw/server';
import { fakeToken, newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';
import type { DayBook, DepositsHeld, IncomeReport, Journal, OwedBack, TaxSummary } from './api/reports';
import type * as ParkTimeModule from '@/lib/park-time';
import { ReportsTab } from './ReportsTab';

type ParkTime = typeof ParkTimeModule;

vi.mock('@/lib/park-time', async (original) => ({
  ...(await original<ParkTime>()),
  parkToday: () => '2027-03-10',
}));

const zero = { venueInvoices: 0, stallRent: 0, venueCredits: 0, rentCredits: 0, cancellationKept: 0, net: 0 };
function income(year: number): IncomeReport {
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    ...zero,
  }));
  months[0] = { ...months[0]!, venueInvoices: 250_000, stallRent: 30_000, net: 280_000 };
  months[2] = { ...months[2]!, venueCredits: -120_000, cancellationKept: 30_000, stallRent: 30_000, net: -90_000 };
  return {
    year,
    months,
    total: {
      ...zero,
      venueInvoices: 250_000,
      stallRent: 60_000,
      venueCredits: -120_000,
      cancellationKept: 30_000,
      net: 190_000,
    },
  };
}

const HELD: DepositsHeld = {
  asOf: '2027-03-10',
  bookings: [
    {
      bookingId: 'b1',
      customerName: 'Amara Silva',
      account: 'amara@example.lk',
      venue: 'Banquet Hall',
      eventDate: '2027-05-02',
      held: 60_000,
      documents: ['RCT-2027-00004'],
    },
  ],
  total: 60_000,
};

const OWED: OwedBack = {
  today: '2027-03-10',
  items: [
    {
      bookingId: 'b2',
      account: 'chandra@example.lk',
      customerName: 'Chandra Perera',
      customerEmail: 'chandra@example.lk',
      description: 'Banquet Hall, wedding, April 20, 2027',
      balance: -20_000,
      owedBack: 20_000,
      since: '2027-03-02',
      documents: [
        { kind: 'invoice', documentNumber: 'INV-2027-00002', entryOn: '2027-01-05', amount: 75_000 },
        { kind: 'invoice', documentNumber: 'INV-2027-00002', entryOn: '2027-01-05', amount: 75_000 },
        { kind: 'credit', documentNumber: 'CRN-2027-00001', entryOn: '2027-03-02', amount: -120_000 },
      ],
    },
  ],
  total: 20_000,
};

const cash = (received: number, reversed = 0, refunded = 0, count = 1) => ({
  received,
  reversed,
  refunded,
  net: received + reversed + refunded,
  count,
});
const DAY_BOOK: DayBook = {
  from: '2027-03-01',
  to: '2027-03-10',
  days: [
    {
      day: '2027-03-02',
      methods: [
        { method: 'cash', ...cash(50_000, -20_000, 0, 2) },
        { method: 'bank transfer', ...cash(0, 0, -10_000) },
      ],
      total: cash(50_000, -20_000, -10_000, 3),
    },
  ],
  byMethod: [
    { method: 'cash', ...cash(50_000, -20_000, 0, 2) },
    { method: 'bank transfer', ...cash(0, 0, -10_000) },
  ],
  total: cash(50_000, -20_000, -10_000, 3),
};

const JOURNAL: Journal = {
  from: '2027-03-01',
  to: '2027-03-10',
  lines: [
    {
      position: 7,
      entryOn: '2027-03-02',
      kind: 'payment',
      documentNumber: 'RCT-2027-00004',
      account: 'amara@example.lk',
      customerName: 'Amara Silva',
      bookingId: 'b1',
      description: 'Banquet Hall',
      amount: -60_000,
      debit: null,
      credit: 60_000,
      accountBalance: 40_000,
      vat: 0,
      sscl: 0,
    },
  ],
  debits: 0,
  credits: 60_000,
};

const noTax = { net: 0, sscl: 0, vat: 0, total: 0 };
function taxes(year: number): TaxSummary {
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    ...noTax,
  }));
  months[1] = { ...months[1]!, net: 82_679, sscl: 2_067, vat: 15_254, total: 100_000 };
  return { year, months, total: { net: 82_679, sscl: 2_067, vat: 15_254, total: 100_000 } };
}

function fakeReports() {
  network.use(
    http.get('/api/bookings/admin/reports/income', ({ request, response }) =>
      response(200).json(income(Number(new URL(request.url).searchParams.get('year')))),
    ),
    http.get('/api/bookings/admin/reports/taxes', ({ request, response }) =>
      response(200).json(taxes(Number(new URL(request.url).searchParams.get('year')))),
    ),
    http.get('/api/bookings/admin/reports/taxes/export', () =>
      HttpResponse.text('"Month"\r\n', { headers: { 'content-type': 'text/csv' } }),
    ),
    http.get('/api/bookings/admin/reports/deposits-held', ({ response }) => response(200).json(HELD)),
    http.get('/api/bookings/admin/reports/owed-back', ({ response }) => response(200).json(OWED)),
    http.get('/api/bookings/admin/reports/day-book', ({ request, response }) => {
      const { searchParams } = new URL(request.url);
      const from = searchParams.get('from') ?? '';
      const to = searchParams.get('to') ?? '';
      if (from > to) {
        return response.untyped(
          HttpResponse.json(
            { statusCode: 400, message: `The first day (${from}) must not be after the last day (${to}).` },
            { status: 400 },
          ),
        );
      }
      return response(200).json(DAY_BOOK);
    }),
    http.get('/api/bookings/admin/reports/journal', ({ response }) => response(200).json(JOURNAL)),
    http.get('/api/bookings/admin/reports/income/export', () =>
      HttpResponse.text('"Month"\r\n', { headers: { 'content-type': 'text/csv' } }),
    ),
    http.get('/api/bookings/admin/reports/journal.csv', () =>
      HttpResponse.text('"Position"\r\n', { headers: { 'content-type': 'text/csv' } }),
    ),
    notFound,
  );
  return recordRequests();
}

function catchDownloads() {
  const { createObjectURL, revokeObjectURL } = URL;
  const names: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    names,
    restore() {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    },
  };
}

beforeEach(() => saveSession(fakeToken(), newAdmin()));
afterEach(() => localStorage.clear());

describe('Reports', () => {
  it('shows the income of the year by month with its totals, and another year when chosen', async () => {
    const requests = fakeReports();
    renderStaff(<ReportsTab />);
    const tabs = within(screen.getByRole('tablist', { name: 'Reports' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Income by month',
      'Taxes',
      'Deposits held',
      'Owed back',
      'Day-book',
      'Journal',
    ]);
    const table = await screen.findByRole('table', { name: 'Income of 2027 by month, in LKR' });
    expect(within(table).getByRole('row', { name: /^January/ })).toHaveTextContent(
      'JanuaryLKR 250,000LKR 30,000LKR 0LKR 0LKR 280,000LKR 0',
    );
    expect(within(table).getByRole('row', { name: /^March/ })).toHaveTextContent(
      'MarchLKR 0LKR 30,000LKR -120,000LKR 0LKR -90,000LKR 30,000',
    );
    expect(within(table).getByRole('row', { name: /^Total 2027/ })).toHaveTextContent(
      'Total 2027LKR 250,000LKR 60,000LKR -120,000LKR 0LKR 190,000LKR 30,000',
    );
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2026');
    expect(await screen.findByRole('table', { name: 'Income of 2026 by month, in LKR' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/reports/income?year=2026'))).toBe(true);
  });

  it('shows the output tax of the year by month with its totals, and downloads it as CSV', async () => {
    fakeReports();
    const downloads = catchDownloads();
    try {
      renderStaff(<ReportsTab />);
      await userEvent.click(screen.getByRole('tab', { name: 'Taxes' }));
      const table = await screen.findByRole('table', { name: 'Output tax of 2027 by month, in LKR' });
      expect(within(table).getByRole('row', { name: /^February/ })).toHaveTextContent(
        'FebruaryLKR 82,679LKR 2,067LKR 15,254LKR 100,000',
      );
      expect(within(table).getByRole('row', { name: /^Total 2027/ })).toHaveTextContent(
        'Total 2027LKR 82,679LKR 2,067LKR 15,254LKR 100,000',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV: output tax of 2027' }));
      await waitFor(() => expect(downloads.names).toEqual(['taxes-2027.csv']));
    } finally {
      downloads.restore();
    }
  });

  it('downloads a report as CSV, named for its period', async () => {
    fakeReports();
    const downloads = catchDownloads();
    try {
      renderStaff(<ReportsTab />);
      await screen.findByRole('table', { name: /Income of 2027/ });
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV: income of 2027' }));
      await waitFor(() => expect(downloads.names).toEqual(['income-2027.csv']));

      await userEvent.click(screen.getByRole('tab', { name: 'Journal' }));
      await screen.findByRole('table', { name: /Journal/ });
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV: journal' }));
      await waitFor(() => expect(downloads.names).toContain('journal-2027-03-01-to-2027-03-10.csv'));
    } finally {
      downloads.restore();
    }
  });

  it('shows the deposits held, the money owed back and the journal with their totals', async () => {
    fakeReports();
    renderStaff(<ReportsTab />);
    await userEvent.click(screen.getByRole('tab', { name: 'Deposits held' }));
    const held = await screen.findByRole('table', { name: /Deposits held at the end of March 10, 2027/ });
    expect(within(held).getByRole('row', { name: /Amara/ })).toHaveTextContent(
      'May 2, 2027Banquet HallAmara Silvaamara@example.lkRCT-2027-00004LKR 60,000',
    );
    expect(within(held).getByRole('row', { name: /^Held on 1 booking/ })).toHaveTextContent('LKR 60,000');

    await userEvent.click(screen.getByRole('tab', { name: 'Owed back' }));
    const owed = await screen.findByRole('table', { name: /Money owed back/ });
    expect(within(owed).getByRole('row', { name: /Chandra/ })).toHaveTextContent(
      'INV-2027-00002CRN-2027-00001LKR 20,000',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Journal' }));
    const journal = await screen.findByRole('table', { name: /Journal/ });
    expect(within(journal).getByRole('row', { name: /RCT-2027-00004/ })).toHaveTextContent(
      '72027-03-02RCT-2027-00004PaymentAmara SilvaBanquet HallLKR 60,000LKR 40,000',
    );
  });

  it('shows the day-book by day and method, and the server’s sentence for a period that runs backwards', async () => {
    fakeReports();
    renderStaff(<ReportsTab />);
    await userEvent.click(screen.getByRole('tab', { name: 'Day-book' }));
    const table = await screen.findByRole('table', { name: /Day-book from March 1, 2027 to March 10, 2027/ });
    expect(within(table).getAllByRole('row', { name: /Cash/ })[0]).toHaveTextContent(
      'March 2, 2027CashLKR 50,000LKR -20,000LKR 0LKR 30,000',
    );
    expect(within(table).getByRole('row', { name: /^Period total/ })).toHaveTextContent(
      'Period totalLKR 50,000LKR -20,000LKR -10,000LKR 20,000',
    );
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2027-03-20');
    expect(
      await screen.findByText('The first day (2027-03-20) must not be after the last day (2027-03-10).'),
    ).toBeInTheDocument();
  });
});
