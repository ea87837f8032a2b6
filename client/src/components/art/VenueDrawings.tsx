import { memo } from 'react';
import type { ReactNode } from 'react';
import type { Venue } from '@/config/venues';
import { ART, circles, Grain, Lotus, Palm, RainTree, ridge, useArtId } from './primitives';

/*
 * One illustration per venue, 400 x 240, in the site's flat style. `slice` lets a card crop it to any shape;
 * each scene keeps its subject in the middle.
 */

function Frame({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg className={className} viewBox="0 0 400 240" preserveAspectRatio="xMidYMid slice" role="img" aria-label={label}>
      <defs>
        <Grain id={`${id}-grain`} />
      </defs>
      {children}
      <rect width="400" height="240" fill={`url(#${id}-grain)`} />
    </svg>
  );
}

function ArenaScene({ id }: { id: string }) {
  const rows = [
    { y: 214, r: 7, step: 18, color: '#2b0d0c' },
    { y: 198, r: 6, step: 16, color: '#3b1412' },
    { y: 184, r: 5, step: 14, color: '#4c1c17' },
  ];
  return (
    <>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={ART.maroon950} />
          <stop offset="0.7" stopColor="#7a2a1c" />
          <stop offset="1" stopColor="#a8492b" />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill={`url(#${id}-sky)`} />
      <g fill={ART.gold100}>
        <circle cx="40" cy="30" r="1.4" />
        <circle cx="90" cy="16" r="1" />
        <circle cx="330" cy="26" r="1.4" />
        <circle cx="370" cy="50" r="1" />
        <circle cx="300" cy="12" r="1" />
      </g>
      <path
        d={ridge(
          [
            [0, 120],
            [80, 96],
            [170, 118],
            [260, 92],
            [340, 114],
            [400, 100],
          ],
          240,
        )}
        fill="#5a1f1a"
      />
      <g fill={ART.gold300} opacity="0.22">
        <path d="M150 84 L60 190 L110 190 Z" />
        <path d="M250 84 L290 190 L340 190 Z" />
        <path d="M200 80 L170 190 L230 190 Z" />
      </g>
      <rect x="118" y="132" width="164" height="44" fill="#2b0d0c" />
      <rect x="126" y="100" width="8" height="40" fill={ART.gold500} />
      <rect x="266" y="100" width="8" height="40" fill={ART.gold500} />
      <path d="M100 104 Q130 100 140 76 L260 76 Q270 100 300 104 Z" fill={ART.roof} />
      <path d="M154 78 Q170 74 176 58 L224 58 Q230 74 246 78 Z" fill={ART.maroon700} />
      <circle cx="200" cy="54" r="4" fill={ART.gold500} />
      <rect x="100" y="103" width="200" height="4" fill={ART.gold500} />
      <g fill={ART.gold100}>
        {[150, 176, 200, 224, 250].map((x) => (
          <circle key={x} cx={x} cy="112" r="3" />
        ))}
      </g>
      <g fill={ART.ivory}>
        <circle cx="178" cy="128" r="6" />
        <path d="M170 136 h16 l3 20 h-22 z" />
        <ellipse cx="178" cy="146" rx="12" ry="6" fill={ART.maroon500} />
        <circle cx="222" cy="126" r="6" />
        <path d="M214 134 h16 l4 22 h-24 z" />
        <path d="M230 136 l14 -12" stroke={ART.ivory} strokeWidth="3" />
      </g>
      <rect x="110" y="156" width="180" height="22" fill="#4a1a14" />
      <rect x="110" y="156" width="180" height="3" fill={ART.gold500} />
      {rows.map((row) => {
        const xs = Array.from({ length: Math.ceil(400 / row.step) + 1 }, (_, i) => i * row.step + (row.y % 2) * 6);
        const bodies = xs.map(
          (x) => `M${x - row.r - 2} ${row.y + row.r - 1} h${row.r * 2 + 4} v30 h${-(row.r * 2 + 4)} z`,
        );
        return (
          <path
            key={row.y}
            d={`${circles(
              xs.map((x) => [x, row.y] as const),
              row.r,
            )} ${bodies.join(' ')}`}
            fill={row.color}
          />
        );
      })}
      <g fill={ART.gold300}>
        <circle cx="66" cy="186" r="2" />
        <circle cx="300" cy="200" r="2" />
        <circle cx="350" cy="184" r="2" />
      </g>
    </>
  );
}

