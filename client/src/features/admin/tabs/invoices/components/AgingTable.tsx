import { useId } from 'react';
import { formatDate, formatLkr } from '@/lib/format';
import type { AgingBucket } from '../api/invoices';

const ROWS: ReadonlyArray<{ key: keyof Pick<AgingBucket, 'invoices' | 'rent' | 'total'>; label: string }> = [
  { key: 'invoices', label: 'Invoices' },
  { key: 'rent', label: 'Stall rent' },
  { key: 'total', label: 'Total' },
];

function Amount({ value }: { value: number }) {
  return value > 0 ? <>{formatLkr(value)}</> : <span className="invoices-muted">{formatLkr(0)}</span>;
}

/** Amber while not due yet (Current), red once overdue, muted when nothing. */
const toneOf = (value: number, current: boolean) => (value <= 0 ? '' : current ? 'money--owed' : 'money--overdue');

/**
 * Everything owed on a day by how late each instalment and rent month is, as an accountant reads it: Current (not due
 * yet, or due that day), then the overdue buckets left to right, invoices and stall rent, totals across and down.
 * It covers the whole park whatever the list's filters; the day is today unless staff choose an earlier one.
 */
export function AgingTable({
  aging,
  asOf,
  today,
  onAsOfChange,
}: {
  aging: AgingBucket[];
  asOf: string;
  today: string;
  onAsOfChange: (asOf: string) => void;
}) {
  const id = useId();
  const sum = (key: (typeof ROWS)[number]['key'], only?: (bucket: AgingBucket) => boolean) =>
    aging.filter((bucket) => only?.(bucket) ?? true).reduce((total, bucket) => total + bucket[key], 0);
  const owed = sum('total');
  const overdue = sum('total', (bucket) => bucket.key !== 'current');
  const onDay = asOf === today ? 'today' : `on ${formatDate(asOf)}`;
  return (
    <section className="invoices-aging" aria-labelledby={`${id}-title`}>
      <header className="invoices-section__header">
        <h2 id={`${id}-title`}>Owed, by days late</h2>
        <div className="field invoices-aging__as-of">
          <label htmlFor={`${id}-as-of`}>As of</label>
          <input
            id={`${id}-as-of`}
            type="date"
            value={asOf}
            max={today}
            onChange={(event) => {
              const value = event.target.value;
              onAsOfChange(value === '' || value > today ? today : value);
            }}
          />
        </div>
        <p className={overdue > 0 ? 'invoices-aging__sum money--overdue' : 'invoices-aging__sum money--paid'}>
          {owed > 0 ? (
            <>
              Owed {onDay}: <strong>{formatLkr(owed)}</strong>, of which overdue: <strong>{formatLkr(overdue)}</strong>
            </>
          ) : (
            `Nothing is owed ${onDay}.`
          )}
        </p>
      </header>
      <table className="invoices-aging__table">
        <caption className="visually-hidden">
          Money owed {onDay}, invoices and stall rent, each instalment and rent month by days overdue (all customers,
          whatever the filters)
        </caption>
        <thead>
          <tr>
            <td />
            {aging.map((bucket) => (
              <th key={bucket.key} scope="col">
                {bucket.label}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.key} className={row.key === 'total' ? 'invoices-aging__total' : undefined}>
              <th scope="row">{row.label}</th>
              {aging.map((bucket) => (
                <td
                  key={bucket.key}
                  data-label={bucket.label}
                  className={toneOf(bucket[row.key], bucket.key === 'current')}
                >
                  <Amount value={bucket[row.key]} />
                </td>
              ))}
              <td
                data-label="Total"
                className={toneOf(sum(row.key), sum(row.key, (bucket) => bucket.key !== 'current') === 0)}
              >
                <Amount value={sum(row.key)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
