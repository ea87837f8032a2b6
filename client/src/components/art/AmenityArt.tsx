import { memo } from 'react';
import { ART, Grain, Palm, ridge, useArtId } from './primitives';

/** A car seen from above, 44 x 80, nose up. */
function TopCar({ x, y, color, turn = 0 }: { x: number; y: number; color: string; turn?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${turn} 22 40)`}>
      <rect width="44" height="80" rx="11" fill={color} />
      <path d="M6 20 Q22 12 38 20 L36 32 L8 32 Z" fill={ART.ink} opacity="0.75" />
      <path d="M8 62 L36 62 L38 70 Q22 74 6 70 Z" fill={ART.ink} opacity="0.6" />
      <rect x="9" y="34" width="26" height="26" rx="4" fill={ART.white} opacity="0.22" />
      <rect x="4" y="2" width="8" height="4" rx="2" fill={ART.gold100} />
      <rect x="32" y="2" width="8" height="4" rx="2" fill={ART.gold100} />
    </g>
  );
}

function TopTree({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g>
      <circle cx={x + 4} cy={y + 5} r={r} fill={ART.ink} opacity="0.15" />
      <circle cx={x} cy={y} r={r} fill={ART.green700} />
      <circle cx={x - r * 0.3} cy={y - r * 0.3} r={r * 0.55} fill={ART.green500} />
    </g>
  );
}

/** The park's car park from above: bays, a coach, three-wheelers, trees and the accessible bays. Decorative. */
export const ParkingArt = memo(function ParkingArt({ className }: { className?: string }) {
  const id = useArtId();
  const bays = [60, 116, 172, 228, 284, 340];
  return (
    <svg className={className} viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <defs>
        <Grain id={`${id}-grain`} />
      </defs>
      <rect width="480" height="360" rx="22" fill={ART.green300} />
      <rect x="30" y="36" width="420" height="288" rx="12" fill="#6d6560" />
      <g stroke={ART.white} strokeWidth="3">
        {bays.map((x) => (
          <path key={x} d={`M${x} 44 v96 M${x} 220 v96`} />
        ))}
        <path d="M396 44 v96 M396 220 v96" />
      </g>
      <path d="M44 180 H436" stroke={ART.gold300} strokeWidth="3" strokeDasharray="18 14" />
      <path d="M250 180 l-14 -8 v16 z M300 180 l14 -8 v16 z" fill={ART.white} />
      <TopCar x={66} y={52} color={ART.maroon700} />
      <TopCar x={178} y={52} color={ART.ivory} />
      <TopCar x={234} y={54} color={ART.teal500} />
      <TopCar x={346} y={52} color={ART.gold500} />
      <TopCar x={122} y={228} color={ART.teal400} turn={180} />
      <TopCar x={290} y={230} color={ART.maroon500} turn={180} />
      <rect x="352" y="228" width="40" height="80" rx="6" fill={ART.teal700} />
      <g fill={ART.white}>
        <circle cx="372" cy="252" r="5" />
        <path d="M368 260 h8 v14 h10 l4 12 h-6 l-3 -8 h-13 z" />
      </g>
      <g transform="translate(64 220)">
        <rect width="50" height="96" rx="8" fill={ART.gold300} />
        <rect x="6" y="8" width="38" height="16" rx="4" fill={ART.ink} opacity="0.7" />
        <rect x="8" y="32" width="34" height="54" rx="3" fill={ART.white} opacity="0.3" />
      </g>
      <g transform="translate(184 228)">
        <path d="M4 0 H28 Q32 0 32 6 V40 Q32 48 24 48 H8 Q0 48 0 40 V6 Q0 0 4 0 Z" fill={ART.green700} />
        <path d="M6 8 Q16 2 26 8 L24 16 H8 Z" fill={ART.ink} opacity="0.7" />
        <rect x="6" y="20" width="20" height="22" rx="4" fill={ART.ink} opacity="0.85" />
      </g>
      <g transform="translate(226 236)">
        <path d="M4 0 H28 Q32 0 32 6 V40 Q32 48 24 48 H8 Q0 48 0 40 V6 Q0 0 4 0 Z" fill={ART.maroon700} />
        <path d="M6 8 Q16 2 26 8 L24 16 H8 Z" fill={ART.ink} opacity="0.7" />
        <rect x="6" y="20" width="20" height="22" rx="4" fill={ART.ink} opacity="0.85" />
      </g>
      <g transform="translate(412 148)">
        <rect width="52" height="52" rx="10" fill={ART.teal700} stroke={ART.white} strokeWidth="3" />
        <path d="M18 40 V12 h11 a9 9 0 0 1 0 18 h-11" fill="none" stroke={ART.white} strokeWidth="5" />
      </g>
      <TopTree x={24} y={28} r={24} />
      <TopTree x={462} y={40} r={20} />
      <TopTree x={30} y={330} r={22} />
      <TopTree x={450} y={326} r={26} />
      <TopTree x={240} y={340} r={16} />
      <rect width="480" height="360" rx="22" fill={`url(#${id}-grain)`} />
    </svg>
  );
});

