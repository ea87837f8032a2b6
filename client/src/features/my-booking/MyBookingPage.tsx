import { CalendarCheck, CalendarPlus, Clock, Mail, Phone, SearchX, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { ContactHeroArt } from '../../components/art/HeroArt';
import { Modal } from '../../components/Modal';
import { PageHero } from '../../components/PageHero';
import { PARK_CONTACT } from '../../components/park-contact';
import { ApiError } from '../../lib/api';
import { formatDate, formatLkr } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { type MyBooking, downloadCalendarFile, useCancelMyBooking, useMyBooking } from './api';
import { usePrivatePage } from './use-private-page';
import './my-booking.css';

/** The token is the link's fragment: browsers never send it to a server, nor in a Referer header. */
function tokenOf(hash: string): string {
  return decodeURIComponent(hash.replace(/^#/, '')).trim();
}

type Tone = 'pending' | 'confirmed' | 'cancelled' | 'completed';

function statusOf(booking: MyBooking): { label: string; tone: Tone; text: string } {
  switch (booking.status) {
    case 'pending':
      return {
        label: 'Pending',
        tone: 'pending',
        text: 'We have your request and will contact you within 24 hours. Nothing is booked until our team confirms it.',
      };
    case 'confirmed':
      return {
        label: 'Confirmed',
        tone: 'confirmed',
        text: booking.stallInfo
          ? 'Your stall rental is confirmed. It runs month by month until it is ended.'
          : 'Your booking is confirmed. Add it to your calendar, and our team will be in touch about the arrangements.',
      };
    case 'cancelled':
      return booking.cancelledByCustomer
        ? { label: 'Cancelled', tone: 'cancelled', text: 'You cancelled this request. Nothing is owed.' }
        : {
            label: 'Not approved',
            tone: 'cancelled',
            text: 'We are sorry: we could not accept this request. You are welcome to ask for another date.',
          };
    case 'completed':
      return {
        label: 'Completed',
        tone: 'completed',
        text: booking.stallInfo
          ? 'This stall rental has ended.'
          : 'This event has taken place. Thank you for celebrating with us.',
      };
  }
}

function datesOf(booking: MyBooking): string {
  if (booking.stallInfo) return `From ${formatDate(booking.eventDate)}`;
  if (booking.duration > 1)
    return `${formatDate(booking.eventDate)} to ${formatDate(booking.lastDate)} (${booking.duration} days)`;
  return formatDate(booking.eventDate);
}

function amountOf(booking: MyBooking): string {
  if (booking.totalAmount <= 0) return 'To be quoted by our team';
  return booking.stallInfo ? `${formatLkr(booking.totalAmount)} per month` : formatLkr(booking.totalAmount);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A visitor's own booking, opened by the private link in their acknowledgement e-mail. */
export function MyBookingPage() {
  usePageMeta('My booking', 'The status of your booking at Kandy Cultural Park.');
  usePrivatePage();
  const token = tokenOf(useLocation().hash);
  const booking = useMyBooking(token);

  return (
    <>
      <PageHero
        tone="mist"
        eyebrow="My booking"
        title="Your booking at the park"
        lead="Check where your request stands, cancel it while it is pending, or add a confirmed booking to your calendar."
        art={<ContactHeroArt />}
      />
      <section className="section my-booking" aria-live="polite" aria-busy={booking.isPending && token !== ''}>
        <div className="container my-booking__inner">
          {token === '' || booking.isError ? (
            <LinkProblem busy={booking.error instanceof ApiError && booking.error.status === 429} />
          ) : booking.isPending ? (
            <p className="my-booking__loading">
              <Clock aria-hidden="true" /> Opening your booking...
            </p>
          ) : (
            <BookingDetails booking={booking.data} token={token} />
          )}
          <ParkContactCard />
        </div>
      </section>
    </>
  );
}

function BookingDetails({ booking, token }: { booking: MyBooking; token: string }) {
  const status = statusOf(booking);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const cancel = useCancelMyBooking(token);

  const facts: Array<[string, string]> = [
    ['Venue', booking.venue],
    ...(booking.stallInfo
      ? ([['Stall', `${booking.stallInfo.stallId} · ${booking.stallInfo.blockName}`]] as Array<[string, string]>)
      : ([
          ['Event type', capitalise(booking.eventType)],
          ['Guests', booking.guests.toLocaleString('en-LK')],
        ] as Array<[string, string]>)),
    [booking.stallInfo ? 'Rental starts' : 'Date', datesOf(booking)],
    [booking.stallInfo ? 'Rent' : 'Amount', amountOf(booking)],
    ['Requested on', formatDate(booking.requestedAt)],
  ];

  async function download() {
    setDownloading(true);
    try {
      await downloadCalendarFile(token, booking._id);
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : 'The calendar file could not be downloaded. Please try again.',
      );
    } finally {
      setDownloading(false);
    }
  }

  function confirmCancel() {
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.success(answer.message);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(error instanceof ApiError ? error.message : 'Connection error. Please try again.');
      },
    });
  }

  return (
    <article className="card my-booking__card" aria-labelledby="my-booking-heading">
      <header className="my-booking__header">
        <div>
          <p className="eyebrow">Booking for {booking.customerName}</p>
          <h2 id="my-booking-heading">{booking.stallInfo ? `Stall ${booking.stallInfo.stallId}` : booking.venue}</h2>
        </div>
        <span className={`my-booking__status my-booking__status--${status.tone}`}>{status.label}</span>
      </header>
      <p className="my-booking__status-text">{status.text}</p>
      {booking.rejectionReason ? (
        <p className="my-booking__reason">
          <strong>Reason given:</strong> {booking.rejectionReason}
        </p>
      ) : null}
      <dl className="my-booking__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="my-booking__id">
          <dt>Booking ID</dt>
          <dd>
            <code>{booking._id}</code>
          </dd>
        </div>
      </dl>
      {booking.canCancel || booking.hasCalendarFile ? (
        <div className="my-booking__actions">
          {booking.hasCalendarFile ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void download()}
              disabled={downloading}
            >
              <CalendarPlus aria-hidden="true" />
              {downloading ? 'Preparing...' : 'Add to calendar (.ics)'}
            </button>
          ) : null}
          {booking.canCancel ? (
            <button
              type="button"
              className="button button--outline my-booking__cancel"
              onClick={() => setConfirming(true)}
            >
              <XCircle aria-hidden="true" />
              Cancel this request
            </button>
          ) : null}
        </div>
      ) : null}
      {booking.status === 'confirmed' ? (
        <p className="my-booking__hint">
          <CalendarCheck aria-hidden="true" /> To change or cancel a confirmed booking, please call or e-mail us.
        </p>
      ) : null}
      <Modal
        open={confirming}
        onOpenChange={(open) => (cancel.isPending ? undefined : setConfirming(open))}
        title="Cancel this request?"
        description="Our team will be told at once and your request will be closed. This cannot be undone; you can always send a new request."
        size="small"
      >
        <div className="my-booking__confirm">
          <button
            type="button"
            className="button button--outline"
            onClick={() => setConfirming(false)}
            disabled={cancel.isPending}
          >
            Keep my request
          </button>
          <button type="button" className="button button--primary" onClick={confirmCancel} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
          </button>
        </div>
      </Modal>
    </article>
  );
}

