import { RENT_ARREARS_AFTER_DAYS, RENT_DUE_SOON_DAYS } from '@kandy-park/domain';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate, formatLkr } from '@/lib/format';
import { ListError, ListLoading } from '@/features/admin/components/ListState';
import { AccountLink } from '@/features/admin/components/AccountLink';
import { moneyTone } from '@/features/admin/components/MoneyPanel';
import { type RentDueFilter, type RentDueItem, useRentDue } from '@/features/admin/api/money-api';
import { downloadCsv, toCsv } from '@/features/admin/utils/csv';

const FILTERS: Array<{ value: RentDueFilter; label: string }> = [
  { value: 'all', label: 'Due and overdue' },
  { value: 'due', label: `Due within ${RENT_DUE_SOON_DAYS} days` },
  { value: 'overdue', label: 'Overdue' },
  { value: 'arrears', label: `In arrears (over ${RENT_ARREARS_AFTER_DAYS} days)` },
];
const BLOCKS = ['A', 'B', 'C', 'D', 'E', 'F'];

function csvOf(items: RentDueItem[]): string {
  return toCsv(
    [
      'Stall',
      'Block',
      'Vendor',
      'E-mail',
      'Phone',
      'Months charged',
      'Paid (LKR)',
      'Balance (LKR)',
      'Next due',
      'Amount due next (LKR)',
      'Days overdue',
    ],
    items.map(({ stallId, blockName, customerName, customerEmail, customerPhone, rent }) => [
      stallId,
      blockName,
      customerName,
      customerEmail,
      customerPhone,
      rent.monthsCharged,
      rent.paid,
      rent.balance,
      rent.nextDueDate ?? '',
      rent.nextDueAmount,
      rent.daysOverdue,
    ]),
  );
}

/**
 * The rent-due list for the person who collects: due soon and overdue, with totals, filters and CSV. A row opens the
 * rental it lists (`onPick`), also one that has ended.
 */
export function RentDueList({ onPick }: { onPick: (item: RentDueItem) => void }) {
  const id = useId();
  const [show, setShow] = useState<RentDueFilter>('all');
  const [block, setBlock] = useState('');
  const list = useRentDue({ show, block: block || undefined });

  return (
    <section className="rent-due" aria-labelledby={`${id}-title`}>
      <header className="rent-due__header">
        <h2 id={`${id}-title`}>Rent due</h2>
        <div className="rent-due__filters">
          <label htmlFor={`${id}-show`} className="visually-hidden">
            Show
          </label>
          <select id={`${id}-show`} value={show} onChange={(event) => setShow(event.target.value as RentDueFilter)}>
            {FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-block`} className="visually-hidden">
            Block
          </label>
          <select id={`${id}-block`} value={block} onChange={(event) => setBlock(event.target.value)}>
            <option value="">All blocks</option>
            {BLOCKS.map((letter) => (
              <option key={letter} value={letter}>
                Block {letter}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!list.data || list.data.items.length === 0}
            onClick={() => list.data && downloadCsv(`rent-due-${list.data.today}.csv`, csvOf(list.data.items))}
          >
            <Download aria-hidden="true" />
            Export CSV
          </button>
        </div>
      </header>
      {list.isPending ? (
        <ListLoading label="Loading rent due" rows={2} />
      ) : list.isError ? (
        <ListError message="The rent due could not be loaded." onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="rent-due__totals">
            <span className="money--owed">
              Owed now: <strong>{formatLkr(list.data.totalOwed)}</strong>
            </span>
            <span className="money--overdue">
              In arrears: <strong>{formatLkr(list.data.totalInArrears)}</strong>
            </span>
            <span>
              {list.data.items.length} rental{list.data.items.length === 1 ? '' : 's'}
            </span>
          </p>
          {list.data.items.length === 0 ? (
            <p className="staff-note">No rent is due in the next {RENT_DUE_SOON_DAYS} days, and none is overdue.</p>
          ) : (
            <div className="rent-due__scroll">
              <table className="rent-due__table">
                <thead>
                  <tr>
                    <th scope="col">Stall</th>
                    <th scope="col">Vendor</th>
                    <th scope="col">Next due</th>
                    <th scope="col" className="rent-due__amount">
                      Amount due
                    </th>
                    <th scope="col">Overdue</th>
                    <th scope="col" className="rent-due__amount">
                      Balance
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((item) => {
                    const { bookingId, stallId, customerName, customerEmail, customerPhone, rent } = item;
                    const tone = moneyTone(Math.max(rent.balance, rent.standing === 'due' ? 1 : 0), rent.daysOverdue);
                    return (
                      <tr key={bookingId} className={`money--${tone}`}>
                        <td>
                          <button
                            type="button"
                            className="rent-due__stall"
                            aria-label={`${stallId}: rental of ${customerName}${rent.endedOn ? ' (ended)' : ''}`}
                            onClick={() => onPick(item)}
                          >
                            {stallId}
                          </button>
                        </td>
                        <td>
                          <AccountLink email={customerEmail}>{customerName}</AccountLink>
                          {rent.endedOn && <span className="rent-due__ended">Ended {formatDate(rent.endedOn)}</span>}
                          <span className="rent-due__phone">{customerPhone}</span>
                        </td>
                        <td>{rent.nextDueDate ? formatDate(rent.nextDueDate) : '—'}</td>
                        <td className="rent-due__amount">{formatLkr(rent.nextDueAmount)}</td>
                        <td className="rent-due__tone">
                          {rent.daysOverdue > 0
                            ? `${rent.daysOverdue} day${rent.daysOverdue === 1 ? '' : 's'}`
                            : 'Not yet'}
                        </td>
                        <td className="rent-due__amount rent-due__tone">{formatLkr(Math.max(0, rent.balance))}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