function Canopy({ x, y, color, stripe }: { x: number; y: number; color: string; stripe: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M4 26 L36 0 L68 26 Z" fill={color} />
      <path d="M36 0 L28 26 L36 26 Z M36 0 L52 26 L44 26 Z M36 0 L12 26 L20 26 Z" fill={stripe} />
      <path d="M4 26 q8 6 16 0 q8 6 16 0 q8 6 16 0 q8 6 16 0" fill={color} />
      <rect x="8" y="28" width="3" height="34" fill={ART.ink} />
      <rect x="61" y="28" width="3" height="34" fill={ART.ink} />
      <rect x="12" y="44" width="48" height="18" fill={ART.ivory300} />
      <rect x="12" y="44" width="48" height="4" fill={stripe} />
    </g>
  );
}

function OpenAreaScene() {
  const flags = [ART.maroon700, ART.gold500, ART.teal700, ART.ivory, ART.maroon500, ART.gold500];
  return (
    <>
      <rect width="400" height="240" fill="#e4efe9" />
      <circle cx="330" cy="46" r="22" fill={ART.gold300} />
      <path
        d={ridge(
          [
            [0, 110],
            [90, 80],
            [190, 106],
            [290, 78],
            [400, 100],
          ],
          240,
        )}
        fill={ART.green100}
      />
      <path
        d={ridge(
          [
            [0, 140],
            [120, 124],
            [240, 138],
            [400, 122],
          ],
          240,
        )}
        fill={ART.green300}
      />
      <rect x="0" y="160" width="400" height="80" fill={ART.green500} />
      <RainTree x={-40} y={64} scale={0.5} />
      <Palm x={340} y={66} scale={0.45} color={ART.green700} />
      <path d="M30 96 Q200 140 370 92" fill="none" stroke={ART.ink} strokeWidth="1.2" />
      {flags.map((color, i) => {
        const t = (i + 1) / 7;
        const x = 30 + 340 * t;
        const y = 96 + 4 * 44 * t * (1 - t) * 1.4;
        return <path key={x} d={`M${x - 7} ${y - 1} h14 l-7 12 z`} fill={color} />;
      })}
      <Canopy x={44} y={112} color={ART.maroon700} stripe={ART.ivory} />
      <Canopy x={164} y={100} color={ART.teal700} stripe={ART.ivory} />
      <Canopy x={284} y={114} color={ART.gold500} stripe={ART.maroon700} />
      <path d="M0 240 L120 172 L150 172 L70 240 Z" fill={ART.ivory300} opacity="0.85" />
      <ellipse cx="330" cy="220" rx="100" ry="22" fill={ART.teal400} />
      <Lotus x={300} y={180} scale={0.42} />
      <g fill={ART.maroon900}>
        <circle cx="150" cy="192" r="4" />
        <rect x="146" y="197" width="8" height="18" rx="3" />
        <circle cx="236" cy="186" r="4" />
        <rect x="232" y="191" width="8" height="18" rx="3" fill={ART.teal900} />
        <circle cx="248" cy="194" r="3" />
        <rect x="245" y="198" width="6" height="12" rx="2" fill={ART.gold700} />
      </g>
    </>
  );
}

