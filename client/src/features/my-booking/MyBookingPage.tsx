import { CalendarCheck, CalendarPlus, Clock, Mail, Phone, SearchX, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { ContactHeroArt } from '@/components/art/ContactHeroArt';
import { Modal } from '@/components/Modal';
import { PageHero } from '@/components/PageHero';
import { PARK_CONTACT } from '@/components/park-contact';
import { ApiError } from '@/lib/api';
import { useFormat, useMessages } from '@/i18n/LanguageProvider';
import { usePageMeta } from '@/lib/use-page-meta';
import { type MyBooking, downloadCalendarFile, useCancelMyBooking, useMyBooking } from './api/my-booking';
import { useBookingLanguage } from './hooks/use-booking-language';
import { usePrivatePage } from './hooks/use-private-page';
import { MyBookingMoney } from './components/MyBookingMoney';
import { venueTexts } from '@/i18n/venue-texts.messages';
import { type MyBookingMessages, myBookingMessages } from './my-booking.messages';
import './my-booking.css';
import { mailtoHref } from '@/lib/format';

/** The token is the link's fragment: browsers never send it to a server, nor in a Referer header. */
function tokenOf(hash: string): string {
  return decodeURIComponent(hash.replace(/^#/, '')).trim();
}

type Tone = 'pending' | 'confirmed' | 'cancelled' | 'completed';
type Texts = MyBookingMessages;
type Format = ReturnType<typeof useFormat>;

function statusOf(booking: MyBooking, t: Texts): { label: string; tone: Tone; text: string } {
  const s = t.status;
  switch (booking.status) {
    case 'pending':
      return { label: s.pending, tone: 'pending', text: s.pendingText };
    case 'confirmed':
      return { label: s.confirmed, tone: 'confirmed', text: booking.stallInfo ? s.confirmedStall : s.confirmedEvent };
    case 'cancelled':
      return booking.cancelledByCustomer
        ? { label: s.cancelled, tone: 'cancelled', text: s.cancelledText }
        : { label: s.notApproved, tone: 'cancelled', text: s.notApprovedText };
    case 'completed':
      return { label: s.completed, tone: 'completed', text: booking.stallInfo ? s.completedStall : s.completedEvent };
  }
}

function datesOf(booking: MyBooking, t: Texts, { date }: Format): string {
  if (booking.stallInfo) return t.from(date(booking.eventDate));
  if (booking.duration > 1) return t.range(date(booking.eventDate), date(booking.lastDate), booking.duration);
  return date(booking.eventDate);
}

function amountOf(booking: MyBooking, t: Texts, { lkr }: Format): string {
  if (booking.totalAmount <= 0) return t.toBeQuoted;
  return booking.stallInfo ? t.perMonth(lkr(booking.totalAmount)) : lkr(booking.totalAmount);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A visitor's own booking, opened by the private link in their acknowledgement e-mail. */
export function MyBookingPage() {
  const t = useMessages(myBookingMessages);
  usePageMeta(t.metaTitle, t.metaDescription);
  usePrivatePage();
  const token = tokenOf(useLocation().hash);
  const booking = useMyBooking(token);
  useBookingLanguage(booking.data?.language);

  return (
    <>
      <PageHero tone="mist" eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} art={<ContactHeroArt />} />
      <section className="section my-booking" aria-live="polite" aria-busy={booking.isPending && token !== ''}>
        <div className="container my-booking__inner">
          {token === '' || booking.isError ? (
            <LinkProblem busy={booking.error instanceof ApiError && booking.error.status === 429} />
          ) : booking.isPending ? (
            <p className="my-booking__loading">
              <Clock aria-hidden="true" /> {t.opening}
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
  const t = useMessages(myBookingMessages);
  const format = useFormat();
  const { venues: venueNames, eventTypes, blockName } = useMessages(venueTexts);
  const venue = venueNames[booking.venue as keyof typeof venueNames]?.name ?? booking.venue;
  const status = statusOf(booking, t);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const cancel = useCancelMyBooking(token);

  const facts: Array<[string, string]> = [
    [t.facts.venue, venue],
    ...(booking.stallInfo
      ? ([[t.facts.stall, `${booking.stallInfo.stallId} · ${blockName(booking.stallInfo.block)}`]] as Array<
          [string, string]
        >)
      : ([
          [t.facts.eventType, eventTypes[booking.eventType] ?? capitalise(booking.eventType)],
          [t.facts.guests, booking.guests.toLocaleString('en-LK')],
        ] as Array<[string, string]>)),
    [booking.stallInfo ? t.facts.rentalStarts : t.facts.date, datesOf(booking, t, format)],
    [booking.stallInfo ? t.facts.rent : t.facts.amount, amountOf(booking, t, format)],
    [t.facts.requestedOn, format.date(booking.requestedAt)],
  ];

  async function download() {
    setDownloading(true);
    try {
      await downloadCalendarFile(token, booking._id);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t.calendarFailed);
    } finally {
      setDownloading(false);
    }
  }

  function confirmCancel() {
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        // In the page's language: the server's sentence is English.
        toast.success(t.cancelled);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(error instanceof ApiError ? error.message : t.connectionError);
      },
    });
  }

  return (
    <article className="card my-booking__card" aria-labelledby="my-booking-heading">
      <header className="my-booking__header">
        <div>
          <p className="eyebrow">{t.bookingFor(booking.customerName)}</p>
          <h2 id="my-booking-heading">{booking.stallInfo ? t.stallTitle(booking.stallInfo.stallId) : venue}</h2>
        </div>
        <span className={`my-booking__status my-booking__status--${status.tone}`}>{status.label}</span>
      </header>
      <p className="my-booking__status-text">{status.text}</p>
      {booking.rejectionReason ? (
        <p className="my-booking__reason">
          <strong>{t.reason}</strong> {booking.rejectionReason}
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
          <dt>{t.facts.bookingId}</dt>
          <dd>
            <code>{booking._id}</code>
          </dd>
        </div>
      </dl>
      <MyBookingMoney booking={booking} token={token} />
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
              {downloading ? t.preparing : t.addToCalendar}
            </button>
          ) : null}
          {booking.canCancel ? (
            <button
              type="button"
              className="button button--outline my-booking__cancel"
              onClick={() => setConfirming(true)}
            >
              <XCircle aria-hidden="true" />
              {t.cancelRequest}
            </button>
          ) : null}
        </div>
      ) : null}
      {booking.status === 'confirmed' ? (
        <p className="my-booking__hint">
          <CalendarCheck aria-hidden="true" /> {t.confirmedHint}
        </p>
      ) : null}
      <Modal
        open={confirming}
        onOpenChange={(open) => (cancel.isPending ? undefined : setConfirming(open))}
        title={t.confirm.title}
        description={t.confirm.description}
        closeLabel={t.close}
        size="small"
      >
        <div className="my-booking__confirm">
          <button
            type="button"
            className="button button--outline"
            onClick={() => setConfirming(false)}
            disabled={cancel.isPending}
          >
            {t.confirm.keep}
          </button>
          <button type="button" className="button button--primary" onClick={confirmCancel} disabled={cancel.isPending}>
            {cancel.isPending ? t.confirm.cancelling : t.confirm.yes}
          </button>
        </div>
      </Modal>
    </article>
  );
}

