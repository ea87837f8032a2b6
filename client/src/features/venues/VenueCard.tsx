import { Tag, Users } from 'lucide-react';
import { VenueArt } from '../../components/art/VenueArt';
import { formatLkr } from '../../lib/format';
import { stallAvailabilityLevel } from './booking-rules';
import type { Venue } from './venues-data';

export interface StallCount {
  available: number;
  total: number;
}

/** "LKR 1,250,000 per day", or Free Access for Kids Park. */
export function priceText(venue: Venue): string {
  if (venue.price === null || venue.priceUnit === null) return 'Free Access';
  return `${formatLkr(venue.price)} per ${venue.priceUnit}`;
}

interface VenueCardProps {
  venue: Venue;
  /** Live stall count for the Vendor Stalls card; undefined while unknown. */
  stalls?: StallCount;
  onLearnMore: () => void;
  onBook: () => void;
}

export function VenueCard({ venue, stalls, onLearnMore, onBook }: VenueCardProps) {
  const titleId = `venue-${venue.id}-title`;
  const isStalls = venue.name === 'Vendor Stalls';
  return (
    <article className="venue-card" aria-labelledby={titleId}>
      <div className="venue-card__media">
        <VenueArt venue={venue.name} className="venue-card__art" />
        {venue.bookable ? null : <span className="venue-card__badge venue-card__badge--free">Free Access</span>}
        {isStalls && stalls ? (
          <span className={`venue-card__badge stall-count--${stallAvailabilityLevel(stalls.available)}`}>
            Available Stalls {stalls.available} / {stalls.total}
          </span>
        ) : null}
      </div>
      <div className="venue-card__body">
        <h3 id={titleId} className="venue-card__title">
          {venue.name}
        </h3>
        <p className="venue-card__capacity">
          <Users aria-hidden="true" /> {venue.capacity}
        </p>
        <p className="venue-card__description">{venue.description}</p>
        <h4 className="venue-card__subheading">Used for</h4>
        <ul className="venue-card__uses">
          {venue.usedFor.map((use) => (
            <li key={use}>{use}</li>
          ))}
        </ul>
        <p className="venue-card__price">
          <Tag aria-hidden="true" />
          {venue.price === null ? (
            <strong>Free Access</strong>
          ) : (
            <>
              <strong>{formatLkr(venue.price)}</strong> per {venue.priceUnit}
            </>
          )}
        </p>
        <div className="venue-card__actions">
          <button type="button" className="button button--outline" aria-describedby={titleId} onClick={onLearnMore}>
            Learn More
          </button>
          {venue.bookable ? (
            <button type="button" className="button button--primary" aria-describedby={titleId} onClick={onBook}>
              {isStalls ? 'Rent Stall' : 'Book Now'}
            </button>
          ) : (
            <span className="venue-card__walk-in">No booking needed</span>
          )}
        </div>
      </div>
    </article>
  );
}
