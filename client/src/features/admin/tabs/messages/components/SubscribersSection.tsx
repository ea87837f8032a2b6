import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { parkToday } from '@/lib/park-time';
import { failureText } from '@/features/admin/api/staff-api';
import { downloadCsv, toCsv } from '@/features/admin/utils/csv';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { formatDay } from '@/features/admin/utils/account-format';
import { LANGUAGE_NAMES_LATIN } from '@/i18n/languages';
import { useSubscribers } from '../api/messages';
import { mailtoHref } from '@/lib/format';

const PAGE = 50;

/** Newsletter sign-ups from the News page: e-mail and date, newest first, with a CSV for the mailing tool. */
export function SubscribersSection() {
  const subscribers = useSubscribers();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);
  const list = useMemo(() => subscribers.data ?? [], [subscribers.data]);
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? list.filter((subscriber) => subscriber.email.toLowerCase().includes(needle)) : list;
  }, [list, search]);

  function exportCsv() {
    const csv = toCsv(
      ['E-mail', 'Subscribed on'],
      list.map((subscriber) => [subscriber.email, parkToday(new Date(subscriber.createdAt))]),
    );
    downloadCsv(`newsletter-subscribers-${parkToday()}.csv`, csv);
    toast.success(`Exported ${list.length} ${list.length === 1 ? 'subscriber' : 'subscribers'}`);
  }

  function content() {
    if (subscribers.isPending) return <ListLoading label="Loading newsletter subscribers" rows={2} />;
    if (subscribers.isError) {
      return (
        <ListError
          message={failureText(subscribers.error, 'Failed to load subscribers', 'Error loading subscribers')}
          onRetry={() => void subscribers.refetch()}
        />
      );
    }
    if (list.length === 0) {
      return (
        <EmptyState title="No subscribers yet">
          <p>Visitors who sign up for the newsletter on the News page appear here.</p>
        </EmptyState>
      );
    }
    if (matching.length === 0) {
      return (
        <EmptyState title="No subscriber matches this search">
          <p>Check the spelling, or clear the search to see everyone.</p>
        </EmptyState>
      );
    }
    return (
      <>
        <div className="staff-card messages-table-wrap">
          <table className="messages-table">
            <caption className="visually-hidden">Newsletter subscribers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Subscribed on</th>
                <th scope="col">Language</th>
              </tr>
            </thead>
            <tbody>
              {matching.slice(0, shown).map((subscriber) => (
                <tr key={subscriber._id}>
                  <td>
                    <a href={mailtoHref(subscriber.email)}>{subscriber.email}</a>
                  </td>
                  <td>
                    <time dateTime={subscriber.createdAt}>{formatDay(subscriber.createdAt)}</time>
                  </td>
                  <td>{LANGUAGE_NAMES_LATIN[subscriber.language]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {matching.length > shown && (
          <button type="button" className="button button--ghost messages-more" onClick={() => setShown(shown + PAGE)}>
            Show more ({matching.length - shown} more)
          </button>
        )}
      </>
    );
  }

  return (
    <section className="staff-section messages-section" aria-labelledby="messages-subscribers">
      <div className="messages-section__head">
        <h2 id="messages-subscribers">
          Newsletter subscribers
          {subscribers.isSuccess && <span className="messages-count">{list.length}</span>}
        </h2>
        <div className="messages-section__tools">
          {list.length > 0 && (
            <label className="field messages-search">
              <span className="visually-hidden">Search subscribers by e-mail</span>
              <input
                type="search"
                placeholder="Search e-mail"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setShown(PAGE);
                }}
              />
            </label>
          )}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={exportCsv}
            disabled={list.length === 0}
          >
            <Download aria-hidden="true" /> Export CSV
          </button>
        </div>
      </div>
      {content()}
    </section>
  );
}
