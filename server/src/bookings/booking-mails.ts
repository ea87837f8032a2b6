import { addDays } from '@kandy-park/domain';
import { CALENDAR_UID_DOMAIN, calendarDocument } from '../common/icalendar';
import type { Booking, Invoice, MailAttachment } from '../database/schema';
import { composeMail, describeDates, formatLkr, formatLongDate, type Texts, textsFor } from '../mail';
import type { OutgoingMail } from '../mail';

/**
 * The e-mails a booking's life sends. Pure: they take the row, answer the message. Mail to the customer is written
 * in the booking's language (`booking.language`, from the visitor's post: docs/languages.md) with the texts of
 * `mail/texts`; mail to the staff mailbox stays English.
 */

const PARK = 'Kandy Cultural Park';

/** For staff: the language a customer's mail and documents are in. */
const LANGUAGE_NAMES: Readonly<Record<Booking['language'], string>> = { en: 'English', si: 'Sinhala', ta: 'Tamil' };

const isStallRental = (booking: Booking): boolean => booking.venue === 'Vendor Stalls' && booking.stallId !== null;

/** The stall's block as the language names it: `Block A`, `A කොටස`, `A தொகுதி`. */
function blockOf(booking: Booking, texts: Texts): string {
  if (texts === textsFor('en')) return booking.stallBlockName ?? texts.words.block(booking.stallBlock ?? '');
  return texts.words.block(booking.stallBlock ?? booking.stallId?.charAt(0) ?? '');
}

function subjectOf(booking: Booking, language: Booking['language'] = 'en'): string {
  const texts = textsFor(language);
  return isStallRental(booking)
    ? texts.booking.aboutStall(booking.stallId ?? '', formatLongDate(booking.eventDate, language))
    : texts.booking.aboutVenue(texts.words.venue(booking.venue), formatLongDate(booking.eventDate, language));
}

/**
 * What the park itself decided or computed about a request: its id, the venue or stall, the dates, the number of
 * guests, the price. None of it is text a visitor typed, so it is safe in mail to an address nobody has proven.
 */
function requestFacts(booking: Booking, language: Booking['language'] = 'en'): Array<[string, string]> {
  const texts = textsFor(language);
  const facts = texts.booking.facts;
  const details: Array<[string, string]> = [
    [facts.bookingId, booking.id],
    [facts.venue, texts.words.venue(booking.venue)],
  ];
  if (isStallRental(booking)) {
    details.push([facts.stall, `${booking.stallId} (${blockOf(booking, texts)})`]);
    details.push([facts.startDate, formatLongDate(booking.eventDate, language)]);
    details.push([facts.rent, texts.booking.rentPerMonth(formatLkr(booking.totalAmount))]);
  } else {
    details.push([facts.date, describeDates(booking.eventDate, booking.duration, language)]);
    details.push([facts.guests, String(booking.guests)]);
    details.push([facts.amount, booking.totalAmount > 0 ? formatLkr(booking.totalAmount) : texts.booking.toBeQuoted]);
  }
  return details;
}

/** The facts and the event type the visitor chose (free text): for staff, and for mail after staff approval. */
function bookingDetails(booking: Booking, language: Booking['language'] = 'en'): Array<[string, string]> {
  const texts = textsFor(language);
  const details = requestFacts(booking, language);
  if (!isStallRental(booking)) {
    details.splice(2, 0, [texts.booking.facts.eventType, texts.words.eventType(booking.eventType)]);
  }
  return details;
}

/**
 * To the customer, as soon as a request is accepted. Anyone can type anyone's address into the form, so this
 * carries none of the words the visitor typed (name, event type, requirements, notes): only the facts of
 * `requestFacts`, what happens next, and how to cancel a request they did not make. `myBookingUrl` is their
 * private My booking link (the only place the link's secret is ever written).
 */
export function requestAcknowledgementMail(booking: Booking, myBookingUrl?: string): OutgoingMail {
  const language = booking.language;
  const texts = textsFor(language).booking.acknowledgement;
  const venue = textsFor(language).words.venue(booking.venue);
  const stall = isStallRental(booking);
  const paragraphs = [stall ? texts.thanksStall(venue) : texts.thanksBooking(venue), texts.pending];
  if (myBookingUrl) paragraphs.push(texts.link(myBookingUrl), texts.linkIsYours);
  paragraphs.push(texts.quoteId(booking.id));
  const body = composeMail({
    greeting: textsFor(language).mail.hello,
    paragraphs,
    details: requestFacts(booking, language),
    language,
  });
  const about = subjectOf(booking, language);
  return {
    to: booking.customerEmail,
    subject: stall ? texts.subjectStall(about) : texts.subjectBooking(about),
    ...body,
    cap: 'acknowledgement',
    language,
  };
}

