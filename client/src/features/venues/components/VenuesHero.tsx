import { useMessages } from '@/i18n/LanguageProvider';
import { venuesMessages } from '../venues.messages';
import { VenuesHeroArt } from './VenuesHeroArt';

/** The top of the Venues page: what the park offers at a glance, with links to the form and the list. */
export function VenuesHero() {
  const t = useMessages(venuesMessages).hero;
  return (
    <section className="venues-hero" aria-labelledby="venues-hero-title">
      <div className="container venues-hero__inner">
        <div className="venues-hero__text">
          <p className="venues-hero__eyebrow">{t.eyebrow}</p>
          <h1 id="venues-hero-title">{t.title}</h1>
          <p className="venues-hero__lead">{t.lead}</p>
          <div className="venues-hero__actions">
            <a className="button button--gold" href="#booking-form">
              {t.request}
            </a>
            <a className="button button--outline venues-hero__secondary" href="#venue-list">
              {t.explore}
            </a>
          </div>
          <ul className="venues-hero__facts" aria-label={t.factsLabel}>
            {t.facts.map((fact) => (
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
  );
}
