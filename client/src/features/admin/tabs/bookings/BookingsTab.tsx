import './bookings.css';
import * as Tabs from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { failureText, useProfile } from '@/features/admin/api/staff-api';
import { ConfirmDialog } from '@/features/admin/components/ConfirmDialog';
import { TerminateRentalDialog } from '@/features/admin/components/TerminateRentalDialog';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { StatCard } from '@/features/admin/components/StatCard';
import { formatDate } from '@/lib/format';
import { useDebounced } from '@/features/admin/hooks/use-debounced';
import { BookingCard } from './components/BookingCard';
import { BookingFilters } from './components/BookingFilters';
import {
  type BookingFilters as Filters,
  type BookingGroup,
  type GroupCounts,
  hasFilters,
  listQuery,
  NO_FILTERS,
  PAGE_SIZE,
  type StaffBooking,
  useBookingPage,
} from '@/features/admin/api/booking-list';
import { groupInfo, GROUPS, isGroup } from './utils/booking-groups';
import { RejectBookingModal, RejectSelectedModal } from './components/RejectBookingModal';
import { CancelBookingModal } from './components/CancelBookingModal';
import { type BookingAction, useBookingActions } from './api/use-booking-actions';
import { useRejectSelected } from './api/reject-selected';
import { useExportBookings } from './api/export-bookings';

/** The brief's header counts, word for word. */
const COUNT_CARDS: { key: keyof GroupCounts; label: string; tone: 'neutral' | 'pending' | 'approved' | 'rejected' }[] =
  [
    { key: 'total', label: 'Total', tone: 'neutral' },
    { key: 'pending', label: 'Pending', tone: 'pending' },
    { key: 'approved', label: 'Active Events', tone: 'approved' },
    { key: 'stalls', label: 'Vendor Stalls', tone: 'neutral' },
    { key: 'rejected', label: 'Rejected', tone: 'rejected' },
    { key: 'history', label: 'History', tone: 'neutral' },
  ];

interface Confirmation {
  booking: StaffBooking;
  action: BookingAction;
}

function confirmationText({ booking }: Confirmation) {
  const who = booking.customer.name;
  if (booking.isAdminBlock) {
    return {
      title: 'Remove Block',
      message: `Remove the admin block on ${booking.venue} for ${formatDate(booking.eventDate)}? The day becomes free for bookings again.`,
      confirmLabel: 'Remove Block',
      busyLabel: 'Removing...',
    };
  }
  return {
    title: 'Delete Booking',
    message:
      booking.group === 'rejected'
        ? `Are you sure you want to delete this rejected booking of ${who}? This action cannot be undone.`
        : `Are you sure you want to delete this booking of ${who} from the history? This action cannot be undone.`,
    confirmLabel: 'Delete',
    busyLabel: 'Deleting...',
  };
}