/** To the park's staff mailbox, for every new request. */
export function staffNoticeMail(booking: Booking, staffEmail: string, publicUrl: string): OutgoingMail {
  const details = bookingDetails(booking);
  details.push(['Customer', booking.customerName], ['Email', booking.customerEmail], ['Phone', booking.customerPhone]);
  if (booking.specialRequirements) details.push(['Special requirements', booking.specialRequirements]);
  if (booking.notes) details.push(['Notes', booking.notes]);
  if (booking.language === 'si' || booking.language === 'ta')
    details.push(['Language', LANGUAGE_NAMES[booking.language]]);
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
  const texts = textsFor(booking.language);
  const venue = texts.words.venue(booking.venue);
  return calendarDocument({
    productId: `${CALENDAR_UID_DOMAIN}/bookings`,
    events: [
      {
        uid: `${booking.id}@${CALENDAR_UID_DOMAIN}`,
        summary: isStallRental(booking)
          ? texts.booking.calendar.stallSummary(booking.stallId ?? '')
          : texts.booking.calendar.eventSummary(texts.words.eventType(booking.eventType), venue),
        description: texts.booking.calendar.description(booking.id),
        location: texts.booking.calendar.location(venue),
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

/** What the invoice asks and when, in a sentence, in the booking's language. */
function paymentTerms({ invoice }: ApprovalInvoice, language: Booking['language']): string {
  const texts = textsFor(language).booking.confirmation;
  const balance = invoice.amount - invoice.depositAmount;
  const parts: string[] = [];
  if (invoice.depositDueOn !== null) {
    parts.push(texts.depositBy(formatLkr(invoice.depositAmount), formatLongDate(invoice.depositDueOn, language)));
  }
  if (balance > 0) {
    const by = invoice.depositDueOn !== null ? texts.balanceBy : texts.amountBy;
    parts.push(by(formatLkr(balance), formatLongDate(invoice.balanceDueOn, language)));
  }
  const terms = parts.reduce((all, part) => texts.both(all, part));
  return texts.invoiceAttached(invoice.number, formatLkr(invoice.amount), terms);
}

/**
 * To the customer when staff approve (or book a stall for them): carries the .ics entry, and the invoice (PDF) of a
 * priced venue booking. `requestedStart` is the start the request asked for: a stall rental approved after it starts
 * on the day of approval instead, and the vendor is told. `myBookingUrl` is the vendor's private My booking link of a
 * rental staff booked for them (they sent no request, so no acknowledgement carried it).
 */
export function confirmationMail(
  booking: Booking,
  invoice?: ApprovalInvoice,
  requestedStart?: string,
  myBookingUrl?: string,
): OutgoingMail {
  const language = booking.language;
  const all = textsFor(language);
  const texts = all.booking.confirmation;
  const stall = isStallRental(booking);
  const moved = stall && requestedStart !== undefined && requestedStart !== booking.eventDate;
  const start = formatLongDate(booking.eventDate, language);
  const body = composeMail({
    greeting: all.mail.dear(booking.customerName),
    paragraphs: stall
      ? [
          texts.stallConfirmed(booking.stallId ?? '', start),
          ...(moved ? [texts.stallMoved(formatLongDate(requestedStart, language), start)] : []),
          texts.stallTerms(formatLkr(booking.totalAmount)),
          ...(myBookingUrl ? [texts.rentalLink(myBookingUrl), texts.rentalLinkIsYours] : []),
        ]
      : [
          texts.venueConfirmed(
            all.words.venue(booking.venue),
            describeDates(booking.eventDate, booking.duration, language),
          ),
          ...(invoice ? [paymentTerms(invoice, language)] : []),
          texts.calendarNote,
        ],
    details: invoice
      ? [...bookingDetails(booking, language), [all.booking.facts.invoice, invoice.invoice.number]]
      : bookingDetails(booking, language),
    language,
  });
  const about = subjectOf(booking, language);
  return {
    to: booking.customerEmail,
    subject: stall ? texts.subjectStall(about) : texts.subjectBooking(about),
    ...body,
    attachments: [
      {
        filename: `booking-${booking.id}.ics`,
        content: bookingCalendarFile(booking),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
      ...(invoice ? [invoice.attachment] : []),
    ],
    customerName: booking.customerName,
    language,
  };
}

/** "for stall A1" or "for Open Area on March 10, 2027", as a request's sentences name it. */
function whatWasRequested(
  booking: Booking,
  sentences: { stall: (stallId: string) => string; venue: (venue: string, dates: string) => string },
): string {
  const language = booking.language;
  return isStallRental(booking)
    ? sentences.stall(booking.stallId ?? '')
    : sentences.venue(
        textsFor(language).words.venue(booking.venue),
        describeDates(booking.eventDate, booking.duration, language),
      );
}

/**
 * To the customer when staff reject a request, with the staff's reason when one was given. Rejecting is how staff
 * answer a request made with someone else's address, so, like the acknowledgement, it carries none of the words
 * the visitor typed.
 */
export function rejectionMail(booking: Booking): OutgoingMail {
  const language = booking.language;
  const all = textsFor(language);
  const texts = all.booking.rejection;
  const paragraphs = [whatWasRequested(booking, texts)];
  if (booking.rejectionReason) paragraphs.push(all.words.reason(booking.rejectionReason));
  paragraphs.push(texts.welcome);
  const body = composeMail({
    greeting: all.mail.hello,
    paragraphs,
    details: requestFacts(booking, language),
    language,
  });
  const about = subjectOf(booking, language);
  return {
    to: booking.customerEmail,
    subject: isStallRental(booking) ? texts.subjectStall(about) : texts.subjectBooking(about),
    ...body,
    language,
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
  const language = booking.language;
  const all = textsFor(language);
  const texts = all.booking.customerCancellation;
  const body = composeMail({
    greeting: all.mail.dear(booking.customerName),
    paragraphs: [whatWasRequested(booking, texts), texts.welcome],
    details: bookingDetails(booking, language),
    language,
  });
  const about = subjectOf(booking, language);
  return {
    to: booking.customerEmail,
    subject: isStallRental(booking) ? texts.subjectStall(about) : texts.subjectBooking(about),
    ...body,
    language,
  };
}
