import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { useDebounced } from '@/features/admin/hooks/use-debounced';
import { accountLink } from '@/features/admin/utils/account-link';
import { useAccounts } from '../api/accounts';
import { balanceWords } from '../utils/account-format';

/** Finds a customer's account by words of their name or e-mail address; the most recently active come first. */
export function AccountSearch() {
  const id = useId();
  const [searchText, setSearchText] = useState('');
  const q = useDebounced(searchText);
  const list = useAccounts(q);
  const data = list.data;
  return (
    <div className="accounts">
      <p className="staff-intro">
        Every customer has one account, whatever the case or +tag of the address they gave: their bookings and stall
        rentals, every invoice, receipt and credit note, the balance and a statement for any period.
      </p>
      <div className="staff-filters accounts-search" role="search" aria-label="Find a customer's account">
        <div className="field">
          <label htmlFor={`${id}-q`}>Find an account</label>
          <div className="accounts-search__box">
            <Search aria-hidden="true" size={18} />
            <input
              id={`${id}-q`}
              type="search"
              value={searchText}
              maxLength={100}
              autoComplete="off"
              placeholder="Name or e-mail address"
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
        </div>
      </div>
      {list.isError && !data ? (
        <ListError message="The accounts could not be loaded." onRetry={() => void list.refetch()} />
      ) : !data ? (
        <ListLoading label="Loading the accounts" />
      ) : data.items.length === 0 ? (
        <EmptyState title={q.trim() ? 'No account matches this search.' : 'No customer has an account yet.'}>
          <p>
            {q.trim() ? 'Try part of the name or of the e-mail address.' : 'An account opens with a first booking.'}
          </p>
        </EmptyState>
      ) : (
        <>
          <p className="accounts-count" aria-live="polite">
            {data.total > data.items.length
              ? `Showing the ${data.items.length} most recently active of ${data.total} accounts.`
              : `${data.total} account${data.total === 1 ? '' : 's'}.`}
          </p>
          <ul className="accounts-list">
            {data.items.map((item) => (
              <li key={item.account} className={`accounts-list__item money--${item.balance > 0 ? 'owed' : 'paid'}`}>
                <Link className="accounts-list__name" to={accountLink(item.customerEmail)}>
                  {item.customerName}
                </Link>
                <span className="accounts-sub">{item.account}</span>
                <span className="accounts-list__facts">
                  <span>
                    {item.bookings} booking{item.bookings === 1 ? '' : 's'}
                  </span>
                  <span>Last activity {formatDate(item.lastActivityOn)}</span>
                  <strong className="accounts-tone">{balanceWords(item.balance)}</strong>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
