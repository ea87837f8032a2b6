import type { ReactNode } from 'react';
import { formatLkr } from '@/lib/format';

/** An amount in a report's column: muted at zero, red when negative (a credit, money paid back). */
export function Amount({ value, strong = false }: { value: number; strong?: boolean }) {
  const className = value === 0 ? 'reports-muted' : value < 0 ? 'reports-negative' : undefined;
  const text = formatLkr(value);
  return <span className={className}>{strong ? <strong>{text}</strong> : text}</span>;
}

/** A report's heading line: its title, what it reads, its period picker and its Download CSV. */
export function ReportHeader({
  titleId,
  title,
  intro,
  children,
}: {
  titleId: string;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="reports-header">
      <div className="reports-header__text">
        <h2 id={titleId}>{title}</h2>
        <p className="staff-intro">{intro}</p>
      </div>
      <div className="reports-header__controls">{children}</div>
    </header>
  );
}
