import type { Venue } from '../../features/venues/venues-data';

/** Placeholder illustration for a venue; replaced by the site's artwork. */
export function VenueArt({ venue, className }: { venue: Venue['name']; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 400 240" role="img" aria-label={`Illustration of the ${venue}`}>
      <rect width="400" height="240" fill="#f3ead8" />
      <path d="M0 180 Q100 120 200 170 T400 150 V240 H0 Z" fill="#2f5d3a" />
      <text x="200" y="110" textAnchor="middle" fontFamily="serif" fontSize="22" fill="#7a1f1f">
        {venue}
      </text>
    </svg>
  );
}
