import { useId } from 'react';
import { formatDate, formatLkr } from '@/lib/format';
import type { CustomerAccount } from '../api/accounts';

/**
 * What the account owed at the statement's end by how late each instalment and rent month was: Current (not due yet,
 * or due that day), 1–30, 31–60, 61–90 and 90+ days, invoices and stall rent apart when both are owed.
 */
export function AccountAging({ aging, today }: { aging: CustomerAccount['aging']; today: string }) {
  const id = useId();
  const total = aging.buckets.reduce((sum, bucket) => sum + bucket.total, 0);
  const both = aging.buckets.some((bucket) => bucket.invoices > 0) && aging.buckets.some((bucket) => bucket.rent > 0);
  const rows = both
    ? ([
        ['invoices', 'Invoices'],
        ['rent', 'Stall rent'],
        ['total', 'Total'],
      ] as const)
    : ([['total', 'Owed']] as const);
  const onDay = aging.asOf === today ? 'today' : `on ${formatDate(aging.asOf)}`;
  return (
    <div className="accounts-aging" aria-labelledby={`${id}-title`} role="group">
      <h4 id={`${id}-title`}>Owed {onDay}, by days late</h4>
      {total === 0 ? (
        <p className="accounts-muted">Nothing was owed {onDay}.</p>
      ) : (
        <div className="accounts-aging__wrap">
          <table className="accounts-aging__table">
            <caption className="visually-hidden">Owed {onDay}, each instalment and rent month by days overdue</caption>
            <thead>
              <tr>
                <td />
                {aging.buckets.map((bucket) => (
                  <th key={bucket.key} scope="col">
                    {bucket.label}
                  </th>
                ))}
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([key, label]) => {
                const sum = aging.buckets.reduce((all, bucket) => all + bucket[key], 0);
                return (
                  <tr key={key} className={key === 'total' && both ? 'accounts-aging__total' : undefined}>
                    <th scope="row">{label}</th>
                    {aging.buckets.map((bucket) => (
                      <td
                        key={bucket.key}
                        data-label={bucket.label}
                        className={bucket[key] > 0 ? (bucket.key === 'current' ? 'money--owed' : 'money--overdue') : ''}
                      >
                        {formatLkr(bucket[key])}
                      </td>
                    ))}
                    <td data-label="Total">{formatLkr(sum)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
