import { CalendarCheck, Clock, MailCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/LanguageProvider';
import { usePageMeta } from '../../lib/use-page-meta';
import { useBookedStalls } from './api';
import { BookingForm } from './BookingForm';
import { isBookableVenue, type BookableVenueName } from './booking-rules';
import { VenueCard } from './VenueCard';
import { VenueDetailModal } from './VenueDetailModal';
import { VenuesHeroArt } from './VenuesHeroArt';
import { TOTAL_STALLS, VENUES, type Venue } from './venues-data';
import { venuesMessages } from './venues.messages';
import './venues.css';

const SCROLL_DELAY_MS = 100;
const STEP_ICONS = [CalendarCheck, Send, MailCheck];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function VenuesPage() {
  const t = useMessages(venuesMessages);
  usePageMeta(t.metaTitle, t.metaDescription);
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
            <p className="venues-hero__eyebrow">{t.hero.eyebrow}</p>
            <h1 id="venues-hero-title">{t.hero.title}</h1>
            <p className="venues-hero__lead">{t.hero.lead}</p>
            <div className="venues-hero__actions">
              <a className="button button--gold" href="#booking-form">
                {t.hero.request}
              </a>
              <a className="button button--outline venues-hero__secondary" href="#venue-list">
                {t.hero.explore}
              </a>
            </div>
            <ul className="venues-hero__facts" aria-label={t.hero.factsLabel}>
              {t.hero.facts.map((fact) => (
                <li key={fact.text}>
                  <strong>{fact.strong}</strong> {fact.text}
                </li>
              ))}
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
          <h2 id="venues-list-title">{t.list.title}</h2>
          <p>{t.list.lead}</p>
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
            <h2 id="booking-section-title">{t.section.title}</h2>
            <p>{t.section.lead}</p>
          </div>
          <div className="booking-layout">
            <BookingForm venue={venue} onVenueChange={setVenue} />
            <aside className="booking-aside" aria-label={t.section.howLabel}>
              <h3>{t.section.howLabel}</h3>
              <ol className="booking-steps">
                {t.section.steps.map((step, index) => {
                  const Icon = STEP_ICONS[index]!;
                  return (
                    <li key={step.title}>
                      <Icon aria-hidden="true" />
                      <div>
                        <strong>{step.title}</strong> {step.text}
                      </div>
                    </li>
                  );
                })}
              </ol>
              <div className="booking-aside__hours">
                <Clock aria-hidden="true" />
                <p>
                  {t.section.hours} <Link to="/contact">{t.section.contactUs}</Link>.
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
