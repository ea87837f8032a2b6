import { Check, Tag, Users } from 'lucide-react';
import { Modal } from '../../components/Modal';
import { VenueArt } from '../../components/art/VenueArt';
import { priceText } from './VenueCard';
import type { Venue } from './venues-data';

interface VenueDetailModalProps {
  venue: Venue | null;
  onClose: () => void;
  onBook: (venue: Venue) => void;
}

/** Learn More: the venue's features and a way to book it. */
export function VenueDetailModal({ venue, onClose, onBook }: VenueDetailModalProps) {
  return (
    <Modal
      open={venue !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="large"
      title={venue?.name ?? 'Venue'}
      description={venue ? `Capacity, price and features of the ${venue.name}.` : undefined}
      hideDescription
    >
      {venue ? (
        <div className="venue-detail">
          <div className="venue-detail__intro">
            <VenueArt venue={venue.name} className="venue-detail__art" />
            <div>
              <p className="venue-detail__description">{venue.description}</p>
              <dl className="venue-detail__facts">
                <div>
                  <dt>
                    <Users aria-hidden="true" /> Capacity
                  </dt>
                  <dd>{venue.capacity}</dd>
                </div>
                <div>
                  <dt>
                    <Tag aria-hidden="true" /> Price
                  </dt>
                  <dd>{priceText(venue)}</dd>
                </div>
              </dl>
            </div>
          </div>
          <h3 className="venue-detail__heading">Features</h3>
          <ul className="venue-detail__features">
            {venue.features.map((feature) => (
              <li key={feature}>
                <Check aria-hidden="true" /> {feature}
              </li>
            ))}
          </ul>
          <h3 className="venue-detail__heading">Used for</h3>
          <ul className="venue-card__uses">
            {venue.usedFor.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
          <div className="venue-detail__actions">
            {venue.bookable ? (
              <button type="button" className="button button--primary" onClick={() => onBook(venue)}>
                Book This Venue
              </button>
            ) : (
              <p className="venue-detail__free">
                Free Access: open to every family during park hours, no booking needed.
              </p>
            )}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
