import { CALENDAR_UID_DOMAIN, calendarDocument } from '../common/icalendar';
import type { Booking, Invoice, MailAttachment } from '../database/schema';
import { composeMail, describeDates, formatLkr, formatLongDate } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail.types';
import { addDays } from '@kandy-park/domain';

/** The e-mails a booking's life sends. Pure: they take the row, answer the message. */

const PARK = 'Kandy Cultural Park';

const isStallRental = (booking: Booking): boolean => booking.venue === 'Vendor Stalls' && booking.stallId !== null;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function subjectOf(booking: Booking): string {
  return isStallRental(booking)
    ? `Stall ${booking.stallId} rental from ${formatLongDate(booking.eventDate)}`
    : `${booking.venue} on ${formatLongDate(booking.eventDate)}`;
}

/**
 * What the park itself decided or computed about a request: its id, the venue or stall, the dates, the number of
 * guests, the price. None of it is text a visitor typed, so it is safe in mail to an address nobody has proven.
 */
function requestFacts(booking: Booking): Array<[string, string]> {
  const details: Array<[string, string]> = [
    ['Booking ID', booking.id],
    ['Venue', booking.venue],
  ];
  if (isStallRental(booking)) {
    details.push(['Stall', `${booking.stallId} (${booking.stallBlockName ?? `Block ${booking.stallBlock}`})`]);
    details.push(['Start date', formatLongDate(booking.eventDate)]);
    details.push(['Rent', `${formatLkr(booking.totalAmount)} per month`]);
  } else {
    details.push(['Date', describeDates(booking.eventDate, booking.duration)]);
    details.push(['Guests', String(booking.guests)]);
    details.push(['Amount', booking.totalAmount > 0 ? formatLkr(booking.totalAmount) : 'To be quoted by our team']);
  }
  return details;
}

/** The facts and the event type the visitor chose (free text): for staff, and for mail after staff approval. */
function bookingDetails(booking: Booking): Array<[string, string]> {
  const details = requestFacts(booking);
  if (!isStallRental(booking)) details.splice(2, 0, ['Event type', capitalise(booking.eventType)]);
  return details;
}

/**
 * To the customer, as soon as a request is accepted. Anyone can type anyone's address into the form, so this
 * carries none of the words the visitor typed (name, event type, requirements, notes): only the facts of
 * `requestFacts`, what happens next, and how to cancel a request they did not make. `myBookingUrl` is their
 * private My booking link (the only place the link's secret is ever written).
 */
export function requestAcknowledgementMail(booking: Booking, myBookingUrl?: string): OutgoingMail {
  const what = isStallRental(booking) ? 'rental' : 'booking';
  const kind = isStallRental(booking) ? 'stall rental' : 'booking';
  const paragraphs = [
    `Thank you for your ${kind} request; we have received it. We will contact you within 24 hours regarding your ${booking.venue} ${what}.`,
    'Your request is pending until our team confirms it; we will e-mail you again as soon as it is approved.',
  ];
  if (myBookingUrl) {
    paragraphs.push(
      `See your booking's status at any time, cancel the request while it is pending, or add it to your calendar once it is confirmed: ${myBookingUrl}`,
      'This link is yours alone: please do not share it. If you did not make this request, someone else typed your address: you can cancel it there, or simply ignore this e-mail.',
    );
  }
  paragraphs.push(`Please quote your booking ID (${booking.id}) if you contact us about it.`);
  const body = composeMail({ greeting: 'Hello,', paragraphs, details: requestFacts(booking) });
  return {
    to: booking.customerEmail,
    subject: `We received your ${kind} request: ${subjectOf(booking)}`,
    ...body,
    cap: 'acknowledgement',
  };
}

