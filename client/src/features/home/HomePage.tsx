import {
  type LucideIcon,
  ArrowRight,
  BatteryCharging,
  Car,
  Clock,
  Leaf,
  Music,
  PlugZap,
  ReceiptText,
  ShieldCheck,
  Store,
  Ticket,
  TreePalm,
  UtensilsCrossed,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';
import { EvChargerArt, ParkingArt } from '@/components/art/AmenityArt';
import { HomeHeroArt } from './components/HomeHeroArt';
import { LiyawelaDivider } from '@/components/art/Ornaments';
import { VenueArt } from '@/components/art/VenueArt';
import { PageHero } from '@/components/PageHero';
import { useFormat, useMessages } from '@/i18n/LanguageProvider';
import { usePageMeta } from '@/lib/use-page-meta';
import { type Venue, VENUES } from '@/config/venues';
import { useAvailableStalls } from './api/use-available-stalls';
import './home.css';
import { FeatureCards, type FeatureItem } from '@/components/FeatureCards';
import { venueTexts } from '@/i18n/venue-texts.messages';
import { homeMessages } from './home.messages';

const FACT_ICONS = [Ticket, Clock, Music, Store];
const REASON_ICONS = [UtensilsCrossed, TreePalm, Leaf];
const EV_ICONS = [Zap, PlugZap, Clock, ReceiptText];

/** Texts paired with their icons, in order. */
function withIcons(icons: LucideIcon[], texts: { title: string; text: string }[]): FeatureItem[] {
  return texts.map((text, index) => ({ ...text, icon: icons[index]! }));
}

function VenueBadge({ venue, availableStalls }: { venue: Venue; availableStalls: number | undefined }) {
  const t = useMessages(homeMessages).venues;
  if (!venue.bookable) {
    return (
      <span className="badge badge--green">
        <ShieldCheck aria-hidden="true" />
        {t.freeAccess}
      </span>
    );
  }
  if (venue.name === 'Vendor Stalls') {
    if (availableStalls === undefined) return <span className="badge badge--gold">{t.monthlyRental}</span>;
    return (
      <span className={`badge ${availableStalls > 0 ? 'badge--green' : 'badge--maroon'}`}>
        {t.available(String(availableStalls))}
      </span>
    );
  }
  return <span className="badge badge--gold">{t.byTheDay}</span>;
}

function VenuePreview({ venue, availableStalls }: { venue: Venue; availableStalls: number | undefined }) {
  const t = useMessages(homeMessages).venues;
  const text = useMessages(venueTexts).venues[venue.name];
  const { lkr } = useFormat();
  let price = t.free;
  if (venue.price !== null) price = (venue.priceUnit === 'month' ? t.perMonth : t.perDay)(lkr(venue.price));
  return (
    <li className="card venue-preview">
      <VenueArt venue={venue.name} className="venue-preview__art" />
      <div className="card__body">
        <VenueBadge venue={venue} availableStalls={availableStalls} />
        <h3>{text.name}</h3>
        <p className="venue-preview__capacity">{text.capacity}</p>
        <p className="venue-preview__text">{text.description}</p>
        <p className="venue-preview__price">{price}</p>
        {venue.bookable && (
          <Link to="/venues" className="text-link venue-preview__link">
            {t.explore(text.name)}
            <ArrowRight aria-hidden="true" />
          </Link>
        )}
      </div>
    </li>
  );
}

export function HomePage() {
  const t = useMessages(homeMessages);
  usePageMeta(t.metaTitle, t.metaDescription);
  const availableStalls = useAvailableStalls();

  return (
    <>
      <PageHero tone="dusk" eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} art={<HomeHeroArt />}>
        <Link to="/venues" className="button button--gold button--large">
          {t.hero.book}
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/helabojun" className="button button--light button--large">
          {t.hero.taste}
        </Link>
      </PageHero>

      <section className="home-facts" aria-label={t.factsLabel}>
        <ul className="container home-facts__list">
          {withIcons(FACT_ICONS, t.facts).map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden="true" />
              <span>
                <strong>{title}</strong>
                {text}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="why-heading">
        <div className="container">
          <div className="section-heading section-heading--center">
            <p className="eyebrow">{t.why.eyebrow}</p>
            <h2 id="why-heading">{t.why.title}</h2>
            <p>{t.why.lead}</p>
          </div>
          <FeatureCards items={withIcons(REASON_ICONS, t.why.reasons)} columns={3} cardClassName="reason-card" />
        </div>
      </section>

      <LiyawelaDivider />

      <section className="section" aria-labelledby="venues-heading">
        <div className="container">
          <div className="section-heading home-venues__heading">
            <div>
              <p className="eyebrow">{t.venues.eyebrow}</p>
              <h2 id="venues-heading">{t.venues.title}</h2>
              <p>{t.venues.lead}</p>
            </div>
            <Link to="/venues" className="button button--outline">
              {t.venues.seeAll}
            </Link>
          </div>
          <ul className="card-grid card-grid--4">
            {VENUES.map((venue) => (
              <VenuePreview key={venue.id} venue={venue} availableStalls={availableStalls} />
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--teal home-ev" aria-labelledby="ev-heading">
        <div className="container home-split">
          <div>
            <p className="eyebrow">
              <BatteryCharging aria-hidden="true" className="eyebrow__icon" />
              {t.ev.eyebrow}
            </p>
            <h2 id="ev-heading">{t.ev.title}</h2>
            <p className="home-split__lead">{t.ev.lead}</p>
            <ul className="home-ev__features">
              {withIcons(EV_ICONS, t.ev.features).map(({ icon: Icon, title, text }) => (
                <li key={title}>
                  <span className="home-ev__icon">
                    <Icon aria-hidden="true" />
                  </span>
                  <div>
                    <h3>{title}</h3>
                    <p>{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <EvChargerArt className="home-split__art" />
        </div>
      </section>

      <section className="section section--white" aria-labelledby="parking-heading">
        <div className="container home-split home-split--reverse">
          <ParkingArt className="home-split__art" />
          <div>
            <p className="eyebrow">
              <Car aria-hidden="true" className="eyebrow__icon" />
              {t.parking.eyebrow}
            </p>
            <h2 id="parking-heading">{t.parking.title}</h2>
            <p className="home-split__lead">{t.parking.lead}</p>
            <ul className="tick-list">
              {t.parking.facts.map((fact) => (
                <li key={fact}>
                  <ShieldCheck aria-hidden="true" />
                  {fact}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section section--maroon home-cta" aria-labelledby="cta-heading">
        <div className="container home-cta__inner">
          <p className="eyebrow">{t.cta.eyebrow}</p>
          <h2 id="cta-heading">{t.cta.title}</h2>
          <p>{t.cta.text}</p>
          <div className="home-cta__actions">
            <Link to="/venues#booking-form" className="button button--gold button--large">
              {t.cta.bookNow}
            </Link>
            <Link to="/our-story" className="button button--light button--large">
              {t.cta.learnMore} <span className="visually-hidden">{t.cta.learnMoreHidden}</span>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
