import { CalendarCheck, Clock, MailCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { useBookedStalls } from './api';
import { BookingForm } from './BookingForm';
import { isBookableVenue, type BookableVenueName } from './booking-rules';
import { VenueCard } from './VenueCard';
import { VenueDetailModal } from './VenueDetailModal';
import { VenuesHeroArt } from './VenuesHeroArt';
import { TOTAL_STALLS, VENUES, type Venue } from './venues-data';
import './venues.css';

const SCROLL_DELAY_MS = 100;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function VenuesPage() {
  usePageMeta(
    'Venues and Bookings',
    'Book the Open Air Arena or the Open Area for concerts, weddings and fairs, or rent a vendor stall by the month at Kandy Cultural Park.',
  );
  const [venue, setVenue] = useState<BookableVenueName | ''>('');
  const [detail, setDetail] = useState<Venue | null>(null);
  const scrollTimer = useRef<number | undefined>(undefined);
  const bookedStalls = useBookedStalls();

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  function book(chosen: Venue) {
    if (!isBookableVenue(chosen.name)) return;
    setDetail(null);
    setVenue(chosen.name);
    window.clearTimeout(scrollTimer.current);
    // SPEC.md section 2: select the venue, then scroll to the form after 100 ms (once it has re-rendered).
    scrollTimer.current = window.setTimeout(() => {
      const form = document.getElementById('booking-form');
      form?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      form?.querySelector<HTMLElement>('.booking-form__title')?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
  }

  const stalls = bookedStalls.data
    ? { available: Math.max(0, TOTAL_STALLS - bookedStalls.data.size), total: TOTAL_STALLS }
    : undefined;

  return (
    <div className="venues-page">
      <section className="venues-hero" aria-labelledby="venues-hero-title">
        <div className="container venues-hero__inner">
          <div className="venues-hero__text">
            <p className="venues-hero__eyebrow">Venues &amp; bookings</p>
            <h1 id="venues-hero-title">A stage for every celebration in the hill capital</h1>
            <p className="venues-hero__lead">
              From Perahera-season concerts for eight thousand to a quiet wedding on the lawn by the lotus pond, our
              venues sit among Kandy&rsquo;s misty hills, a short walk from the lake. Choose a space, pick a free date
              and we will call you within 24 hours.
            </p>
            <div className="venues-hero__actions">
              <a className="button button--gold" href="#booking-form">
                Request a Booking
              </a>
              <a className="button button--outline venues-hero__secondary" href="#venue-list">
                Explore the Venues
              </a>
            </div>
            <ul className="venues-hero__facts" aria-label="At a glance">
              <li>
                <strong>8,000</strong> seats at the Open Air Arena
              </li>
              <li>
                <strong>100</strong> vendor stalls, rented monthly
              </li>
              <li>
                <strong>Free</strong> kids park, every day
              </li>
            </ul>
          </div>
          <VenuesHeroArt className="venues-hero__art" />
        </div>
        <svg className="venues-hero__hills" viewBox="0 0 1440 120" preserveAspectRatio="none" aria-hidden="true">
          <path
            d="M0 80 C180 30 320 40 480 70 S780 110 960 60 S1260 20 1440 60 V120 H0 Z"
            fill="#2f5d3a"
            opacity="0.35"
          />
          <path d="M0 100 C240 60 420 80 620 96 S1000 70 1200 88 S1380 96 1440 90 V120 H0 Z" fill="#fbf6ec" />
        </svg>
      </section>

      <section id="venue-list" className="container venues-list" aria-labelledby="venues-list-title">
        <div className="section-heading">
          <h2 id="venues-list-title">Our venues</h2>
          <p>Four spaces, one park. Prices are per day unless stated; the Kids Park is always free.</p>
        </div>
        <div className="venues-grid">
          {VENUES.map((item) => (
            <VenueCard
              key={item.id}
              venue={item}
              stalls={item.name === 'Vendor Stalls' ? stalls : undefined}
              onLearnMore={() => setDetail(item)}
              onBook={() => book(item)}
            />
          ))}
        </div>
      </section>

      <section className="booking-section" aria-labelledby="booking-section-title">
        <div className="container">
          <div className="section-heading">
            <h2 id="booking-section-title">Book a venue or rent a stall</h2>
            <p>Send us your request below. Nothing is charged until our events team confirms your date.</p>
          </div>
          <div className="booking-layout">
            <BookingForm venue={venue} onVenueChange={setVenue} />
            <aside className="booking-aside" aria-label="How booking works">
              <h3>How booking works</h3>
              <ol className="booking-steps">
                <li>
                  <CalendarCheck aria-hidden="true" />
                  <div>
                    <strong>Choose a venue and a free date.</strong> The calendar shows booked and blocked days.
                  </div>
                </li>
                <li>
                  <Send aria-hidden="true" />
                  <div>
                    <strong>Send your request.</strong> You receive a booking ID straight away.
                  </div>
                </li>
                <li>
                  <MailCheck aria-hidden="true" />
                  <div>
                    <strong>We confirm by e-mail.</strong> Our events team contacts you within 24 hours.
                  </div>
                </li>
              </ol>
              <div className="booking-aside__hours">
                <Clock aria-hidden="true" />
                <p>
                  Park open daily 9:00 AM - 10:00 PM, and 24/7 for booked events. Questions?{' '}
                  <Link to="/contact">Contact us</Link>.
                </p>
              </div>
            </aside>
          </div>
        </div>
      </section>

      <VenueDetailModal venue={detail} onClose={() => setDetail(null)} onBook={book} />
    </div>
  );
}