/** To the park's staff mailbox, for every new request. */
export function staffNoticeMail(booking: Booking, staffEmail: string, publicUrl: string): OutgoingMail {
  const details = bookingDetails(booking);
  details.push(['Customer', booking.customerName], ['Email', booking.customerEmail], ['Phone', booking.customerPhone]);
  if (booking.specialRequirements) details.push(['Special requirements', booking.specialRequirements]);
  if (booking.notes) details.push(['Notes', booking.notes]);
  const body = composeMail({
    greeting: 'Hello team,',
    paragraphs: [
      `A new ${isStallRental(booking) ? 'stall rental' : 'booking'} request is waiting for review. The customer has been told we will contact them within 24 hours.`,
      `Approve or reject it in the dashboard: ${publicUrl.replace(/\/$/, '')}/admin/dashboard`,
    ],
    details,
    signOff: `${PARK} website`,
  });
  return {
    to: staffEmail,
    subject: `New ${isStallRental(booking) ? 'stall rental' : 'booking'} request: ${subjectOf(booking)}`,
    ...body,
    cap: 'staffNotice',
  };
}

/**
 * An all-day calendar entry with a UID stable per booking, so a re-sent file updates rather than duplicates. Written
 * by the park's one iCalendar writer (`calendarDocument`), which escapes every text: the event type is a visitor's.
 */
export function bookingCalendarFile(booking: Booking): string {
  const days = isStallRental(booking) ? 1 : booking.duration;
  return calendarDocument({
    productId: `${CALENDAR_UID_DOMAIN}/bookings`,
    events: [
      {
        uid: `${booking.id}@${CALENDAR_UID_DOMAIN}`,
        summary: isStallRental(booking)
          ? `Stall ${booking.stallId} rental starts – ${PARK}`
          : `${capitalise(booking.eventType)} at ${booking.venue} – ${PARK}`,
        description: `Booking ID ${booking.id}`,
        location: `${booking.venue}, ${PARK}, Kandy, Sri Lanka`,
        start: booking.eventDate,
        end: addDays(booking.eventDate, days),
        busy: true,
      },
    ],
  });
}

/** The invoice an approval e-mail carries, with its PDF. */
export interface ApprovalInvoice {
  invoice: Pick<Invoice, 'number' | 'amount' | 'depositAmount' | 'depositDueOn' | 'balanceDueOn'>;
  attachment: MailAttachment;
}

/** What the invoice asks and when, in a sentence. */
function paymentTerms({ invoice }: ApprovalInvoice): string {
  const balance = invoice.amount - invoice.depositAmount;
  const parts: string[] = [];
  if (invoice.depositDueOn !== null)
    parts.push(`a deposit of ${formatLkr(invoice.depositAmount)} by ${formatLongDate(invoice.depositDueOn)}`);
  if (balance > 0)
    parts.push(
      `${invoice.depositDueOn !== null ? 'the balance of ' : ''}${formatLkr(balance)} by ${formatLongDate(invoice.balanceDueOn)}`,
    );
  return `Your invoice ${invoice.number} for ${formatLkr(invoice.amount)} is attached: please pay ${parts.join(' and ')}, quoting the invoice number. Every payment gets a numbered receipt by e-mail.`;
}

/**
 * To the customer when staff approve (or book a stall for them): carries the .ics entry, and the invoice (PDF) of a
 * priced venue booking. `requestedStart` is the start the request asked for: a stall rental approved after it starts
 * on the day of approval instead, and the vendor is told.
 */
