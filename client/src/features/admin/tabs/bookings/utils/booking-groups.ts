import type { BookingGroup } from '@/features/admin/api/booking-list';

export interface GroupInfo {
  id: BookingGroup;
  /** The brief's sub-menu names, word for word. */
  label: string;
  intro: string;
  emptyTitle: string;
  emptyText: string;
}

export const GROUPS: readonly GroupInfo[] = [
  {
    id: 'pending',
    label: 'Pending',
    intro: 'New requests waiting for a decision. Approving or rejecting one e-mails the customer straight away.',
    emptyTitle: 'No pending bookings.',
    emptyText: 'New requests from the website appear here.',
  },
  {
    id: 'approved',
    label: 'Approved Events',
    intro: 'Confirmed events from today on, with the dates blocked by staff. Mark an event complete once it is over.',
    emptyTitle: 'No approved events.',
    emptyText: 'Approved bookings and blocked dates from today on appear here.',
  },
  {
    id: 'stalls',
    label: 'Vendor Stalls',
    intro: 'These are ongoing monthly rentals. A rental stays here until it is terminated.',
    emptyTitle: 'No active stall rentals.',
    emptyText: 'Approved vendor stall rentals appear here until they are terminated.',
  },
  {
    id: 'rejected',
    label: 'Not Approved',
    intro: 'Requests that were rejected. Reopen one to move it back to Pending, or delete it for good.',
    emptyTitle: 'No rejected bookings.',
    emptyText: 'Requests you reject appear here, with the reason you gave.',
  },
  {
    id: 'history',
    label: 'Booking History',
    intro: 'Bookings appear here after their event date passes or when they are marked completed.',
    emptyTitle: 'No booking history yet.',
    emptyText: 'Past events and completed bookings appear here.',
  },
];

export function isGroup(value: string | null): value is BookingGroup {
  return GROUPS.some((group) => group.id === value);
}

export function groupInfo(id: BookingGroup): GroupInfo {
  return GROUPS.find((group) => group.id === id)!;
}
