import { RENT_ARREARS_AFTER_DAYS } from '@kandy-park/domain';
import './analytics.css';
import { Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { Schemas } from '@/lib/api';
import { formatLkr } from '@/lib/format';
import { monthShortName, monthTitle } from '@/lib/month';
import { ListError, ListLoading } from '@/features/admin/components/ListState';
import { StatCard } from '@/features/admin/components/StatCard';
import { useStaffNews } from '@/features/admin/api/staff-news';
import { BarChart } from './components/BarChart';
import { CHART_COLORS } from './components/chart-setup';
import { useAnalytics, usePaymentsExport } from './api/analytics';

type Analytics = Schemas['BookingAnalytics'];

const count = new Intl.NumberFormat('en-LK');
const compact = new Intl.NumberFormat('en-LK', { notation: 'compact', maximumFractionDigits: 1 });

// Module-level, so the charts see the same functions on every render and are not redrawn.
const formatCount = (value: number) => count.format(value);
const formatRevenueTick = (value: number) => (value === 0 ? '0' : compact.format(value));

/** `Mar` under the bars, with the year on a second line at the first bar and at each January. */
function monthTick(month: string, position: number): string | string[] {
  const short = monthShortName(month);
  return position === 0 || month.endsWith('-01') ? [short, month.slice(0, 4)] : short;
}

function busiest(months: Analytics['byMonth'], pick: (month: Analytics['byMonth'][number]) => number) {
  return months.reduce((best, month) => (pick(month) > pick(best) ? month : best), months[0]!);
}

function Charts({ analytics }: { analytics: Analytics }) {
  const months = analytics.byMonth;
  const rowLabels = months.map((month) => monthTitle(month.month));
  const ticks = months.map((month, position) => monthTick(month.month, position));
  const period = months.length ? `${rowLabels[0]} to ${rowLabels[rowLabels.length - 1]}` : 'the last twelve months';
  const bookingTotal = months.reduce((sum, month) => sum + month.bookings, 0);
  const revenueTotal = months.reduce((sum, month) => sum + month.revenue, 0);
  const receivedTotal = months.reduce((sum, month) => sum + month.received, 0);
  const arrears = analytics.arrearsByBlock;
  const arrearsTotal = arrears.reduce((sum, block) => sum + block.owed, 0);
  const topBookings = months.length ? busiest(months, (month) => month.bookings) : null;
  const topRevenue = months.length ? busiest(months, (month) => month.revenue) : null;
  const blocks = analytics.stallOccupancy;

  return (
    <div className="analytics-charts">
      <BarChart
        title="Bookings by month"
        note="By the month they start in; admin blocks left out"
        summary={`Bar chart of bookings by month, ${period}: ${formatCount(bookingTotal)} in all${
          topBookings && topBookings.bookings > 0
            ? `, most in ${monthTitle(topBookings.month)} (${formatCount(topBookings.bookings)})`
            : ''
        }.`}
        labels={ticks}
        rowLabels={rowLabels}
        rowHeader="Month"
        series={[{ label: 'Bookings', values: months.map((month) => month.bookings), fill: CHART_COLORS.teal }]}
        formatValue={formatCount}
      />
      <BarChart
        title="Revenue and cash received by month"
        note="LKR from the books: invoices and rent invoices less credit notes, by their date; cash by the day received"
        summary={`Bar chart of revenue and cash received by month, ${period}: ${formatLkr(revenueTotal)} invoiced and ${formatLkr(receivedTotal)} received in all${
          topRevenue && topRevenue.revenue > 0
            ? `, highest revenue in ${monthTitle(topRevenue.month)} (${formatLkr(topRevenue.revenue)})`
            : ''
        }.`}
        labels={ticks}
        rowLabels={rowLabels}
        rowHeader="Month"
        series={[
          {
            label: 'Revenue',
            values: months.map((month) => month.revenue),
            fill: CHART_COLORS.gold,
            edge: CHART_COLORS.goldEdge,
          },
          { label: 'Received', values: months.map((month) => month.received), fill: CHART_COLORS.green },
        ]}
        formatValue={formatLkr}
        formatTick={formatRevenueTick}
      />
      <BarChart
        title="Stall rent in arrears by block"
        note={`LKR owed by rentals more than ${RENT_ARREARS_AFTER_DAYS} days overdue`}
        summary={`Bar chart of stall rent in arrears by block: ${formatLkr(arrearsTotal)} in all; ${arrears
          .map(
            (block) =>
              `${block.name} ${formatLkr(block.owed)} (${block.rentals} rental${block.rentals === 1 ? '' : 's'})`,
          )
          .join(', ')}.`}
        labels={arrears.map((block) => block.block)}
        axisTitle="Block"
        rowLabels={arrears.map((block) => block.name)}
        rowHeader="Block"
        series={[{ label: 'In arrears', values: arrears.map((block) => block.owed), fill: CHART_COLORS.plum }]}
        formatValue={formatLkr}
        formatTick={formatRevenueTick}
      />
      <BarChart
        title="Stall occupancy by block"
        summary={`Stacked bar chart of vendor stalls by block: ${blocks
          .map((block) => `${block.name} ${block.booked} of ${block.total} booked`)
          .join(', ')}.`}
        note="Stalls held by a pending or approved rental"
        labels={blocks.map((block) => block.block)}
        axisTitle="Block"
        rowLabels={blocks.map((block) => block.name)}
        rowHeader="Block"
        stacked
        series={[
          { label: 'Booked', values: blocks.map((block) => block.booked), fill: CHART_COLORS.maroon },
          {
            label: 'Available',
            values: blocks.map((block) => block.total - block.booked),
            fill: CHART_COLORS.freeFill,
            edge: CHART_COLORS.teal,
          },
        ]}
        formatValue={formatCount}
      />
    </div>
  );
}

/** Every payment and reversal as the server writes them, for the accountant. */
function PaymentsExport() {
  const payments = usePaymentsExport();
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      disabled={payments.isPending}
      onClick={() => payments.mutate({}, { onError: () => toast.error('The payments could not be exported') })}
    >
      <Download aria-hidden="true" />
      {payments.isPending ? 'Exporting...' : 'Payments CSV'}
    </button>
  );
}

