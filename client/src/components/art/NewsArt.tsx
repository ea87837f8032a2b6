import { memo } from 'react';
import type { ReactNode } from 'react';
import { ART, Elephant, Grain, Lotus, ridge, useArtId } from './primitives';

type Style = 'events' | 'exhibitions' | 'awards' | 'announcements' | 'community' | 'general';

const GROUND: Record<Style, { sky: string; hill: string; near: string }> = {
  events: { sky: ART.maroon900, hill: '#6a2420', near: ART.maroon950 },
  exhibitions: { sky: ART.teal900, hill: '#1d4f4d', near: '#0c2a2d' },
  awards: { sky: '#f6e7bf', hill: ART.gold300, near: ART.gold500 },
  announcements: { sky: '#efe2cf', hill: ART.ivory300, near: '#cdb891' },
  community: { sky: '#e2ecd9', hill: ART.green300, near: ART.green500 },
  general: { sky: ART.ivory200, hill: ART.teal200, near: ART.teal400 },
};

function VesakLantern({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M0 -40 v14" stroke={ART.gold100} strokeWidth="1.5" />
      <path d="M0 -26 L24 -2 L0 22 L-24 -2 Z" fill={ART.gold300} />
      <path d="M0 -26 L10 -2 L0 22 L-10 -2 Z" fill={ART.maroon500} />
      <path d="M-24 -2 H24" stroke={ART.gold500} strokeWidth="2" />
      <path d="M-10 22 l-4 26 M0 22 v30 M10 22 l4 26" stroke={ART.gold300} strokeWidth="2" />
      <circle r="30" fill={ART.gold300} opacity="0.15" />
    </g>
  );
}

function Motif({ style }: { style: Style }): ReactNode {
  switch (style) {
    case 'events':
      return (
        <>
          <circle cx="320" cy="50" r="18" fill={ART.gold100} />
          <Elephant x={110} y={58} scale={0.72} />
        </>
      );
    case 'exhibitions':
      return (
        <>
          <VesakLantern x={110} y={80} s={0.9} />
          <VesakLantern x={200} y={64} s={1.2} />
          <VesakLantern x={292} y={84} s={0.85} />
        </>
      );
    case 'awards':
      return (
        <g transform="translate(200 92)">
          <circle r="46" fill={ART.maroon700} />
          <circle r="38" fill="none" stroke={ART.gold300} strokeWidth="3" strokeDasharray="4 5" />
          <path d="M0 -26 C-9 -14 -9 2 0 14 C9 2 9 -14 0 -26 Z" fill={ART.gold300} />
          <path
            d="M-3 14 C-16 12 -24 2 -26 -10 C-14 -6 -6 2 -3 14 Z M3 14 C16 12 24 2 26 -10 C14 -6 6 2 3 14 Z"
            fill={ART.gold300}
          />
          <path d="M-30 40 L-40 80 L-22 70 L-12 84 L-6 44 Z M30 40 L40 80 L22 70 L12 84 L6 44 Z" fill={ART.maroon500} />
        </g>
      );
    case 'announcements':
      return (
        <g transform="translate(200 100) rotate(-6)">
          <rect x="-130" y="-22" width="260" height="44" rx="8" fill="#e9d3a4" stroke="#b99a5f" strokeWidth="2" />
          <path
            d="M-110 -8 H110 M-110 4 H90 M-110 14 H60"
            stroke={ART.maroon700}
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <circle cx="-100" cy="0" r="4" fill="#b99a5f" />
          <circle cx="100" cy="0" r="4" fill="#b99a5f" />
          <path d="M-100 0 C-130 30 -150 20 -160 40" stroke={ART.maroon700} strokeWidth="2" fill="none" />
        </g>
      );
    case 'community':
      return (
        <g>
          <path d="M186 150 L192 90 L208 90 L214 150 Z" fill="#5b3a26" />
          <ellipse cx="200" cy="70" rx="90" ry="34" fill={ART.green700} />
          <ellipse cx="170" cy="60" rx="40" ry="16" fill={ART.green500} />
          {[
            [120, ART.maroon700],
            [150, ART.teal700],
            [250, ART.gold700],
            [280, ART.maroon500],
          ].map(([x, color]) => (
            <g key={x} transform={`translate(${x} 108)`} fill={String(color)}>
              <circle cx="0" cy="0" r="9" />
              <path d="M-12 48 L-10 16 Q0 8 10 16 L12 48 Z" />
            </g>
          ))}
        </g>
      );
    case 'general':
      return <Lotus x={130} y={56} scale={1.15} />;
  }
}

/** The artwork of a news card or modal without its own photo, chosen by the category. Decorative. */
export const NewsArt = memo(function NewsArt({ style, className }: { style: Style; className?: string }) {
  const id = useArtId();
  const ground = GROUND[style];
  return (
    <svg
      className={className}
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <Grain id={`${id}-grain`} />
      </defs>
      <rect width="400" height="200" fill={ground.sky} />
      <path
        d={ridge(
          [
            [0, 130],
            [100, 104],
            [200, 126],
            [300, 100],
            [400, 122],
          ],
          200,
        )}
        fill={ground.hill}
      />
      <rect y="170" width="400" height="30" fill={ground.near} />
      <Motif style={style} />
      <rect width="400" height="200" fill={`url(#${id}-grain)`} />
    </svg>
  );
});