/** Wrong, expired or deleted: one friendly answer that says nothing about any booking. */
function LinkProblem({ busy }: { busy: boolean }) {
  return (
    <div className="card my-booking__card my-booking__problem" role="status">
      <SearchX aria-hidden="true" className="my-booking__problem-icon" />
      <h2>{busy ? 'Please wait a moment' : 'We could not open this booking link'}</h2>
      <p>
        {busy
          ? 'There have been many tries from this connection. Please try the link again in a minute.'
          : 'The link may be incomplete, mistyped or no longer valid. Please open it again from your e-mail, exactly as we sent it. If it still does not work, call or write to us and quote your booking ID.'}
      </p>
      <div className="my-booking__actions">
        <Link to="/contact" className="button button--primary">
          Contact us
        </Link>
        <Link to="/venues#booking-form" className="button button--outline">
          Make a new request
        </Link>
      </div>
    </div>
  );
}

function ParkContactCard() {
  return (
    <aside className="card my-booking__contact" aria-labelledby="my-booking-contact">
      <h2 id="my-booking-contact">Questions about your booking?</h2>
      <p>Our events team answers {PARK_CONTACT.hours.replace(/^Daily/, 'daily,')}.</p>
      <ul>
        {PARK_CONTACT.phones.map((phone) => (
          <li key={phone.tel}>
            <Phone aria-hidden="true" />
            <span>
              {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
            </span>
          </li>
        ))}
        <li>
          <Mail aria-hidden="true" />
          <a href={`mailto:${PARK_CONTACT.email}`}>{PARK_CONTACT.email}</a>
        </li>
      </ul>
    </aside>
  );
}