/** The brief's four figures, the money received and owed, and the trends behind them. */
export function AnalyticsTab() {
  const analytics = useAnalytics();
  const news = useStaffNews();

  if (analytics.isPending) return <ListLoading label="Loading analytics" rows={4} />;
  if (analytics.isError) {
    return <ListError message="Analytics could not be loaded." onRetry={() => void analytics.refetch()} />;
  }
  const figures = analytics.data;
  const newsCount = news.isSuccess ? formatCount(news.data.length) : news.isError ? '–' : '…';

  return (
    <div className="analytics">
      <div className="stat-grid analytics-stats">
        <StatCard label="Total Bookings" value={formatCount(figures.totalBookings)} hint="Admin blocks not counted" />
        <StatCard
          label="Confirmed Bookings"
          value={formatCount(figures.confirmedBookings)}
          tone="approved"
          hint="Bookings with status approved"
        />
        <StatCard
          label="Total Revenue"
          value={formatLkr(figures.totalRevenue)}
          tone="info"
          hint={`Invoiced less credit notes; ${formatLkr(figures.bookedValue)} booked, ${formatLkr(figures.confirmedRevenue)} of it approved`}
        />
        <StatCard
          label="Received"
          value={formatLkr(figures.received)}
          tone="approved"
          hint="Payments recorded, less reversals"
        />
        <StatCard
          label="Outstanding"
          value={formatLkr(figures.outstanding)}
          tone="pending"
          hint="Invoices and stall rent owed now"
        />
        <StatCard
          label="News Items"
          value={newsCount}
          tone="neutral"
          hint={news.isError ? 'News could not be counted' : 'Published on the News page'}
        />
      </div>
      <div className="analytics-export">
        <PaymentsExport />
      </div>
      <Charts analytics={figures} />
    </div>
  );
}
