import './venues-admin.css';
import { ArrowRight, Info, Tag, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { VenueArt } from '@/components/art/VenueArt';
import type { Venue } from '@/config/venues';

interface StaticVenue {
  name: string;
  art: Venue['name'];
  price: string;
  priceUnit: string | null;
  capacity: string;
  /** What else staff should know, such as a figure the public page states differently. */
  detail: string;
  manageStalls?: boolean;
}

/** The brief's static list, word for word. */
const VENUES: readonly StaticVenue[] = [
  {
    name: 'Open Air Arena',
    art: 'Open Air Arena',
    price: 'Rs. 1,250,000',
    priceUnit: 'per day',
    capacity: 'Up to 1000 guests',
    detail: 'The public Venues page describes a 26x26 ft stage and 8,000 seating on the tiered lawns.',
  },
  {
    name: 'Exhibition & Fairs Area',
    art: 'Open Area',
    price: 'Rs. 150,000',
    priceUnit: 'per day',
    capacity: '100 vendor stalls',
    detail:
      'Booked as the Open Area. Its 100 vendor stalls (6 x 4 ft, six blocks) are rented separately, by the month.',
    manageStalls: true,
  },
  {
    name: 'Kids Park',
    art: 'Kids Park',
    price: 'Free',
    priceUnit: null,
    capacity: 'Unlimited',
    detail: 'Open to every family, every day. It is not bookable.',
  },
];

/** The Venue Management tab, a static list of the park's venues with their prices. */
export function VenueManagementTab() {
  const [, setSearchParams] = useSearchParams();
  return (
    <div className="venuesadmin">
      <p className="staff-note venuesadmin-note">
        <Info aria-hidden="true" size={18} />
        <span>
          Prices and capacities are fixed by the park&apos;s price list. The server charges these amounts on every
          booking, so they cannot be changed here.
        </span>
      </p>
      <ul className="venuesadmin-grid">
        {VENUES.map((venue) => {
          const titleId = `venuesadmin-${venue.art.replace(/\s+/g, '-').toLowerCase()}`;
          return (
            <li key={venue.name}>
              <article className="venuesadmin-card" aria-labelledby={titleId}>
                <VenueArt venue={venue.art} className="venuesadmin-card__art" />
                <div className="venuesadmin-card__body">
                  <h2 id={titleId}>{venue.name}</h2>
                  <dl className="venuesadmin-facts">
                    <div>
                      <dt>
                        <Tag aria-hidden="true" size={16} />
                        Price
                      </dt>
                      <dd>
                        <strong>{venue.price}</strong>
                        {venue.priceUnit && ` ${venue.priceUnit}`}
                      </dd>
                    </div>
                    <div>
                      <dt>
                        <Users aria-hidden="true" size={16} />
                        Capacity
                      </dt>
                      <dd>{venue.capacity}</dd>
                    </div>
                  </dl>
                  <p className="venuesadmin-card__detail">{venue.detail}</p>
                  {venue.manageStalls && (
                    <button
                      type="button"
                      className="button button--ghost button--small venuesadmin-card__action"
                      onClick={() => {
                        setSearchParams({ tab: 'stalls' });
                        window.scrollTo({ top: 0 });
                      }}
                    >
                      Manage Vendor Stalls
                      <ArrowRight aria-hidden="true" />
                    </button>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
