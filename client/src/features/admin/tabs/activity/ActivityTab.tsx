import './activity.css';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { failureText } from '@/features/admin/api/staff-api';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { STATUS_LABELS } from '@/features/admin/components/StatusBadge';
import { formatDateTime } from '@/features/admin/utils/account-format';
import {
  type ActivityEntry,
  type ActivityFilters,
  useActivityExport,
  NO_FILTERS,
  PAGE_SIZE,
  useActivityFilterChoices,
  useActivityPage,
} from './api/activity';

const statusWord = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

/** Where the dashboard shows what an entry was about; an unknown kind has no place yet and is named only. */
function subjectLink(subject: NonNullable<ActivityEntry['subject']>): string | null {
  if (!subject.exists) return null;
  switch (subject.kind) {
    case 'booking':
      return subject.group
        ? `/admin/dashboard?${new URLSearchParams({ list: subject.group, q: subject.id }).toString()}`
        : null;
    case 'news':
      return '/admin/dashboard?tab=news';
    case 'admin':
      return '/admin/dashboard?tab=admins';
    case 'contact':
      return '/admin/dashboard?tab=messages';
    default:
      return null;
  }
}

function About({ entry }: { entry: ActivityEntry }) {
  const { subject } = entry;
  if (!subject) return <span className="activity-muted">—</span>;
  const link = subjectLink(subject);
  return (
    <>
      {link ? <Link to={link}>{subject.title}</Link> : <span>{subject.title}</span>}
      {!subject.exists && <span className="activity-muted"> (deleted)</span>}
    </>
  );
}

function EntryRow({ entry }: { entry: ActivityEntry }) {
  const change =
    entry.toStatus && entry.fromStatus && entry.fromStatus !== entry.toStatus && entry.entity === 'booking'
      ? `${statusWord(entry.fromStatus)} → ${statusWord(entry.toStatus)}`
      : null;
  return (
    <li className="activity-entry">
      <time className="activity-entry__when" dateTime={entry.at}>
        {formatDateTime(entry.at)}
      </time>
      <p className="activity-entry__who">
        <strong>{entry.by}</strong>
        {entry.actor && (
          <span className="activity-muted">
            {' '}
            @{entry.actor.username}
            {!entry.actor.exists && ' (account deleted)'}
          </span>
        )}
      </p>
      <div className="activity-entry__what">
        <p>
          {entry.label}
          {change && <span className="activity-muted"> ({change})</span>}
        </p>
        {entry.reason && <p className="activity-entry__reason">Reason: {entry.reason}</p>}
        {entry.money && <p className="activity-entry__money">{entry.money}</p>}
      </div>
      <p className="activity-entry__about">
        <About entry={entry} />
      </p>
    </li>
  );
}

/** The park's record for admins: who did what and when, filtered, paged, exported. */
export function ActivityTab() {
  const id = useId();
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const [paging, setPaging] = useState({ filters, page: 1 });
  // A page belongs to one set of filters: changing them starts again at page 1.
  const page = paging.filters === filters ? paging.page : 1;
  const activityCsv = useActivityExport();
  const listRef = useRef<HTMLDivElement>(null);
  const choices = useActivityFilterChoices();
  const list = useActivityPage(filters, page);
  const data = list.data;

  const filtered = Object.values(filters).some(Boolean);
  const rangeInverted = Boolean(filters.from && filters.to && filters.from > filters.to);
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, total);

  function change(next: Partial<ActivityFilters>) {
    setFilters((previous) => ({ ...previous, ...next }));
  }

  function goToPage(next: number) {
    setPaging({ filters, page: next });
    listRef.current?.scrollIntoView({ block: 'start' });
  }

  function exportCsv() {
    activityCsv.mutate(filters, {
      onSuccess: () => toast.success(total === 1 ? 'Exported 1 entry.' : `Exported ${total} entries.`),
      onError: (error) =>
        toast.error(failureText(error, 'Failed to export the activity', 'Error exporting the activity')),
    });
  }

  return (
    <div className="activity">
      <p className="staff-intro">
        Everything staff did, and when: sign-ins, decisions on bookings, blocked dates, stall rentals, news and
        accounts. Nothing here can be changed or deleted.
      </p>

      <div className="staff-filters" role="search" aria-label="Filter the activity">
        <div className="staff-filters__row activity-filters__row">
          <div className="field">
            <label htmlFor={`${id}-person`}>Person</label>
            <select
              id={`${id}-person`}
              value={filters.person}
              onChange={(event) => change({ person: event.target.value })}
            >
              <option value="">Everyone</option>
              {choices.data?.people.map((person) => (
                <option key={person._id} value={person._id}>
                  {person.name}
                  {person.exists ? '' : ' (account deleted)'}
                </option>
              ))}
              <option value="none">Visitors and the system</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-action`}>Kind of action</label>
            <select
              id={`${id}-action`}
              value={filters.action}
              onChange={(event) => change({ action: event.target.value })}
            >
              <option value="">Every kind</option>
              {choices.data?.actions.map((kind) => (
                <option key={kind.action} value={kind.action}>
                  {kind.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-from`}>From</label>
            <input
              id={`${id}-from`}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => change({ from: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>To</label>
            <input
              id={`${id}-to`}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => change({ to: event.target.value })}
            />
          </div>
        </div>
        <div className="staff-filters__actions">
          {rangeInverted && (
            <p className="staff-filters__warning" role="alert">
              The “To” date is before the “From” date.
            </p>
          )}
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={!filtered}
            onClick={() => setFilters(NO_FILTERS)}
          >
            <X aria-hidden="true" /> Clear filters
          </button>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={activityCsv.isPending || rangeInverted || total === 0}
            onClick={exportCsv}
          >
            <Download aria-hidden="true" /> {activityCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </button>
        </div>
      </div>

      <div ref={listRef} className="activity-panel">
        {rangeInverted ? (
          <EmptyState title="Choose a “To” date on or after the “From” date." />
        ) : list.isError && !data ? (
          <ListError message="The activity could not be loaded." onRetry={() => void list.refetch()} />
        ) : !data ? (
          <ListLoading label="Loading the activity" />
        ) : data.entries.length === 0 ? (
          <EmptyState title={filtered ? 'Nothing matches these filters.' : 'Nothing has been recorded yet.'}>
            {filtered && <p>Try another person, kind of action or dates, or clear the filters.</p>}
          </EmptyState>
        ) : (
          <>
            <div className="activity-head" aria-hidden="true">
              <span>When</span>
              <span>Who</span>
              <span>What</span>
              <span>About</span>
            </div>
            <ol className="activity-list" aria-label="Activity, newest first">
              {data.entries.map((entry) => (
                <EntryRow key={entry._id} entry={entry} />
              ))}
            </ol>
            <nav className="activity-pager" aria-label="Pages">
              <p className="activity-pager__status" aria-live="polite">
                Showing {first}–{last} of {total}
              </p>
              {pages > 1 && (
                <div className="activity-pager__buttons">
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={page <= 1}
                    onClick={() => goToPage(page - 1)}
                  >
                    <ChevronLeft aria-hidden="true" /> Previous
                  </button>
                  <span className="activity-muted">
                    Page {page} of {pages}
                  </span>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={page >= pages}
                    onClick={() => goToPage(page + 1)}
                  >
                    Next <ChevronRight aria-hidden="true" />
                  </button>
                </div>
              )}
            </nav>
          </>
        )}
      </div>
    </div>
  );
}
