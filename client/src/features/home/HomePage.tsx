import {
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
import { EvChargerArt, ParkingArt } from '../../components/art/AmenityArt';
import { HomeHeroArt } from '../../components/art/HeroArt';
import { LiyawelaDivider } from '../../components/art/Ornaments';
import { VenueArt } from '../../components/art/VenueArt';
import { PageHero } from '../../components/PageHero';
import { formatLkr } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { type Venue, VENUES } from '../venues/venues-data';
import { useAvailableStalls } from './api/use-available-stalls';
import './home.css';
import { FeatureCards, type FeatureItem } from '../../components/FeatureCards';

const FACTS: FeatureItem[] = [
  { icon: Ticket, title: 'Free entry', text: 'Every day, for everyone' },
  { icon: Clock, title: '9:00 AM - 10:00 PM', text: 'Open daily, 24/7 for events' },
  { icon: Music, title: '8,000 seats', text: 'In the Open Air Arena' },
  { icon: Store, title: '100 stalls', text: 'Craft, food and fashion' },
];

const REASONS: FeatureItem[] = [
  {
    icon: UtensilsCrossed,
    title: 'Hygienic, affordable meals',
    text: 'Helabojun cooks Sri Lankan food fresh in clean, open kitchens you can see into, at prices a whole family can enjoy every week.',
  },
  {
    icon: TreePalm,
    title: 'Attractions in a free-entrance park',
    text: 'Walk in free of charge to the Kids Park, weekend concerts, Vesak and Poson lantern shows, craft stalls and shaded lawns.',
  },
  {
    icon: Leaf,
    title: 'A peaceful setting',
    text: 'Old mara trees, a lotus pond and the misty Hantane hills: a calm green corner a few minutes from the busy town centre.',
  },
];

const EV_FEATURES: FeatureItem[] = [
  {
    icon: Zap,
    title: 'Fast charging',
    text: 'DC fast chargers take most cars from 20% to 80% in about 40 minutes: time for a meal at Helabojun.',
  },
  {
    icon: PlugZap,
    title: 'Dual guns',
    text: 'Every charger has a CCS2 and a CHAdeMO gun, so two cars can charge side by side.',
  },
  {
    icon: Clock,
    title: 'Open 24/7',
    text: 'Charge day or night, concert nights included; the bays are lit and watched by our wardens.',
  },
  {
    icon: ReceiptText,
    title: 'Competitive rates',
    text: 'A fair per-kWh price shown on the screen before you start; pay by card or QR code.',
  },
];

const PARKING_FACTS = [
  'Free parking for park visitors',
  '350 car spaces, 20 coach bays and a three-wheeler stand',
  'Accessible bays beside the main gate',
  'Wardens on duty, and extra parking at Gate 2 on event nights',
];

function priceText(venue: Venue): string {
  if (venue.price === null) return 'Free';
  return `${formatLkr(venue.price)} / ${venue.priceUnit}`;
}

function VenueBadge({ venue, availableStalls }: { venue: Venue; availableStalls: number | undefined }) {
  if (!venue.bookable) {
    return (
      <span className="badge badge--green">
        <ShieldCheck aria-hidden="true" />
        Free Access
      </span>
    );
  }
  if (venue.name === 'Vendor Stalls') {
    if (availableStalls === undefined) return <span className="badge badge--gold">Monthly rental</span>;
    return (
      <span className={`badge ${availableStalls > 0 ? 'badge--green' : 'badge--maroon'}`}>
        {availableStalls} Available
      </span>
    );
  }
  return <span className="badge badge--gold">Bookable by the day</span>;
}

function VenuePreview({ venue, availableStalls }: { venue: Venue; availableStalls: number | undefined }) {
  return (
    <li className="card venue-preview">
      <VenueArt venue={venue.name} className="venue-preview__art" />
      <div className="card__body">
        <VenueBadge venue={venue} availableStalls={availableStalls} />
        <h3>{venue.name}</h3>
        <p className="venue-preview__capacity">{venue.capacity}</p>
        <p className="venue-preview__text">{venue.description}</p>
        <p className="venue-preview__price">{priceText(venue)}</p>
        {venue.bookable && (
          <Link to="/venues" className="text-link venue-preview__link">
            Explore the {venue.name}
            <ArrowRight aria-hidden="true" />
          </Link>
        )}
      </div>
    </li>
  );
}

export function HomePage() {
  usePageMeta(
    'Home',
    'Kandy Cultural Park: an 8,000-seat open-air arena, fair grounds, 100 vendor stalls, the Helabojun food court and a free kids park in the heart of Kandy.',
  );
  const availableStalls = useAvailableStalls();

  return (
    <>
      <PageHero
        tone="dusk"
        eyebrow="Kandy · Sri Lanka"
        title="Where the hill capital comes to celebrate"
        lead="Concerts under the stars, fairs by the lotus pond, a hundred stalls of craft and flavour and a free park for every family, a short walk from Kandy Lake."
        art={<HomeHeroArt />}
      >
        <Link to="/venues" className="button button--gold button--large">
          Book Your Experience
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/helabojun" className="button button--light button--large">
          Taste Helabojun
        </Link>
      </PageHero>

      <section className="home-facts" aria-label="The park at a glance">
        <ul className="container home-facts__list">
          {FACTS.map(({ icon: Icon, title, text }) => (
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
            <p className="eyebrow">Ayubowan</p>
            <h2 id="why-heading">Why Choose Kandy Cultural Park</h2>
            <p>
              A place where Kandy meets: for a family evening, a wedding under the trees or a concert for thousands.
            </p>
          </div>
          <FeatureCards items={REASONS} columns={3} cardClassName="reason-card" />
        </div>
      </section>

      <LiyawelaDivider />

      <section className="section" aria-labelledby="venues-heading">
        <div className="container">
          <div className="section-heading home-venues__heading">
            <div>
              <p className="eyebrow">Venues</p>
              <h2 id="venues-heading">Spaces for every occasion</h2>
              <p>From an 8,000-seat arena to a playground that costs nothing: choose your stage in the park.</p>
            </div>
            <Link to="/venues" className="button button--outline">
              See all venues
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
              EV charging
            </p>
            <h2 id="ev-heading">Charge while you enjoy the park</h2>
            <p className="home-split__lead">
              Kandy&apos;s public fast chargers at the park&apos;s main car park, steps from the gate and the food
              court.
            </p>
            <ul className="home-ev__features">
              {EV_FEATURES.map(({ icon: Icon, title, text }) => (
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
              Parking
            </p>
            <h2 id="parking-heading">Easy parking, right at the gate</h2>
            <p className="home-split__lead">
              Drive in from Peradeniya Road and park in our paved, lit car park: no circling the lake for a space.
            </p>
            <ul className="tick-list">
              {PARKING_FACTS.map((fact) => (
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
          <p className="eyebrow">Plan with us</p>
          <h2 id="cta-heading">A wedding, a concert or a Vesak lantern show?</h2>
          <p>Tell us your date and your plans: our events team replies within 24 hours.</p>
          <div className="home-cta__actions">
            <Link to="/venues#booking-form" className="button button--gold button--large">
              Book Now
            </Link>
            <Link to="/our-story" className="button button--light button--large">
              Learn More
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
