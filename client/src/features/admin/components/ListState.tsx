import type { ReactNode } from 'react';

/** What a list shows while it loads: grey cards the shape of the real ones, announced once to screen readers. */
export function ListLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="list-loading" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="list-loading__card" aria-hidden="true" />
      ))}
    </div>
  );
}

/** An empty list: what it means and, where there is one, what to do. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children && <div className="empty-state__text">{children}</div>}
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="empty-state empty-state--error" role="alert">
      <p className="empty-state__title">{message}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