/** The brief's Bookings tab: the five lists with counts, search and filters, paging, actions and export. */
export function BookingsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('list');
  const group: BookingGroup = isGroup(requested) ? requested : 'pending';
  const info = groupInfo(group);

  // A link from elsewhere in the dashboard (the Activity tab) may name a booking to find: `?q=<booking id>`.
  const [searchText, setSearchText] = useState(() => searchParams.get('q') ?? '');
  const q = useDebounced(searchText);
  const [otherFilters, setOtherFilters] = useState<Omit<Filters, 'q'>>(NO_FILTERS);
  const filters: Filters = { ...otherFilters, q };
  // A page belongs to one list and one set of filters: any change of those starts again at page 1.
  const listKey = JSON.stringify([group, q.trim(), otherFilters]);
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;

  const query = listQuery(group, filters, page);
  const list = useBookingPage(query);
  const data = list.data;
  const current = data && data.group === group ? data : undefined;

  const { busy, run } = useBookingActions();
  const [rejecting, setRejecting] = useState<StaffBooking | null>(null);
  // Only admins cancel an approved booking (the server refuses moderators too).
  const isAdmin = useProfile().data?.role === 'admin';
  const [cancelling, setCancelling] = useState<StaffBooking | null>(null);
  // Pending requests chosen to be rejected together; only those on the page shown count.
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [rejectingSelected, setRejectingSelected] = useState<StaffBooking[] | null>(null);
  const bulk = useRejectSelected();
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [terminating, setTerminating] = useState<StaffBooking | null>(null);
  const exportList = useExportBookings();
  const panelRef = useRef<HTMLDivElement>(null);

  /** Radix's tabs move focus with the arrow keys, Home and End, and choose the list focused. */
  function choose(next: string) {
    if (!isGroup(next)) return;
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.set('list', next);
      return params;
    });
  }

  function clearFilters() {
    setSearchText('');
    setOtherFilters(NO_FILTERS);
  }

  function onAction(booking: StaffBooking, action: BookingAction) {
    if (action === 'reject') setRejecting(booking);
    else if (action === 'terminate') setTerminating(booking);
    else if (action === 'delete') setConfirming({ booking, action });
    else void run(booking, action);
  }

  async function reject(booking: StaffBooking, reason: string) {
    if (await run(booking, 'reject', { rejectionReason: reason })) setRejecting(null);
  }

  const selectable = current?.bookings.filter((booking) => booking.group === 'pending' && !booking.isAdminBlock) ?? [];
  const selected = selectable.filter((booking) => selectedIds.has(booking._id));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;

  function select(booking: StaffBooking, on: boolean) {
    setSelectedIds((previous) => {
      const next = new Set(previous);
      if (on) next.add(booking._id);
      else next.delete(booking._id);
      return next;
    });
  }

  function selectAll(on: boolean) {
    setSelectedIds(new Set(on ? selectable.map((booking) => booking._id) : []));
  }

  async function rejectSelected(bookings: StaffBooking[], reason: string) {
    if (await bulk.rejectSelected(bookings, reason)) {
      setRejectingSelected(null);
      setSelectedIds(new Set());
    }
  }

  async function terminate(booking: StaffBooking, lastDay: string | undefined) {
    if (await run(booking, 'terminate', { lastDay })) setTerminating(null);
  }

  async function confirm() {
    if (!confirming) return;
    await run(confirming.booking, confirming.action);
    setConfirming(null);
  }

  function exportCsv() {
    exportList.mutate(query, {
      onSuccess: (exported) => {
        if (exported === 0) toast.info('There is nothing to export: this list is empty.');
        else toast.success(exported === 1 ? 'Exported 1 booking.' : `Exported ${exported} bookings.`);
      },
      onError: (error) => toast.error(failureText(error, 'Failed to export bookings', 'Error exporting bookings')),
    });
  }

  const filtered = hasFilters(filters);
  const total = current?.total ?? 0;
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, total);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const confirmation = confirming ? confirmationText(confirming) : null;

  // The last booking of the last page was moved or deleted: show the page before it.
  if (current && current.bookings.length === 0 && current.total > 0 && page > pages) {
    setPaging({ listKey, page: pages });
  }

  function goToPage(next: number) {
    setPaging({ listKey, page: next });
    panelRef.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <Tabs.Root className="bookings" value={group} onValueChange={choose}>
      <section aria-labelledby="bookings-counts-title">
        <h2 id="bookings-counts-title" className="visually-hidden">
          Booking counts
        </h2>
        <div className="stat-grid bookings-counts">
          {COUNT_CARDS.map((card) => (
            <StatCard key={card.key} label={card.label} tone={card.tone} value={data ? data.counts[card.key] : '–'} />
          ))}
        </div>
      </section>

      <Tabs.List className="bookings-tabs" aria-label="Booking lists">
        {GROUPS.map((item) => (
          <Tabs.Trigger key={item.id} value={item.id} className="bookings-tabs__tab">
            {item.label}
            {data && <span className="bookings-tabs__count">{data.matching[item.id]}</span>}
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      <Tabs.Content value={group} className="bookings-panel" ref={panelRef} tabIndex={-1}>
        <h2 className="visually-hidden">{info.label}</h2>
        <p className="staff-intro bookings-panel__intro">{info.intro}</p>
        <BookingFilters
          searchText={searchText}
          onSearchText={setSearchText}
          filters={otherFilters}
          onChange={setOtherFilters}
          canClear={filtered || searchText !== ''}
          onClear={clearFilters}
          exporting={exportList.isPending}
          onExport={exportCsv}
        />

        {list.isError && !current ? (
          <ListError message="The bookings could not be loaded." onRetry={() => void list.refetch()} />
        ) : !current ? (
          <ListLoading label={`Loading ${info.label.toLowerCase()}`} />
        ) : current.bookings.length === 0 ? (
          filtered ? (
            <EmptyState title="No bookings match your search.">
              <p>Try other words or dates, or clear the filters.</p>
              <button type="button" className="button button--small button--ghost" onClick={clearFilters}>
                Clear filters
              </button>
            </EmptyState>
          ) : (
            <EmptyState title={info.emptyTitle}>
              <p>{info.emptyText}</p>
            </EmptyState>
          )
        ) : (
          <>
            {selectable.length > 0 && (
              <div className="bookings-select-bar" role="group" aria-label="Reject several requests">
                <label className="bookings-select-bar__all">
                  <input
                    type="checkbox"
                    checked={allSelected}
                    ref={(element) => {
                      if (element) element.indeterminate = selected.length > 0 && !allSelected;
                    }}
                    onChange={(event) => selectAll(event.target.checked)}
                  />
                  Select all on this page
                  <span className="bookings-select-bar__count" aria-live="polite">
                    ({selected.length} selected)
                  </span>
                </label>
                <button
                  type="button"
                  className="button button--small button--danger"
                  disabled={selected.length === 0 || bulk.busy}
                  onClick={() => setRejectingSelected(selected)}
                >
                  <X aria-hidden="true" />
                  Reject selected
                </button>
              </div>
            )}
            <div className={`bookings-list${list.isPlaceholderData ? ' is-updating' : ''}`} aria-busy={list.isFetching}>
              {current.bookings.map((booking) => (
                <BookingCard
                  key={booking._id}
                  booking={booking}
                  busyAction={busy[booking._id]}
                  onAction={onAction}
                  onCancelApproved={isAdmin ? setCancelling : undefined}
                  selection={
                    booking.group === 'pending' && !booking.isAdminBlock
                      ? { selected: selectedIds.has(booking._id), onChange: select }
                      : undefined
                  }
                />
              ))}
            </div>
            <nav className="bookings-pager" aria-label="Pages">
              <p className="bookings-pager__status" aria-live="polite">
                Showing {first}–{last} of {total}
              </p>
              {pages > 1 && (
                <div className="bookings-pager__buttons">
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={page <= 1}
                    onClick={() => goToPage(page - 1)}
                  >
                    <ChevronLeft aria-hidden="true" />
                    Previous
                  </button>
                  <span className="bookings-pager__page">
                    Page {page} of {pages}
                  </span>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={page >= pages}
                    onClick={() => goToPage(page + 1)}
                  >
                    Next
                    <ChevronRight aria-hidden="true" />
                  </button>
                </div>
              )}
            </nav>
          </>
        )}
      </Tabs.Content>

      <RejectBookingModal
        booking={rejecting}
        busy={rejecting !== null && busy[rejecting._id] === 'reject'}
        onReject={(booking, reason) => void reject(booking, reason)}
        onClose={() => setRejecting(null)}
      />
      <CancelBookingModal booking={cancelling} onClose={() => setCancelling(null)} />
      <RejectSelectedModal
        bookings={rejectingSelected}
        busy={bulk.busy}
        onReject={(bookings, reason) => void rejectSelected(bookings, reason)}
        onClose={() => setRejectingSelected(null)}
      />
      <TerminateRentalDialog
        open={terminating !== null}
        stallId={terminating?.stallInfo?.stallId ?? ''}
        customerName={terminating?.customer.name ?? ''}
        startDate={terminating?.eventDate ?? ''}
        busy={terminating !== null && busy[terminating._id] !== undefined}
        onConfirm={(lastDay) => terminating && void terminate(terminating, lastDay)}
        onCancel={() => setTerminating(null)}
      />
      {confirmation && confirming && (
        <ConfirmDialog
          open
          title={confirmation.title}
          message={confirmation.message}
          confirmLabel={confirmation.confirmLabel}
          busyLabel={confirmation.busyLabel}
          busy={busy[confirming.booking._id] !== undefined}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Tabs.Root>
  );
}