/** A twin-gun fast charger under a solar canopy, one car charging. Decorative. */
export const EvChargerArt = memo(function EvChargerArt({ className }: { className?: string }) {
  const id = useArtId();
  return (
    <svg className={className} viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <defs>
        <Grain id={`${id}-grain`} color={ART.white} opacity={0.08} />
        <clipPath id={`${id}-clip`}>
          <rect width="480" height="360" rx="22" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-clip)`}>
        <rect width="480" height="360" fill="#24696a" />
        <circle cx="380" cy="80" r="44" fill={ART.gold300} opacity="0.85" />
        <path
          d={ridge(
            [
              [0, 220],
              [90, 180],
              [200, 214],
              [320, 176],
              [480, 206],
            ],
            360,
          )}
          fill={ART.teal500}
        />
        <Palm x={20} y={110} scale={0.8} color={ART.teal900} />
        <rect x="0" y="290" width="480" height="70" fill="#1a4848" />
        <path d="M0 300 H480" stroke={ART.gold300} strokeWidth="2" strokeDasharray="16 12" opacity="0.6" />
        <path d="M120 70 L440 70 L460 94 L100 94 Z" fill={ART.ivory} />
        <g stroke={ART.teal700} strokeWidth="2">
          <path d="M120 70 L100 94 M180 70 L168 94 M240 70 L234 94 M300 70 L300 94 M360 70 L366 94 M420 70 L434 94" />
          <path d="M110 82 H450" />
        </g>
        <rect x="100" y="94" width="360" height="8" fill={ART.maroon700} />
        <rect x="140" y="102" width="8" height="188" fill={ART.ivory300} />
        <rect x="420" y="102" width="8" height="188" fill={ART.ivory300} />
        <g transform="translate(318 150)">
          <rect width="64" height="140" rx="10" fill={ART.ivory} />
          <rect x="8" y="12" width="48" height="34" rx="4" fill={ART.teal900} />
          <path d="M34 16 L24 32 H32 L28 44 L42 26 H34 Z" fill={ART.gold300} />
          <rect x="8" y="56" width="48" height="6" rx="3" fill={ART.gold500} />
          <rect x="-10" y="66" width="14" height="26" rx="4" fill={ART.ink} />
          <rect x="60" y="66" width="14" height="26" rx="4" fill={ART.ink} />
          <rect x="18" y="128" width="28" height="12" fill={ART.teal700} />
        </g>
        <path
          d="M308 84 C290 90 290 250 270 250 C250 250 250 214 236 214"
          transform="translate(0 0)"
          fill="none"
          stroke={ART.ink}
          strokeWidth="5"
          strokeLinecap="round"
        />
        <path
          d="M392 240 C410 270 440 270 440 250"
          fill="none"
          stroke={ART.ink}
          strokeWidth="5"
          strokeLinecap="round"
        />
        <g transform="translate(40 178)">
          <path
            d="M10 90 L10 66 Q12 56 30 54 L56 52 L88 26 Q94 20 108 20 L170 20 Q186 20 196 34 L214 54 Q232 58 232 74 L232 90 Z"
            fill={ART.maroon700}
          />
          <path d="M96 30 L74 52 L140 52 L140 30 Z" fill={ART.teal200} />
          <path d="M148 30 L148 52 L202 52 L188 34 Q184 30 176 30 Z" fill={ART.teal200} />
          <rect x="10" y="70" width="222" height="4" fill={ART.gold500} />
          <circle cx="58" cy="92" r="20" fill={ART.ink} />
          <circle cx="58" cy="92" r="9" fill={ART.stone} />
          <circle cx="186" cy="92" r="20" fill={ART.ink} />
          <circle cx="186" cy="92" r="9" fill={ART.stone} />
          <rect x="192" y="38" width="8" height="6" rx="2" fill={ART.gold300} />
          <circle cx="22" cy="64" r="4" fill={ART.gold100} />
        </g>
        <g transform="translate(244 118)">
          <circle r="22" fill={ART.gold500} />
          <path d="M3 -14 L-8 3 H0 L-4 15 L9 -3 H1 Z" fill={ART.maroon900} />
        </g>
      </g>
      <rect width="480" height="360" rx="22" fill={`url(#${id}-grain)`} />
    </svg>
  );
});
