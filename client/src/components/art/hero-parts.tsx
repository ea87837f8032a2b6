import type { ReactNode } from 'react';
import { ART } from './primitives';

/*
 * The page heroes: one landscape band per page, 1440 x 480, drawn bottom-up so the sky above stays the page's
 * painted CSS sky. Sliced from the middle on phones, so each scene keeps its focus between x = 320 and 1120.
 * All decorative: the hero's heading says what the page is.
 */
export function HeroSvg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 1440 480" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function Birds({ at, color }: { at: ReadonlyArray<readonly [number, number]>; color: string }) {
  return (
    <g fill="none" stroke={color} strokeWidth="2.2" strokeLinecap="round">
      {at.map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x - 9} ${y - 3} Q${x - 4} ${y - 7} ${x} ${y} Q${x + 4} ${y - 7} ${x + 9} ${y - 3}`}
        />
      ))}
    </g>
  );
}

export function Stars({ at }: { at: ReadonlyArray<readonly [number, number, number]> }) {
  return (
    <g fill={ART.gold100}>
      {at.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} opacity={r > 1.6 ? 0.9 : 0.6} />
      ))}
    </g>
  );
}

export function SunReflection({ x, y, color }: { x: number; y: number; color: string }) {
  const rows = [70, 56, 62, 40, 46, 28, 30, 16];
  return (
    <g fill={color}>
      {rows.map((w, i) => (
        <rect
          key={i}
          x={x - w / 2 + (i % 2) * 6}
          y={y + i * 8}
          width={w}
          height="3"
          rx="1.5"
          opacity={0.75 - i * 0.06}
        />
      ))}
    </g>
  );
}

export function LampPost({ x }: { x: number }) {
  return (
    <g>
      <rect x={x} y="330" width="4" height="76" fill={ART.ink} />
      <path d={`M${x - 8} 330 h20 l-4 -14 h-12 z`} fill={ART.ink} />
      <rect x={x - 4} y="318" width="12" height="10" fill={ART.gold300} />
    </g>
  );
}

export function Person({ x, y, scale = 1, color }: { x: number; y: number; scale?: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill={color}>
      <circle cx="10" cy="6" r="6" />
      <path d="M2 16 Q10 10 18 16 L20 44 L0 44 Z" />
      <rect x="3" y="42" width="5" height="22" rx="2" />
      <rect x="12" y="42" width="5" height="22" rx="2" />
    </g>
  );
}

export function MistBand({ id, y, height }: { id: string; y: number; height: number }) {
  return <rect x="0" y={y} width="1440" height={height} fill={`url(#${id})`} />;
}
