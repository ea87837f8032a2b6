import { useId } from 'react';
import { formatLkr } from '@/lib/format';
import type { AgingBucket } from '../api/invoices';

const ROWS: ReadonlyArray<{ key: keyof Pick<AgingBucket, 'invoices' | 'rent' | 'total'>; label: string }> = [
  { key: 'invoices', label: 'Invoices' },
  { key: 'rent', label: 'Stall rent' },
  { key: 'total', label: 'Total' },
];

function Amount({ value }: { value: number }) {
  return value > 0 ? <>{formatLkr(value)}</> : <span className="invoices-muted">{formatLkr(0)}</span>;
}

/**
 * Everything overdue today by how late it is, as an accountant reads it: the buckets left to right, invoices and
 * stall rent, totals across and down. It covers the whole park whatever the list's filters.
 */
export function AgingTable({ aging }: { aging: AgingBucket[] }) {
  const id = useId();
  const sum = (key: (typeof ROWS)[number]['key']) => aging.reduce((total, bucket) => total + bucket[key], 0);
  const overdue = sum('total');
  return (
    <section className="invoices-aging" aria-labelledby={`${id}-title`}>
      <header className="invoices-section__header">
        <h2 id={`${id}-title`}>Overdue, by days late</h2>
        <p className={overdue > 0 ? 'invoices-aging__sum money--overdue' : 'invoices-aging__sum money--paid'}>
          {overdue > 0 ? (
            <>
              Overdue in all: <strong>{formatLkr(overdue)}</strong>
            </>
          ) : (
            'Nothing is overdue.'
          )}
        </p>
      </header>
      <table className="invoices-aging__table">
        <caption className="visually-hidden">
          Money overdue today, invoices and stall rent, by days overdue (all customers, whatever the filters)
        </caption>
        <thead>
          <tr>
            <td />
            {aging.map((bucket) => (
              <th key={bucket.label} scope="col">
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
                  key={bucket.label}
                  data-label={bucket.label}
                  className={bucket[row.key] > 0 ? 'money--overdue' : ''}
                >
                  <Amount value={bucket[row.key]} />
                </td>
              ))}
              <td data-label="Total" className={sum(row.key) > 0 ? 'money--overdue' : ''}>
                <Amount value={sum(row.key)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
