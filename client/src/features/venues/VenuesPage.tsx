import { useEffect, useRef, useState } from 'react';
import { lazyWhenNeeded } from '@/lib/lazy-when-needed';
import { VENUES, type Venue } from '@/config/venues';
import { useMessages } from '@/i18n/LanguageProvider';
import { usePageMeta } from '@/lib/use-page-meta';
import { AvailableStalls } from './components/AvailableStalls';
import { BookingSteps } from './components/BookingSteps';
import { VenueCard } from './components/VenueCard';
import { VenueDetailModal } from './components/VenueDetailModal';
import { VenuesHero } from './components/VenuesHero';
import { chooseBookingVenue } from './hooks/use-booking-venue';
import { isBookableVenue } from './utils/booking-rules';
import { venuesMessages } from './venues.messages';
import './venues.css';

const SCROLL_DELAY_MS = 100;

// The form, its rules and its form library load when the visitor comes near it or chooses a venue to book.
const { Component: BookingForm, preload: preloadBookingForm } = lazyWhenNeeded(
  async () => (await import('./components/booking-form/BookingForm')).BookingForm,
);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function VenuesPage() {
  const t = useMessages(venuesMessages);
  usePageMeta(t.metaTitle, t.metaDescription);
  const [detail, setDetail] = useState<Venue | null>(null);
  const scrollTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(scrollTimer.current);
      chooseBookingVenue('');
    },
    [],
  );

  function book(chosen: Venue) {
    if (!isBookableVenue(chosen.name)) return;
    setDetail(null);
    preloadBookingForm();
    chooseBookingVenue(chosen.name);
    window.clearTimeout(scrollTimer.current);
    // Select the venue, then scroll to the form after 100 ms, once it has re-rendered with it.
    scrollTimer.current = window.setTimeout(() => {
      const form = document.getElementById('booking-form');
      form?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      form?.querySelector<HTMLElement>('.booking-form__title')?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
  }

  return (
    <div className="venues-page">
      <VenuesHero />

      <section id="venue-list" className="container venues-list" aria-labelledby="venues-list-title">
        <div className="section-heading">
          <h2 id="venues-list-title">{t.list.title}</h2>
          <p>{t.list.lead}</p>
        </div>
        <div className="venues-grid">
          {VENUES.map((item) => (
            <VenueCard
              key={item.id}
              venue={item}
              badge={item.name === 'Vendor Stalls' ? <AvailableStalls /> : null}
              onLearnMore={() => setDetail(item)}
              onBook={() => book(item)}
            />
          ))}
        </div>
      </section>

      <section className="booking-section" aria-labelledby="booking-section-title">
        <div className="container">
          <div className="section-heading">
            <h2 id="booking-section-title">{t.section.title}</h2>
            <p>{t.section.lead}</p>
          </div>
          <div className="booking-layout">
            <BookingForm />
            <BookingSteps />
          </div>
        </div>
      </section>

      <VenueDetailModal venue={detail} onClose={() => setDetail(null)} onBook={book} />
    </div>
  );
}
