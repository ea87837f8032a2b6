const lkr = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** `LKR 1,250,000`: whole rupees, en-LK grouping, no decimals (SPEC.md section 9). */
export function formatLkr(amount: number): string {
  return `LKR ${lkr.format(Math.round(amount))}`;
}

/** `March 15, 2026` for a yyyy-mm-dd calendar date, whatever the browser's zone. */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
