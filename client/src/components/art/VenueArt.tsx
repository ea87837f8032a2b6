import { lazy, memo, Suspense } from 'react';
import type { Venue } from '@/config/venues';

const VenueDrawing = lazy(async () => ({ default: (await import('./VenueDrawings')).VenueDrawing }));

/**
 * A venue's illustration. Its code (the four drawings) loads after the page's own: the built HTML already shows the
 * drawing, and React hydrates it once the code is in. Memoized, so the page's updates meanwhile (live stall counts)
 * leave the built drawing in place instead of drawing it afresh.
 */
export const VenueArt = memo(function VenueArt(props: { venue: Venue['name']; className?: string }) {
  return (
    <Suspense fallback={null}>
      <VenueDrawing {...props} />
    </Suspense>
  );
});
