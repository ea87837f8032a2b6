import { memo } from 'react';
import { useArtId } from './primitives';

/** One curl of the liyawela vine: a stem wave with a spiral tendril and a leaf, 60 wide. */
function VineCurl({ x, flip }: { x: number; flip?: boolean }) {
  return (
    <g transform={flip ? `translate(${x + 60} 0) scale(-1 1)` : `translate(${x} 0)`}>
      <path d="M0 14 C12 2 26 2 34 12 C40 20 52 22 60 14" />
      <path d="M28 7 C24 -1 14 0 14 7 C14 12 20 13 22 9" />
      <path d="M44 19 C48 26 56 25 56 20" />
      <path d="M40 18 C36 24 38 28 44 27" fill="currentColor" stroke="none" opacity="0.55" />
    </g>
  );
}

/** A liyawela vine with a lotus at its heart: the divider between sections. Decorative. */
export const LiyawelaDivider = memo(function LiyawelaDivider({ className = 'divider' }: { className?: string }) {
  const left = [0, 60, 120];
  return (
    <svg
      className={className}
      viewBox="0 0 420 28"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        {left.map((x) => (
          <VineCurl key={x} x={x} />
        ))}
        {left.map((x) => (
          <VineCurl key={x} x={420 - 60 - x} flip />
        ))}
      </g>
      <g fill="currentColor" transform="translate(210 14)">
        <path d="M0 -12 C-5 -6 -5 2 0 8 C5 2 5 -6 0 -12 Z" />
        <path d="M-2 6 C-10 4 -16 -2 -18 -8 C-10 -6 -5 -2 -2 6 Z" />
        <path d="M2 6 C10 4 16 -2 18 -8 C10 -6 5 -2 2 6 Z" />
        <circle cx="-26" cy="0" r="2" />
        <circle cx="26" cy="0" r="2" />
      </g>
    </svg>
  );
});

/** A band of Kandyan border (triangles and beads, as on a ves dancer's costume), tiled to any width. */
export const KandyanBorder = memo(function KandyanBorder({ className }: { className?: string }) {
  const id = useArtId();
  return (
    <svg className={className} aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <defs>
        <pattern id={id} width="28" height="28" patternUnits="userSpaceOnUse">
          <path d="M0 28 L14 12 L28 28 Z" fill="currentColor" opacity="0.9" />
          <path d="M7 28 L14 20 L21 28 Z" fill="#4a1010" />
          <circle cx="14" cy="5" r="2.2" fill="currentColor" />
          <circle cx="0" cy="5" r="1.3" fill="currentColor" opacity="0.6" />
          <circle cx="28" cy="5" r="1.3" fill="currentColor" opacity="0.6" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
});

/** A small lotus mark, drawn in the current colour. Decorative. */
export const LotusMark = memo(function LotusMark({ className, size = 32 }: { className?: string; size?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d="M32 8 C24 18 24 34 32 46 C40 34 40 18 32 8 Z" />
      <path d="M29 46 C18 44 10 34 8 22 C18 26 26 34 29 46 Z" opacity="0.8" />
      <path d="M35 46 C46 44 54 34 56 22 C46 26 38 34 35 46 Z" opacity="0.8" />
      <path d="M27 48 C16 50 8 46 2 38 C12 38 20 42 27 48 Z" opacity="0.6" />
      <path d="M37 48 C48 50 56 46 62 38 C52 38 44 42 37 48 Z" opacity="0.6" />
      <rect x="14" y="52" width="36" height="3" rx="1.5" />
      <rect x="22" y="58" width="20" height="2.5" rx="1.25" opacity="0.7" />
    </svg>
  );
});
