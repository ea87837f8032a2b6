import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@/lib/api';
import { renderWithProviders } from '@/test/render';
import { AnalyticsTab } from './AnalyticsTab';

// jsdom has no canvas: the charts' drawing is checked in the browser journeys; here, what surrounds it.
vi.mock('./components/chart-setup', () => ({
  Chart: class {
    destroy() {}
  },
  CHART_COLORS: { teal: '', maroon: '', gold: '', goldEdge: '', freeFill: '', grid: '', green: '', plum: '' },
}));

const ANALYTICS: Schemas['BookingAnalytics'] = {
  totalBookings: 42,
  confirmedBookings: 17,
  totalRevenue: 3_900_000,
  bookedValue: 9_630_000,
  confirmedRevenue: 4_080_000,
  received: 905_000,
  outstanding: 3_265_000,
  byMonth: Array.from({ length: 12 }, (_, i) => {
    const month = `${i < 3 ? 2025 : 2026}-${String(((i + 9) % 12) + 1).padStart(2, '0')}`;
    return {
      month,
      bookings: i === 11 ? 6 : 2,
      revenue: i === 10 ? 1_250_000 : 150_000,
      booked: i === 10 ? 1_250_000 : 300_000,
      received: i === 10 ? 625_000 : i === 9 ? 280_000 : 0,
    };
  }),
  arrearsByBlock: [
    { block: 'A', name: 'Block A', rentals: 2, owed: 90_000 },
    { block: 'B', name: 'Block B', rentals: 0, owed: 0 },
  ],
  stallOccupancy: [
    { block: 'A', name: 'Block A', total: 16, booked: 16 },
    { block: 'B', name: 'Block B', total: 24, booked: 3 },
  ],
};

function fakeApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input.toString();
      const body =
        url === '/api/bookings/admin/analytics'
          ? ANALYTICS
          : url === '/api/news'
            ? { newsItems: [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }] }
            : null;
      return new Response(JSON.stringify(body), { status: body ? 200 : 404 });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the Analytics tab', () => {
  it('shows the four figures, revenue from the books beside the booked value, and the money received and owed', async () => {
    fakeApi();
    renderWithProviders(<AnalyticsTab />);
    const value = (label: string) => screen.getByText(label).nextElementSibling;
    expect(await screen.findByText('Total Bookings')).toBeInTheDocument();
    expect(value('Total Bookings')).toHaveTextContent('42');
    expect(value('Confirmed Bookings')).toHaveTextContent('17');
    expect(value('Total Revenue')).toHaveTextContent('LKR 3,900,000');
    expect(
      screen.getByText('Invoiced less credit notes; LKR 9,630,000 booked, LKR 4,080,000 of it approved'),
    ).toBeInTheDocument();
    expect(screen.getByText('Received', { selector: '.stat-card *' }).nextElementSibling).toHaveTextContent(
      'LKR 905,000',
    );
    expect(value('Outstanding')).toHaveTextContent('LKR 3,265,000');
    await waitFor(() => expect(value('News Items')).toHaveTextContent('3'));
  });

  it('gives each chart a caption, a summary and its numbers as a table', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsTab />);
    const bookings = await screen.findByRole('figure', { name: 'Bookings by month' });
    expect(within(bookings).getByRole('img')).toHaveAccessibleName(
      'Bar chart of bookings by month, October 2025 to September 2026: 28 in all, most in September 2026 (6).',
    );
    const table = within(bookings).getByRole('table', { name: 'Bookings by month' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: 'September 2026 6' })).toBeInTheDocument();

    const revenue = screen.getByRole('figure', { name: 'Revenue and cash received by month' });
    expect(within(revenue).getByRole('row', { name: 'August 2026 LKR 1,250,000 LKR 625,000' })).toBeInTheDocument();
    const arrears = screen.getByRole('figure', { name: 'Stall rent in arrears by block' });
    expect(within(arrears).getByRole('row', { name: 'Block A LKR 90,000' })).toBeInTheDocument();

    const stalls = screen.getByRole('figure', { name: 'Stall occupancy by block' });
    expect(within(stalls).getByRole('img')).toHaveAccessibleName(
      'Stacked bar chart of vendor stalls by block: Block A 16 of 16 booked, Block B 3 of 24 booked.',
    );
    const toggle = within(stalls).getByRole('button', { name: 'Show data for Stall occupancy by block' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(stalls).getByRole('row', { name: 'Block B 3 21' })).toBeVisible();
  });

  it('downloads the payments CSV as the server writes it, amounts as numbers, with a mark Excel reads UTF-8 by', async () => {
    const csv = '"Date received","Receipt","Kind","Amount (LKR)"\r\n"2026-09-01","","Reversal",-7500\r\n';
    fakeApi();
    const answered = vi.mocked(fetch).getMockImplementation();
    const asked: Array<{ url: string; accept: string }> = [];
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = input.toString();
      if (!url.startsWith('/api/bookings/admin/payments/export')) return answered!(input, init);
      asked.push({ url, accept: new Headers(init?.headers).get('accept') ?? '' });
      return new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsTab />);
    await user.click(await screen.findByRole('button', { name: 'Payments CSV' }));

    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(asked).toEqual([{ url: '/api/bookings/admin/payments/export', accept: 'text/csv' }]);
    expect(click.mock.contexts[0]).toHaveProperty(
      'download',
      expect.stringMatching(/^payments-\d{4}-\d{2}-\d{2}\.csv$/),
    );
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe(csv);
    click.mockRestore();
  });
});