/** Wrong, expired or deleted: one friendly answer that says nothing about any booking. */
function LinkProblem({ busy }: { busy: boolean }) {
  const t = useMessages(myBookingMessages).problem;
  return (
    <div className="card my-booking__card my-booking__problem" role="status">
      <SearchX aria-hidden="true" className="my-booking__problem-icon" />
      <h2>{busy ? t.busyTitle : t.title}</h2>
      <p>{busy ? t.busyText : t.text}</p>
      <div className="my-booking__actions">
        <Link to="/contact" className="button button--primary">
          {t.contact}
        </Link>
        <Link to="/venues#booking-form" className="button button--outline">
          {t.newRequest}
        </Link>
      </div>
    </div>
  );
}

function ParkContactCard() {
  const t = useMessages(myBookingMessages).contact;
  return (
    <aside className="card my-booking__contact" aria-labelledby="my-booking-contact">
      <h2 id="my-booking-contact">{t.title}</h2>
      <p>{t.hours}</p>
      <ul>
        {PARK_CONTACT.phones.map((phone, index) => (
          <li key={phone.tel}>
            <Phone aria-hidden="true" />
            <span>
              {t.phones[index]}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
            </span>
          </li>
        ))}
        <li>
          <Mail aria-hidden="true" />
          <a href={mailtoHref(PARK_CONTACT.email)}>{PARK_CONTACT.email}</a>
        </li>
      </ul>
    </aside>
  );
}
