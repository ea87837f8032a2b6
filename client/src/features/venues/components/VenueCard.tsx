import { Tag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { VenueArt } from '@/components/art/VenueArt';
import type { Venue } from '@/config/venues';
import { useFormat, useMessages } from '@/i18n/LanguageProvider';
import { venueTexts } from '@/i18n/venue-texts.messages';
import { venuesMessages } from '../venues.messages';

/** "LKR 1,250,000 per day", or Free Access for Kids Park, in the visitor's language. */
export function usePriceText(): (venue: Venue) => string {
  const t = useMessages(venueTexts);
  const { lkr } = useFormat();
  return (venue) => {
    if (venue.price === null || venue.priceUnit === null) return t.freeAccess;
    return (venue.priceUnit === 'month' ? t.perMonth : t.perDay)(lkr(venue.price));
  };
}

interface VenueCardProps {
  venue: Venue;
  /** A live figure shown on the card's picture (the Vendor Stalls card's count of free stalls). */
  badge?: ReactNode;
  onLearnMore: () => void;
  onBook: () => void;
}

export function VenueCard({ venue, badge, onLearnMore, onBook }: VenueCardProps) {
  const titleId = `venue-${venue.id}-title`;
  const isStalls = venue.name === 'Vendor Stalls';
  const t = useMessages(venuesMessages).card;
  const text = useMessages(venueTexts).venues[venue.name];
  const { lkr } = useFormat();
  return (
    <article className="venue-card" aria-labelledby={titleId}>
      <div className="venue-card__media">
        <VenueArt venue={venue.name} className="venue-card__art" />
        {venue.bookable ? null : <span className="venue-card__badge venue-card__badge--free">{t.freeAccess}</span>}
        {badge}
      </div>
      <div className="venue-card__body">
        <h3 id={titleId} className="venue-card__title">
          {text.name}
        </h3>
        <p className="venue-card__capacity">
          <Users aria-hidden="true" /> {text.capacity}
        </p>
        <p className="venue-card__description">{text.description}</p>
        <h4 className="venue-card__subheading">{t.usedFor}</h4>
        <ul className="venue-card__uses">
          {text.usedFor.map((use) => (
            <li key={use}>{use}</li>
          ))}
        </ul>
        <p className="venue-card__price">
          <Tag aria-hidden="true" />
          {venue.price === null ? (
            <strong>{t.freeAccess}</strong>
          ) : (
            <>
              <strong>{lkr(venue.price)}</strong> {venue.priceUnit === 'month' ? t.perMonth : t.perDay}
            </>
          )}
        </p>
        <div className="venue-card__actions">
          <button type="button" className="button button--outline" aria-describedby={titleId} onClick={onLearnMore}>
            {t.learnMore}
          </button>
          {venue.bookable ? (
            <button type="button" className="button button--primary" aria-describedby={titleId} onClick={onBook}>
              {isStalls ? t.rentStall : t.bookNow}
            </button>
          ) : (
            <span className="venue-card__walk-in">{t.noBooking}</span>
          )}
        </div>
      </div>
    </article>
  );
}
