import { type FunctionComponent, memo } from 'react';
import { isTakingOverBuiltPage } from '../../lib/hydration';

// Preact leaves an element's built children alone when, while hydrating, it has dangerouslySetInnerHTML; the same
// empty HTML on later renders changes nothing either.
const KEEP = { __html: '' };

/**
 * An artwork component (its root is an <svg>, drawn from its props alone: no state, no handler, nothing read from
 * the browser): drawn as usual, but left as built while a built page is taken over (lib/hydration.ts). Walking its
 * hundreds of SVG nodes to attach nothing was the larger part of taking a page over (docs/performance.md, section
 * 9). Memoized, so it draws again only when its props change (then in full, in place of what was kept).
 */
export function artwork<P extends object>(Art: FunctionComponent<P>) {
  function Artwork(props: P) {
    return isTakingOverBuiltPage() ? <svg dangerouslySetInnerHTML={KEEP} /> : <Art {...props} />;
  }
  Artwork.displayName = `Artwork(${Art.name})`;
  return memo(Artwork);
}