function Stall({ x, color, goods }: { x: number; color: string; goods: 'pots' | 'cloth' | 'fruit' | 'masks' }) {
  return (
    <g transform={`translate(${x} 0)`}>
      <rect x="0" y="96" width="72" height="90" fill={ART.ivory} />
      <rect x="0" y="96" width="72" height="90" fill={ART.maroon900} opacity="0.12" />
      <path d="M-4 84 H76 L70 100 H-2 Z" fill={color} />
      <path d="M8 84 L6 100 H18 L20 84 Z M32 84 L30 100 H42 L44 84 Z M56 84 L54 100 H66 L68 84 Z" fill={ART.white} />
      <path d="M-2 100 q6 6 12 0 q6 6 12 0 q6 6 12 0 q6 6 12 0 q6 6 12 0 q6 6 12 0" fill={color} />
      <rect x="-2" y="150" width="76" height="36" fill="#8a5a3a" />
      <rect x="-2" y="150" width="76" height="5" fill="#a8744e" />
      {goods === 'pots' && (
        <g fill={ART.terracotta}>
          <ellipse cx="16" cy="142" rx="11" ry="9" />
          <ellipse cx="38" cy="140" rx="13" ry="11" />
          <ellipse cx="60" cy="143" rx="9" ry="8" />
          <rect x="33" y="126" width="10" height="5" fill="#8f3d28" />
        </g>
      )}
      {goods === 'cloth' && (
        <g>
          <rect x="6" y="110" width="18" height="40" fill={ART.teal700} />
          <path d="M6 120 h18 M6 132 h18" stroke={ART.gold300} strokeWidth="2" />
          <rect x="28" y="110" width="18" height="40" fill={ART.maroon700} />
          <circle cx="37" cy="124" r="5" fill={ART.gold300} />
          <rect x="50" y="110" width="16" height="40" fill={ART.gold500} />
          <path d="M50 118 l16 8 M50 134 l16 8" stroke={ART.maroon700} strokeWidth="2" />
        </g>
      )}
      {goods === 'fruit' && (
        <g>
          <path d="M6 146 q10 -22 22 -6 q-10 10 -22 6 z" fill={ART.gold500} />
          <circle cx="40" cy="140" r="9" fill={ART.green500} />
          <circle cx="52" cy="144" r="7" fill={ART.terracotta} />
          <circle cx="62" cy="140" r="7" fill={ART.gold300} />
          <circle cx="46" cy="132" r="6" fill={ART.green700} />
        </g>
      )}
      {goods === 'masks' && (
        <g>
          <ellipse cx="20" cy="126" rx="11" ry="14" fill={ART.maroon500} />
          <circle cx="16" cy="122" r="2.5" fill={ART.ink} />
          <circle cx="24" cy="122" r="2.5" fill={ART.ink} />
          <path d="M14 132 q6 5 12 0" stroke={ART.white} strokeWidth="2" fill="none" />
          <ellipse cx="50" cy="126" rx="11" ry="14" fill={ART.gold500} />
          <circle cx="46" cy="122" r="2.5" fill={ART.ink} />
          <circle cx="54" cy="122" r="2.5" fill={ART.ink} />
          <path d="M44 132 q6 5 12 0" stroke={ART.maroon700} strokeWidth="2" fill="none" />
          <path d="M38 112 q12 -10 24 0" stroke={ART.green700} strokeWidth="3" fill="none" />
        </g>
      )}
    </g>
  );
}

function Lantern({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0 v8" stroke={ART.ink} strokeWidth="1" />
      <path d="M0 8 L9 18 L0 28 L-9 18 Z" fill={ART.gold300} />
      <path d="M0 8 L4 18 L0 28 L-4 18 Z" fill={ART.maroon500} />
      <path d="M-4 28 l-2 10 M0 28 v12 M4 28 l2 10" stroke={ART.gold500} strokeWidth="1.5" />
    </g>
  );
}

