import { Check, Tag, Users } from 'lucide-react';
import { VenueArt } from '@/components/art/VenueArt';
import { Modal } from '@/components/Modal';
import type { Venue } from '@/config/venues';
import { useMessages } from '@/i18n/LanguageProvider';
import { venueTexts } from '@/i18n/venue-texts.messages';
import { venuesMessages } from '../venues.messages';
import { usePriceText } from './VenueCard';

interface VenueDetailModalProps {
  venue: Venue | null;
  onClose: () => void;
  onBook: (venue: Venue) => void;
}

/** Learn More: the venue's features and a way to book it. */
export function VenueDetailModal({ venue, onClose, onBook }: VenueDetailModalProps) {
  const t = useMessages(venuesMessages);
  const texts = useMessages(venueTexts).venues;
  const priceText = usePriceText();
  const text = venue ? texts[venue.name] : null;
  return (
    <Modal
      open={venue !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="large"
      title={text?.name ?? t.detail.venue}
      description={text ? t.detail.description(text.name) : undefined}
      closeLabel={t.form.close}
      hideDescription
    >
      {venue && text ? (
        <div className="venue-detail">
          <div className="venue-detail__intro">
            <VenueArt venue={venue.name} className="venue-detail__art" />
            <div>
              <p className="venue-detail__description">{text.description}</p>
              <dl className="venue-detail__facts">
                <div>
                  <dt>
                    <Users aria-hidden="true" /> {t.detail.capacity}
                  </dt>
                  <dd>{text.capacity}</dd>
                </div>
                <div>
                  <dt>
                    <Tag aria-hidden="true" /> {t.detail.price}
                  </dt>
                  <dd>{priceText(venue)}</dd>
                </div>
              </dl>
            </div>
          </div>
          <h3 className="venue-detail__heading">{t.detail.features}</h3>
          <ul className="venue-detail__features">
            {text.features.map((feature) => (
              <li key={feature}>
                <Check aria-hidden="true" /> {feature}
              </li>
            ))}
          </ul>
          <h3 className="venue-detail__heading">{t.card.usedFor}</h3>
          <ul className="venue-card__uses">
            {text.usedFor.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
          <div className="venue-detail__actions">
            {venue.bookable ? (
              <button type="button" className="button button--primary" onClick={() => onBook(venue)}>
                {t.detail.bookThis}
              </button>
            ) : (
              <p className="venue-detail__free">{t.detail.free}</p>
            )}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
