import { ART, Grain, useArtId } from '@/components/art/primitives';
import { useNarrowScreen } from '@/features/contact/hooks/use-narrow-screen';

const LABEL = {
  fontFamily: 'var(--font-sans)',
  fontSize: 14,
  fontWeight: 600,
  fill: ART.ink,
  stroke: ART.ivory,
  strokeWidth: 4,
  paintOrder: 'stroke',
  strokeLinejoin: 'round',
} as const;

function Pin({ x, y, color }: { x: number; y: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse cx="0" cy="2" rx="8" ry="3" fill={ART.ink} opacity="0.25" />
      <path d="M0 0 C-4 -10 -14 -16 -14 -28 A14 14 0 0 1 14 -28 C14 -16 4 -10 0 0 Z" fill={color} />
      <circle cx="0" cy="-28" r="5.5" fill={ART.white} />
    </g>
  );
}

/**
 * The park's surroundings, drawn for the site (nothing is loaded from a map service): Kandy Lake, the Temple of
 * the Tooth, the city centre, Peradeniya Road and the park's entrance on it. Not to scale.
 */
export function ParkMap({ className, label }: { className?: string; label: string }) {
  const id = useArtId();
  // On a phone the whole map would shrink its labels below reading size: show the heart of it instead.
  const narrow = useNarrowScreen();
  return (
    <svg className={className} viewBox={narrow ? '70 44 480 380' : '0 0 640 440'} role="img" aria-label={label}>
      <defs>
        <Grain id={`${id}-grain`} />
        <pattern id={`${id}-forest`} width="18" height="18" patternUnits="userSpaceOnUse">
          <rect width="18" height="18" fill="#a9c99a" />
          <circle cx="5" cy="5" r="3.4" fill="#8fb07a" />
          <circle cx="14" cy="13" r="3" fill="#8fb07a" />
        </pattern>
      </defs>
      <rect width="640" height="440" fill="#f1e8d4" />
      <path
        d="M330 0 H640 V120 C600 130 560 110 520 124 C480 138 430 120 400 96 C370 74 340 40 330 0 Z"
        fill={`url(#${id}-forest)`}
      />
      <text x={narrow ? 385 : 500} y={narrow ? 70 : 52} {...LABEL} fill={ART.green700}>
        Udawattakele Forest
      </text>
      <path d="M520 330 C560 300 640 300 640 300 V440 H470 C480 390 500 350 520 330 Z" fill="#c3d8b2" />
      <text x={narrow ? 540 : 630} y={narrow ? 384 : 412} textAnchor="end" {...LABEL} fill={ART.green700}>
        Hantane hills
      </text>
      <path
        d="M0 40 C60 70 40 150 80 200 C110 240 60 300 70 360 C76 400 40 430 30 440"
        fill="none"
        stroke={ART.teal400}
        strokeWidth="16"
        strokeLinecap="round"
      />
      {!narrow && (
        <text x="16" y="30" {...LABEL} fill={ART.teal700}>
          Mahaweli River
        </text>
      )}

      <g stroke="#ddd0b5" strokeWidth="6" fill="none" strokeLinecap="round">
        <path d="M260 120 L330 150 M240 190 L300 230 M220 160 L330 170 M280 100 L250 260 M330 120 L300 260" />
      </g>
      <g stroke={ART.white} strokeWidth="3.5" fill="none" strokeLinecap="round">
        <path d="M260 120 L330 150 M240 190 L300 230 M220 160 L330 170 M280 100 L250 260 M330 120 L300 260" />
      </g>

      <path
        d="M372 178 C392 150 440 148 480 156 C520 162 566 170 590 190 C606 206 596 226 570 228 C536 232 500 222 470 222 C436 222 402 226 384 214 C370 204 364 192 372 178 Z"
        fill={ART.teal400}
        stroke="#4a9d9d"
        strokeWidth="2"
      />
      <path
        d="M366 176 C388 140 440 138 482 146 C526 152 574 162 598 186 C616 206 604 236 570 238 C536 242 500 232 470 232 C436 232 398 236 378 222 C362 210 356 192 366 176 Z"
        fill="none"
        stroke="#5b524c"
        strokeWidth="4"
        opacity="0.5"
      />
      <text x="458" y="196" {...LABEL} fontStyle="italic" fill={ART.teal900} stroke="#8fcaca">
        Kandy Lake
      </text>

      <g transform="translate(392 130)">
        <rect x="-14" y="-6" width="28" height="14" fill={ART.ivory} stroke={ART.maroon700} strokeWidth="1.5" />
        <path d="M-20 -5 Q-10 -8 -8 -16 L8 -16 Q10 -8 20 -5 Z" fill={ART.maroon700} />
        <circle cx="0" cy="-19" r="2.5" fill={ART.gold500} />
      </g>
      <text x="410" y="120" {...LABEL}>
        Temple of the Tooth
      </text>

      <text x="214" y="108" {...LABEL}>
        City centre
      </text>

      <path
        d="M40 440 C50 420 70 396 96 372 C140 330 180 308 214 280 C250 250 280 230 300 192"
        fill="none"
        stroke="#c7b48e"
        strokeWidth="16"
        strokeLinecap="round"
      />
      <path
        id={`${id}-road`}
        d="M40 440 C50 420 70 396 96 372 C140 330 180 308 214 280 C250 250 280 230 300 192"
        fill="none"
        stroke={ART.gold300}
        strokeWidth="11"
        strokeLinecap="round"
      />
      <text {...LABEL} fontSize={12} dy="20">
        <textPath href={`#${id}-road`} startOffset={narrow ? '16%' : '6%'}>
          Peradeniya Road (A1)
        </textPath>
      </text>
      <path
        d="M330 230 C300 260 262 280 236 300 C200 330 160 360 130 400 C116 420 110 430 106 440"
        fill="none"
        stroke="#5b524c"
        strokeWidth="3"
        strokeDasharray="10 6"
      />
      <g>
        <circle cx="300" cy="192" r="9" fill={ART.white} stroke="#5b524c" strokeWidth="2" />
        <rect x="297" y="184" width="6" height="12" fill={ART.maroon700} />
      </g>
      <text x="316" y="214" {...LABEL}>
        Clock Tower
      </text>
      <g transform="translate(318 238)">
        <rect x="-10" y="-7" width="20" height="14" rx="3" fill={ART.teal700} />
        <path d="M-5 -1 h10 M-5 3 h10" stroke={ART.white} strokeWidth="1.5" />
      </g>
      <text x="334" y="254" {...LABEL}>
        Railway Station
      </text>

      <path
        d="M86 318 L138 258 L208 246 L206 274 L122 340 Z"
        fill={ART.maroon500}
        fillOpacity="0.14"
        stroke={ART.maroon700}
        strokeWidth="2.5"
        strokeDasharray="7 5"
      />
      <g transform="translate(128 304)">
        <circle r="11" fill={ART.teal700} />
        <text y="5" textAnchor="middle" fontFamily="var(--font-sans)" fontSize="14" fontWeight="800" fill={ART.white}>
          P
        </text>
      </g>
      <g transform="translate(160 280)">
        <circle r="11" fill={ART.green700} />
        <path d="M1 -7 L-5 1 H0 L-2 7 L5 -2 H0 Z" fill={ART.gold300} />
      </g>
      <path d="M186 300 L236 322" stroke={ART.maroon700} strokeWidth="1.5" />
      <Pin x={186} y={298} color={ART.maroon700} />
      <text x="240" y="330" {...LABEL} fontSize={15} fontWeight={700} fill={ART.maroon900}>
        Kandy Cultural Park
      </text>
      <text x="240" y="348" {...LABEL} fontSize={12} fontWeight={500}>
        Main entrance on Peradeniya Road
      </text>

      <g transform={narrow ? 'translate(120 84)' : 'translate(290 40)'}>
        <circle r="20" fill={ART.ivory} stroke="#5b524c" strokeWidth="1.5" />
        <path d="M0 -15 L6 4 L0 0 L-6 4 Z" fill={ART.maroon700} />
        <text y="16" textAnchor="middle" fontFamily="var(--font-sans)" fontSize="10" fontWeight="700" fill={ART.ink}>
          N
        </text>
      </g>
      <text x={narrow ? 540 : 630} y={narrow ? 414 : 432} textAnchor="end" {...LABEL} fontSize={11} fontWeight={500}>
        Not to scale
      </text>
      <rect width="640" height="440" fill={`url(#${id}-grain)`} pointerEvents="none" />
    </svg>
  );
}
