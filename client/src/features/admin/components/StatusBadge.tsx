import type { Schemas } from '@/lib/api';

type BookingStatus = Schemas['BookingView']['status'];

/** Confirmed is shown as approved, cancelled as rejected; admin blocks as Blocked. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Approved',
  cancelled: 'Rejected',
  completed: 'Completed',
};

/** One colour per meaning everywhere (DESIGN.md): pending amber, approved green, rejected red, completed grey. */
export function StatusBadge({ status, isAdminBlock = false }: { status: BookingStatus; isAdminBlock?: boolean }) {
  if (isAdminBlock) return <span className="status-badge status-badge--blocked">Blocked</span>;
  return <span className={`status-badge status-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}
