import { useEffect, useRef, useState } from 'react';
import { VENUES, type Venue } from '@/config/venues';
import { useMessages } from '@/i18n/LanguageProvider';
import { usePageMeta } from '@/lib/use-page-meta';
import { AvailableStalls } from './components/AvailableStalls';
import { BookingForm } from './components/booking-form/BookingForm';
import { BookingSteps } from './components/BookingSteps';
import { VenueCard } from './components/VenueCard';
import { VenueDetailModal } from './components/VenueDetailModal';
import { VenuesHero } from './components/VenuesHero';
import { type BookableVenueName, isBookableVenue } from './utils/booking-rules';
import { venuesMessages } from './venues.messages';
import './venues.css';

const SCROLL_DELAY_MS = 100;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function VenuesPage() {
  const t = useMessages(venuesMessages);
  usePageMeta(t.metaTitle, t.metaDescription);
  const [venue, setVenue] = useState<BookableVenueName | ''>('');
  const [detail, setDetail] = useState<Venue | null>(null);
  const scrollTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  function book(chosen: Venue) {
    if (!isBookableVenue(chosen.name)) return;
    setDetail(null);
    setVenue(chosen.name);
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
            <BookingForm venue={venue} onVenueChange={setVenue} />
            <BookingSteps />
          </div>
        </div>
      </section>

      <VenueDetailModal venue={detail} onClose={() => setDetail(null)} onBook={book} />
    </div>
  );
}