export function confirmationMail(booking: Booking, invoice?: ApprovalInvoice, requestedStart?: string): OutgoingMail {
  const moved = isStallRental(booking) && requestedStart !== undefined && requestedStart !== booking.eventDate;
  const body = composeMail({
    greeting: `Dear ${booking.customerName},`,
    paragraphs: isStallRental(booking)
      ? [
          `We are pleased to confirm your rental of stall ${booking.stallId} at ${PARK}, starting ${formatLongDate(booking.eventDate)}.`,
          ...(moved
            ? [
                `You asked for the rental to start on ${formatLongDate(requestedStart)}. As the park approved it after that date, the rental starts on ${formatLongDate(booking.eventDate)}, the day of approval: no rent is charged for the days before it.`,
              ]
            : []),
          `The rental runs month by month until it is ended. Rent of ${formatLkr(booking.totalAmount)} is due on the start date and then on the same day of each month; every payment gets a numbered receipt by e-mail. The attached calendar file marks the first day.`,
        ]
      : [
          `We are pleased to confirm your booking of ${booking.venue} on ${describeDates(booking.eventDate, booking.duration)}.`,
          ...(invoice ? [paymentTerms(invoice)] : []),
          'The attached calendar file adds the event to your calendar. Our team will be in touch about the arrangements.',
        ],
    details: invoice ? [...bookingDetails(booking), ['Invoice', invoice.invoice.number]] : bookingDetails(booking),
  });
  return {
    to: booking.customerEmail,
    subject: `${isStallRental(booking) ? 'Stall rental' : 'Booking'} confirmed: ${subjectOf(booking)}`,
    ...body,
    attachments: [
      {
        filename: `booking-${booking.id}.ics`,
        content: bookingCalendarFile(booking),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
      ...(invoice ? [invoice.attachment] : []),
    ],
  };
}

/**
 * To the customer when staff reject a request, with the staff's reason when one was given. Rejecting is how staff
 * answer a request made with someone else's address, so, like the acknowledgement, it carries none of the words
 * the visitor typed.
 */
export function rejectionMail(booking: Booking): OutgoingMail {
  const paragraphs = [
    `We are sorry: we cannot accept your ${isStallRental(booking) ? `rental request for stall ${booking.stallId}` : `booking request for ${booking.venue} on ${describeDates(booking.eventDate, booking.duration)}`}.`,
  ];
  if (booking.rejectionReason) paragraphs.push(`Reason: ${booking.rejectionReason}`);
  paragraphs.push(
    'You are welcome to send a new request for another date, or to reply to this e-mail with any question.',
  );
  const body = composeMail({ greeting: 'Hello,', paragraphs, details: requestFacts(booking) });
  return {
    to: booking.customerEmail,
    subject: `Your ${isStallRental(booking) ? 'stall rental' : 'booking'} request was not approved: ${subjectOf(booking)}`,
    ...body,
  };
}

/** To the park's staff mailbox when a visitor cancels their pending request from the My booking page. */
export function customerCancellationStaffMail(booking: Booking, staffEmail: string, publicUrl: string): OutgoingMail {
  const details = bookingDetails(booking);
  details.push(['Customer', booking.customerName], ['Email', booking.customerEmail], ['Phone', booking.customerPhone]);
  const body = composeMail({
    greeting: 'Hello team,',
    paragraphs: [
      `The customer has cancelled this ${isStallRental(booking) ? 'stall rental' : 'booking'} request from their My booking page. Nothing more needs doing; it is listed under Not Approved as cancelled by the customer.`,
      `Dashboard: ${publicUrl.replace(/\/$/, '')}/admin/dashboard`,
    ],
    details,
    signOff: `${PARK} website`,
  });
  return {
    to: staffEmail,
    subject: `Cancelled by the customer: ${subjectOf(booking)}`,
    ...body,
  };
}

/** To the customer, confirming the cancellation they made themselves. */
export function customerCancellationMail(booking: Booking): OutgoingMail {
  const body = composeMail({
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      `As you asked, we have cancelled your ${isStallRental(booking) ? `rental request for stall ${booking.stallId}` : `booking request for ${booking.venue} on ${describeDates(booking.eventDate, booking.duration)}`}. Nothing is owed.`,
      'You are welcome to send a new request at any time, or to reply to this e-mail with any question.',
    ],
    details: bookingDetails(booking),
  });
  return {
    to: booking.customerEmail,
    subject: `Your ${isStallRental(booking) ? 'stall rental' : 'booking'} request is cancelled: ${subjectOf(booking)}`,
    ...body,
  };
}
