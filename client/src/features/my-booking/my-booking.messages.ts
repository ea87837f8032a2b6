import { defineMessages } from '@/i18n/messages';

/** The visitor's own booking page. English: SPEC.md's and docs/visitors.md's texts. */
const en = {
  metaTitle: 'My booking',
  metaDescription: 'The status of your booking at Kandy Cultural Park.',
  hero: {
    eyebrow: 'My booking',
    title: 'Your booking at the park',
    lead: 'Check where your request stands, cancel it while it is pending, or add a confirmed booking to your calendar.',
  },
  opening: 'Opening your booking...',
  status: {
    pending: 'Pending',
    pendingText:
      'We have your request and will contact you within 24 hours. Nothing is booked until our team confirms it.',
    confirmed: 'Confirmed',
    confirmedStall: 'Your stall rental is confirmed. It runs month by month until it is ended.',
    confirmedEvent:
      'Your booking is confirmed. Add it to your calendar, and our team will be in touch about the arrangements.',
    cancelled: 'Cancelled',
    cancelledText: 'You cancelled this request. Nothing is owed.',
    notApproved: 'Not approved',
    notApprovedText: 'We are sorry: we could not accept this request. You are welcome to ask for another date.',
    completed: 'Completed',
    completedStall: 'This stall rental has ended.',
    completedEvent: 'This event has taken place. Thank you for celebrating with us.',
  },
  from: (date: string) => `From ${date}`,
  range: (first: string, last: string, days: number) => `${first} to ${last} (${days} days)`,
  toBeQuoted: 'To be quoted by our team',
  perMonth: (amount: string) => `${amount} per month`,
  facts: {
    venue: 'Venue',
    stall: 'Stall',
    eventType: 'Event type',
    guests: 'Guests',
    rentalStarts: 'Rental starts',
    date: 'Date',
    rent: 'Rent',
    amount: 'Amount',
    requestedOn: 'Requested on',
    bookingId: 'Booking ID',
  },
  bookingFor: (name: string) => `Booking for ${name}`,
  stallTitle: (id: string) => `Stall ${id}`,
  reason: 'Reason given:',
  preparing: 'Preparing...',
  addToCalendar: 'Add to calendar (.ics)',
  calendarFailed: 'The calendar file could not be downloaded. Please try again.',
  cancelRequest: 'Cancel this request',
  connectionError: 'Connection error. Please try again.',
  confirmedHint: 'To change or cancel a confirmed booking, please call or e-mail us.',
  confirm: {
    title: 'Cancel this request?',
    description:
      'Our team will be told at once and your request will be closed. This cannot be undone; you can always send a new request.',
    keep: 'Keep my request',
    cancelling: 'Cancelling...',
    yes: 'Yes, cancel it',
  },
  problem: {
    busyTitle: 'Please wait a moment',
    title: 'We could not open this booking link',
    busyText: 'There have been many tries from this connection. Please try the link again in a minute.',
    text: 'The link may be incomplete, mistyped or no longer valid. Please open it again from your e-mail, exactly as we sent it. If it still does not work, call or write to us and quote your booking ID.',
    contact: 'Contact us',
    newRequest: 'Make a new request',
  },
  contact: {
    title: 'Questions about your booking?',
    hours: 'Our events team answers daily, 9:00 AM - 10:00 PM.',
    phones: ['Office', 'Events and bookings'],
  },
  close: 'Close',
  cancelled: 'Your request is cancelled. We have let our team know, and sent you a confirmation e-mail.',
  money: {
    title: 'Payments',
    invoice: (number: string) => `Invoice ${number}`,
    invoiced: 'Invoiced',
    paid: 'Paid',
    balance: 'Balance',
    ahead: (amount: string) => `${amount} paid ahead`,
    deposit: (amount: string, date: string) => `Deposit of ${amount} due by ${date}`,
    balanceDue: (amount: string, date: string) => `Balance of ${amount} due by ${date}`,
    downloadInvoice: 'Download the invoice (PDF)',
    receipts: 'Receipts',
    receipt: (number: string, amount: string, date: string) => `${number}: ${amount} received ${date}`,
    reversed: 'reversed',
    downloadReceipt: (number: string) => `Download receipt ${number} (PDF)`,
    downloadFailed: 'The document could not be downloaded. Please try again.',
    creditNote: (number: string, amount: string, date: string) =>
      `Credit note ${number}: ${amount} taken off the invoice on ${date}`,
    kept: (amount: string) => `${amount} of what you paid is kept as a cancellation charge`,
    downloadCreditNote: 'Download the credit note (PDF)',
    toRefund: (amount: string) => `${amount} to be refunded to you`,
    refunds: 'Refunds',
    refund: (number: string, amount: string, date: string) => `${number}: ${amount} paid back ${date}`,
    downloadRefund: (number: string) => `Download refund note ${number} (PDF)`,
    rentInvoices: 'Rent invoices',
    rentInvoice: (number: string, month: number, amount: string, date: string) =>
      `${number}: month ${month}, ${amount} due ${date}`,
    credited: 'credited',
    downloadRentInvoice: (number: string) => `Download rent invoice ${number} (PDF)`,
  },
};

export type MyBookingMessages = typeof en;

export const myBookingMessages = defineMessages('my-booking', en, {
  si: () => import('./my-booking.messages.si'),
  ta: () => import('./my-booking.messages.ta'),
});