function VendorStallsScene() {
  return (
    <>
      <rect width="400" height="240" fill="#f4e3c4" />
      <circle cx="60" cy="44" r="20" fill={ART.gold300} />
      <path
        d={ridge(
          [
            [0, 96],
            [100, 70],
            [200, 92],
            [300, 66],
            [400, 90],
          ],
          240,
        )}
        fill={ART.green300}
      />
      <path d="M0 70 Q200 94 400 66" fill="none" stroke={ART.ink} strokeWidth="1" />
      <Lantern x={70} y={76} />
      <Lantern x={160} y={84} />
      <Lantern x={250} y={82} />
      <Lantern x={340} y={72} />
      <Stall x={14} color={ART.maroon700} goods="pots" />
      <Stall x={108} color={ART.teal700} goods="cloth" />
      <Stall x={202} color={ART.gold700} goods="fruit" />
      <Stall x={296} color={ART.maroon500} goods="masks" />
      <rect x="0" y="186" width="400" height="54" fill={ART.ivory300} />
      <path
        d={[0, 40, 80, 120, 160, 200, 240, 280, 320, 360]
          .map((x) => `M${x + 4} 198 h32 v14 h-32 z M${x - 14} 218 h32 v14 h-32 z`)
          .join(' ')}
        fill="#d8c8a8"
      />
      <g>
        <rect x="186" y="190" width="28" height="28" rx="4" fill={ART.maroon900} />
        <text
          x="200"
          y="210"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontSize="16"
          fontWeight="700"
          fill={ART.gold300}
        >
          A
        </text>
      </g>
    </>
  );
}

function KidsParkScene() {
  return (
    <>
      <rect width="400" height="240" fill="#e6f1ea" />
      <circle cx="340" cy="44" r="24" fill={ART.gold300} />
      <g fill={ART.white}>
        <ellipse cx="110" cy="40" rx="30" ry="10" />
        <ellipse cx="132" cy="34" rx="20" ry="10" />
      </g>
      <path
        d={ridge(
          [
            [0, 128],
            [110, 104],
            [230, 124],
            [400, 102],
          ],
          240,
        )}
        fill={ART.green300}
      />
      <rect x="0" y="166" width="400" height="74" fill={ART.green500} />
      <RainTree x={-60} y={28} scale={0.9} />
      <g stroke={ART.maroon700} strokeWidth="6" strokeLinecap="round">
        <path d="M150 186 L176 94 L202 186 M250 186 L226 94 L250 94" fill="none" />
        <path d="M176 94 L260 94 L282 186" fill="none" />
      </g>
      <g stroke={ART.ink} strokeWidth="1.5">
        <path d="M200 96 v58 M218 96 v58 M238 96 v50 M254 96 v50" />
      </g>
      <rect x="194" y="152" width="30" height="6" rx="3" fill={ART.teal700} />
      <rect x="232" y="144" width="28" height="6" rx="3" fill={ART.gold500} />
      <g>
        <path d="M300 186 L300 118 M326 186 L326 118" stroke={ART.teal700} strokeWidth="5" />
        <path d="M300 130 h26 M300 148 h26 M300 166 h26" stroke={ART.teal700} strokeWidth="4" />
        <rect x="296" y="110" width="36" height="10" rx="3" fill={ART.teal700} />
        <path
          d="M330 116 Q352 120 360 160 Q366 182 394 186 L394 176 Q372 174 370 156 Q362 112 332 108 Z"
          fill={ART.gold500}
        />
      </g>
      <ellipse cx="92" cy="206" rx="66" ry="18" fill="#ecd9a8" />
      <ellipse cx="92" cy="206" rx="56" ry="13" fill="#f3e3b8" />
      <path d="M70 200 q6 -10 14 0 z" fill={ART.terracotta} />
      <rect x="104" y="194" width="12" height="10" rx="2" fill={ART.teal400} />
      <g>
        <circle cx="214" cy="134" r="6" fill="#8a5a3a" />
        <path d="M207 142 h14 l2 12 h-18 z" fill={ART.maroon500} />
        <circle cx="156" cy="190" r="6" fill="#6e4428" />
        <path d="M149 198 h14 l3 16 h-20 z" fill={ART.teal700} />
      </g>
    </>
  );
}

/** The illustration of a venue. */
export const VenueDrawing = memo(function VenueDrawing({
  venue,
  className,
}: {
  venue: Venue['name'];
  className?: string;
}) {
  const id = useArtId();
  const label = `Illustration of the ${venue}`;
  return (
    <Frame id={id} label={label} className={className}>
      {venue === 'Open Air Arena' && <ArenaScene id={id} />}
      {venue === 'Open Area' && <OpenAreaScene />}
      {venue === 'Vendor Stalls' && <VendorStallsScene />}
      {venue === 'Kids Park' && <KidsParkScene />}
    </Frame>
  );
});
