import { RENT_ARREARS_AFTER_DAYS } from '@kandy-park/domain';
import './stalls.css';
import { CircleAlert, CircleCheck, CircleX, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '@/components/Modal';
import { ListError, ListLoading } from '@/features/admin/components/ListState';
import { StatCard } from '@/features/admin/components/StatCard';
import { StallBookingForm } from './components/StallBookingForm';
import { StallDetails } from './components/StallDetails';
import {
  type AvailabilityTone,
  availabilityTone,
  blockSummaries,
  findStall,
  useStallData,
  type StallBlockSummary,
  type StallSource,
  type StallView,
} from './api/stall-data';
import { RentDueList } from './components/RentDueList';
import { RentalAccount } from './components/RentalAccount';
import { type RentDueItem, useRentDue } from '@/features/admin/api/money-api';

const SOURCE_LABEL: Record<StallSource, string> = {
  staff: 'Live data',
  public: 'Public data, no customer details',
  demo: 'Demo data',
};

const TONE_ICON = { none: CircleX, limited: TriangleAlert, plenty: CircleCheck } as const;

/** Text for the whole park's availability; the colour repeats it, never replaces it. */
function overallText(tone: AvailabilityTone, available: number, total: number): string {
  switch (tone) {
    case 'none':
      return `No vendor stalls are available for rental. All ${total} stalls are currently rented.`;
    case 'limited':
      return `Limited availability: only ${available} of ${total} stalls left.`;
    case 'plenty':
      return `${available} of ${total} stalls available for rental.`;
  }
}

const BLOCK_TONE_TEXT: Record<AvailabilityTone, string> = {
  none: 'No stalls available',
  limited: 'Limited availability',
  plenty: 'Good availability',
};

/** `arrears`: the ids of the rentals in arrears. A stall shows arrears only when the rental it holds now is in them. */
function stallState(
  stall: StallView,
  arrears: ReadonlySet<string>,
): { kind: 'available' | 'booked' | 'pending' | 'arrears'; word: string } {
  if (stall.status === 'available') return { kind: 'available', word: 'Free' };
  if (stall.booking?.status === 'pending') return { kind: 'pending', word: 'Pending' };
  if (stall.booking?.status === 'confirmed' && arrears.has(stall.booking.bookingId)) {
    return { kind: 'arrears', word: 'Arrears' };
  }
  return { kind: 'booked', word: 'Booked' };
}

function StallBlock({
  block,
  arrears,
  onPick,
}: {
  block: StallBlockSummary;
  arrears: ReadonlySet<string>;
  onPick: (stallId: string) => void;
}) {
  const tone = availabilityTone(block.available);
  const headingId = `stalls-block-${block.letter}`;
  const Icon = TONE_ICON[tone];
  return (
    <section className={`stalls-block stalls-block--${tone}`} aria-labelledby={headingId}>
      <header className="stalls-block__header">
        <h2 id={headingId}>{block.name}</h2>
        <p className="stalls-block__count">
          {block.available} of {block.count} available
        </p>
        <p className={`stalls-tone stalls-tone--${tone}`}>
          <Icon aria-hidden="true" size={15} />
          {BLOCK_TONE_TEXT[tone]}
        </p>
      </header>
      <ul className="stalls-block__grid">
        {block.stalls.map((stall) => {
          const state = stallState(stall, arrears);
          return (
            <li key={stall.stallId}>
              <button
                type="button"
                className={`stalls-stall stalls-stall--${state.kind}`}
                title={stall.booking ? `${stall.stallId}: ${stall.booking.customerName}` : undefined}
                onClick={() => onPick(stall.stallId)}
              >
                <span className="stalls-stall__id">{stall.stallId}</span>{' '}
                <span className="stalls-stall__state">{state.word}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The Vendor Stalls tab, with statistics, the grid by block, rentals and bookings. */
export function VendorStallsTab() {
  const stalls = useStallData();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A rent-due row whose rental no longer holds its stall (ended, the stall maybe let again).
  const [pastRental, setPastRental] = useState<RentDueItem | null>(null);
  const [booking, setBooking] = useState(false);
  // Rentals in arrears have a colour of their own in the grid: arrears belong to a rental, not a stall.
  const inArrears = useRentDue({ show: 'arrears' });
  const arrears = new Set(inArrears.data?.items.map((item) => item.bookingId) ?? []);

  if (stalls.isPending) return <ListLoading label="Loading vendor stalls" rows={4} />;
  if (stalls.isError) {
    return <ListError message="Vendor stall data could not be loaded." onRetry={() => void stalls.refetch()} />;
  }

  const { data, source, warning } = stalls.data;
  const { statistics } = data;
  const blocks = blockSummaries(data);
  const tone = availabilityTone(statistics.availableStalls);
  const ToneIcon = TONE_ICON[tone];
  const located = selectedId ? findStall(data, selectedId) : null;

  function pick(stallId: string) {
    setBooking(false);
    setPastRental(null);
    setSelectedId(stallId);
  }

  /** A rent-due row opens the rental it lists: on its stall while it holds it, else on its own. */
  function pickRental(item: RentDueItem) {
    if (findStall(data, item.stallId)?.stall.booking?.bookingId === item.bookingId) {
      pick(item.stallId);
      return;
    }
    setBooking(false);
    setSelectedId(null);
    setPastRental(item);
  }

  function close() {
    setSelectedId(null);
    setPastRental(null);
    setBooking(false);
  }

  return (
    <div className="stalls">
      <div className="staff-toolbar stalls-toolbar">
        <p className="staff-intro stalls-toolbar__intro">
          Stalls are 6 x 4 ft and rented by the month. Choose a stall to see its rental or book it for a customer.
        </p>
        <div className="staff-toolbar__end">
          <span className={`stalls-source stalls-source--${source}`}>
            <span className="visually-hidden">Data source: </span>
            {SOURCE_LABEL[source]}
          </span>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void stalls.refetch()}
            disabled={stalls.isFetching}
          >
            <RefreshCw aria-hidden="true" />
            {stalls.isFetching ? 'Refreshing...' : 'Refresh'}
          </button>
        </div>
      </div>

      {warning && (
        <p className="stalls-warning" role="alert">
          <CircleAlert aria-hidden="true" size={18} />
          {warning}
        </p>
      )}
      {source === 'public' && (
        <p className="staff-note stalls-public-note">
          Showing the public stall layout: which stalls are booked, without customer details. Refresh to try the staff
          data again.
        </p>
      )}

      <div className="stat-grid">
        <StatCard label="Total Stalls" value={statistics.totalStalls} />
        <StatCard label="Booked Stalls" value={statistics.bookedStalls} tone="rejected" />
        <StatCard label="Available Stalls" value={statistics.availableStalls} tone="approved" />
        <StatCard label="Occupancy Rate" value={`${statistics.occupancyRate}%`} tone="info" />
      </div>

      <p className={`stalls-banner stalls-tone--${tone}`} data-testid="stalls-banner">
        <ToneIcon aria-hidden="true" size={20} />
        {overallText(tone, statistics.availableStalls, statistics.totalStalls)}
      </p>

      <ul className="stalls-legend" aria-label="Legend">
        <li>
          <span className="stalls-legend__swatch stalls-stall--available" aria-hidden="true" />
          Free: available to book
        </li>
        <li>
          <span className="stalls-legend__swatch stalls-stall--booked" aria-hidden="true" />
          Booked: rented
        </li>
        <li>
          <span className="stalls-legend__swatch stalls-stall--pending" aria-hidden="true" />
          Pending: request awaiting approval
        </li>
        <li>
          <span className="stalls-legend__swatch stalls-stall--arrears" aria-hidden="true" />
          Arrears: rent over {RENT_ARREARS_AFTER_DAYS} days overdue
        </li>
      </ul>

      <div className="stalls-blocks">
        {blocks.map((block) => (
          <StallBlock key={block.letter} block={block} arrears={arrears} onPick={pick} />
        ))}
      </div>

      {source === 'staff' && <RentDueList onPick={pickRental} />}

      <Modal
        open={located !== null || pastRental !== null}
        onOpenChange={(open) => !open && close()}
        title={
          pastRental
            ? `Stall ${pastRental.stallId}: ${pastRental.rent.endedOn ? 'ended rental' : 'rental'} of ${pastRental.customerName}`
            : located
              ? `${booking ? 'Book Stall' : 'Stall'} ${located.stall.stallId}`
              : 'Stall'
        }
      >
        {pastRental && <RentalAccount item={pastRental} />}
        {located &&
          (booking ? (
            <StallBookingForm located={located} onCancel={() => setBooking(false)} onDone={close} />
          ) : (
            <StallDetails located={located} source={source} onBook={() => setBooking(true)} onDone={close} />
          ))}
      </Modal>
    </div>
  );
}
