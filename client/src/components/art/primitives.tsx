import { useId } from 'react';

/** The artwork's palette: DESIGN.md's colours plus the shades flat illustration needs. */
export const ART = {
  maroon950: '#2e0a0a',
  maroon900: '#4a1010',
  maroon700: '#7a1f1f',
  maroon500: '#a33a2c',
  terracotta: '#b5523a',
  roof: '#9c3b26',
  gold700: '#b8860b',
  gold500: '#d9a521',
  gold300: '#f3d27a',
  gold100: '#fbf0d2',
  teal900: '#123c3c',
  teal700: '#1d5c5c',
  teal500: '#2f7f7a',
  teal400: '#5fb3b3',
  teal200: '#a9d6d0',
  green900: '#1f3f28',
  green700: '#2f5d3a',
  green500: '#4f7d4a',
  green300: '#8fb07a',
  green100: '#c9dbb5',
  ivory: '#fbf6ec',
  ivory200: '#f3ead8',
  ivory300: '#eadcc2',
  white: '#fffdf8',
  ink: '#1f1a17',
  slate: '#4a4240',
  slateDark: '#3a3331',
  stone: '#8c7f74',
  pink: '#efc1b4',
  pinkDeep: '#d98b7a',
} as const;

/** A unique id prefix for the gradients and patterns inside one SVG instance, the same on the built page and in the browser. */
export function useArtId(): string {
  return `art${useId()}`;
}

type Point = readonly [number, number];

/** Many circles as one path: repeated ornaments stay one DOM node. */
export function circles(centres: readonly Point[], r: number): string {
  return centres
    .map(([cx, cy]) => `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0`)
    .join(' ');
}

/** A smooth ridge line through `points`, closed down to `bottom`: hills, shores, crowds. */
export function ridge(points: readonly Point[], bottom: number): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let d = `M${first[0]} ${bottom} L${first[0]} ${first[1]}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i]!;
    const [nx, ny] = points[i + 1]!;
    d += ` Q${x} ${y} ${(x + nx) / 2} ${(y + ny) / 2}`;
  }
  return `${d} L${last[0]} ${last[1]} L${last[0]} ${bottom} Z`;
}

interface PlaceProps {
  x: number;
  y: number;
  scale?: number;
  flip?: boolean;
}

/** Moves a drawing made in its own box; `flip` mirrors it within `width`. */
export function place({ x, y, scale = 1, flip }: PlaceProps, width: number): string {
  return flip
    ? `translate(${x + width * scale} ${y}) scale(${-scale} ${scale})`
    : `translate(${x} ${y}) scale(${scale})`;
}

/** Fine grain laid over a scene: the "little texture" of the style. */
export function Grain({ id, opacity = 0.07, color = ART.ink }: { id: string; opacity?: number; color?: string }) {
  return (
    <pattern id={id} width="7" height="7" patternUnits="userSpaceOnUse">
      <circle cx="1.5" cy="1.5" r="0.7" fill={color} opacity={opacity} />
      <circle cx="5" cy="4.5" r="0.5" fill={color} opacity={opacity * 0.8} />
    </pattern>
  );
}

interface ElephantProps extends PlaceProps {
  body?: string;
  shade?: string;
  cloth?: string;
  trim?: string;
  /** Lit lamps along the hem, as at the Perahera by night. */
  lamps?: boolean;
}

/** A tusker in Perahera dress, drawn facing right in a 200 x 170 box with its feet on the bottom edge. */
export function Elephant({
  body = ART.slate,
  shade = ART.slateDark,
  cloth = ART.maroon700,
  trim = ART.gold500,
  lamps = true,
  ...where
}: ElephantProps) {
  const hem: Point[] = [41, 63, 85, 107, 129].map((cx) => [cx, 112]);
  return (
    <g transform={place(where, 204)}>
      <path d="M22 66 Q8 92 14 124" stroke={body} strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M14 122 l-5 12 l10 -3z" fill={body} />
      <rect x="62" y="104" width="20" height="66" rx="7" fill={shade} />
      <rect x="110" y="104" width="20" height="66" rx="7" fill={shade} />
      <rect x="34" y="96" width="25" height="74" rx="8" fill={body} />
      <rect x="130" y="96" width="25" height="74" rx="8" fill={body} />
      <ellipse cx="88" cy="72" rx="70" ry="44" fill={body} />
      <ellipse cx="152" cy="60" rx="32" ry="34" fill={body} />
      <path
        d="M176 76 C190 100 190 130 184 150 Q181 163 194 160"
        stroke={body}
        strokeWidth="16"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M170 90 Q186 106 203 99" stroke={ART.ivory} strokeWidth="5.5" fill="none" strokeLinecap="round" />
      <path
        d="M24 52 C46 24 118 20 146 34 L150 104 Q140 116 129 106 Q118 116 107 106 Q96 116 85 106 Q74 116 63 106 Q52 116 41 106 Q30 114 24 100 Z"
        fill={cloth}
      />
      <path
        d="M24 52 C46 24 118 20 146 34 L150 104 Q140 116 129 106 Q118 116 107 106 Q96 116 85 106 Q74 116 63 106 Q52 116 41 106 Q30 114 24 100 Z"
        fill="none"
        stroke={trim}
        strokeWidth="3"
      />
      <path
        d="M34 58 C54 38 116 34 138 44 L140 94 L34 94 Z"
        fill="none"
        stroke={trim}
        strokeWidth="1.4"
        strokeDasharray="3 4"
      />
      <circle cx="86" cy="68" r="15" fill="none" stroke={trim} strokeWidth="2.5" />
      <path d="M86 56 C80 62 80 72 86 80 C92 72 92 62 86 56 Z" fill={trim} />
      <path
        d="M74 70 C78 64 84 66 86 76 C80 78 76 76 74 70 Z M98 70 C94 64 88 66 86 76 C92 78 96 76 98 70 Z"
        fill={trim}
      />
      <path
        d="M134 32 C150 20 180 24 188 48 C194 74 194 106 190 132 Q184 140 178 134 C180 112 178 98 170 90 L158 88 C152 70 148 50 134 44 Z"
        fill={cloth}
        stroke={trim}
        strokeWidth="2.5"
      />
      <path d="M180 60 L181 124" stroke={trim} strokeWidth="1.4" strokeDasharray="3 4" />
      <circle cx="167" cy="56" r="6" fill={trim} />
      <circle cx="167" cy="56" r="3.5" fill={ART.ink} />
      {lamps && hem.length > 0 && (
        <>
          <path d={circles(hem, 5)} fill={ART.gold300} opacity="0.35" />
          <path d={circles([...hem, [186, 136]], 2.4)} fill={ART.gold100} />
        </>
      )}
    </g>
  );
}

/** A pandam torch on its pole, 20 x 120, flame at the top. */
export function Torch(where: PlaceProps) {
  return (
    <g transform={place(where, 20)}>
      <circle cx="10" cy="14" r="16" fill={ART.gold300} opacity="0.28" />
      <path d="M10 0 C18 10 18 18 10 26 C2 18 2 10 10 0 Z" fill={ART.gold500} />
      <path d="M10 8 C14 14 14 18 10 24 C6 18 6 14 10 8 Z" fill={ART.gold100} />
      <rect x="6" y="24" width="8" height="6" rx="2" fill={ART.stone} />
      <rect x="8.5" y="28" width="3" height="92" fill={ART.maroon950} />
    </g>
  );
}

/** Coconut palm, trunk leaning right, in a 120 x 220 box with its foot at the bottom centre. */
export function Palm({ color = ART.green900, ...where }: PlaceProps & { color?: string }) {
  return (
    <g transform={place(where, 120)} fill={color}>
      <path d="M56 220 C58 160 66 100 82 52 L88 54 C74 102 68 160 66 220 Z" />
      <path d="M84 50 C64 30 34 30 8 44 C34 36 60 40 80 56 Z" />
      <path d="M84 50 C70 22 48 8 22 6 C46 14 66 30 80 54 Z" />
      <path d="M84 50 C90 24 104 10 120 4 C106 18 96 32 90 54 Z" />
      <path d="M86 52 C104 40 118 44 120 66 C110 54 100 52 88 58 Z" />
      <path d="M84 52 C70 58 56 76 54 98 C62 80 72 66 86 58 Z" />
      <circle cx="84" cy="58" r="5" />
      <circle cx="92" cy="60" r="4" />
    </g>
  );
}

/** A rain tree (mara): broad umbrella canopy, 240 x 200, trunk foot at the bottom centre. */
export function RainTree({
  leaf = ART.green700,
  light = ART.green500,
  trunk = ART.maroon950,
  ...where
}: PlaceProps & { leaf?: string; light?: string; trunk?: string }) {
  return (
    <g transform={place(where, 240)}>
      <path
        d="M112 200 L116 120 L84 92 L92 88 L118 110 L124 80 L132 82 L128 116 L158 90 L164 96 L130 126 L130 200 Z"
        fill={trunk}
      />
      <path
        d="M8 92 C4 62 40 46 64 52 C70 24 112 14 134 30 C156 12 204 22 210 52 C236 54 246 84 228 98 C212 110 40 112 8 92 Z"
        fill={leaf}
      />
      <path
        d="M40 70 C56 56 80 58 92 66 C80 62 58 64 40 70 Z M130 46 C150 36 176 40 188 52 C170 46 150 44 130 46 Z"
        fill={light}
      />
    </g>
  );
}

/** A lotus in bloom on its pad, 120 x 70, floating on the water line at the bottom. */
export function Lotus({
  petal = ART.ivory,
  tip = ART.pinkDeep,
  pad = ART.green500,
  ...where
}: PlaceProps & { petal?: string; tip?: string; pad?: string }) {
  const angles = [-62, -32, 0, 32, 62];
  return (
    <g transform={place(where, 120)}>
      <ellipse cx="60" cy="62" rx="56" ry="8" fill={pad} />
      <path d="M60 62 L100 58" stroke={ART.green900} strokeWidth="1.5" opacity="0.5" />
      {angles.map((a) => (
        <path
          key={a}
          d="M0 0 C-10 -12 -10 -28 0 -40 C10 -28 10 -12 0 0 Z"
          transform={`translate(60 56) rotate(${a})`}
          fill={petal}
          stroke={tip}
          strokeWidth="1.5"
        />
      ))}
      <path d="M60 16 C54 24 54 32 60 40 C66 32 66 24 60 16 Z" fill={tip} opacity="0.75" />
      <circle cx="60" cy="50" r="5" fill={ART.gold500} />
    </g>
  );
}

/** The Kandy Lake parapet (walakulu bamma): a white wall pierced with cloud-shaped openings. */
export function CloudWall({
  x,
  y,
  width,
  wall = ART.ivory300,
  hole = ART.stone,
}: {
  x: number;
  y: number;
  width: number;
  wall?: string;
  hole?: string;
}) {
  const openings = Array.from({ length: Math.floor(width / 24) }, (_, i) => x + 8 + i * 24);
  return (
    <g>
      <rect x={x} y={y} width={width} height="16" fill={wall} />
      <rect x={x} y={y - 3} width={width} height="4" rx="2" fill={wall} />
      <path
        d={openings.map((ox) => `M${ox} ${y + 12} q0 -7 4 -7 q4 0 4 -3 q4 0 4 3 q4 0 4 7 z`).join(' ')}
        fill={hole}
        opacity="0.55"
      />
    </g>
  );
}

interface TempleProps extends PlaceProps {
  wall?: string;
  roof?: string;
  roofTop?: string;
  window?: string;
}

/**
 * The Temple of the Tooth seen across the lake: the octagonal pattirippuwa, the long front wing and the
 * two-tier Kandyan roofs with their gentle upturned eaves. Drawn in a 360 x 150 box, ground on the bottom edge.
 */
export function Temple({
  wall = ART.ivory,
  roof = ART.roof,
  roofTop = ART.maroon700,
  window = ART.maroon900,
  ...where
}: TempleProps) {
  const wingWindows = [176, 204, 232, 260, 288, 316];
  const octWindows = [54, 74, 94, 114];
  return (
    <g transform={place(where, 360)}>
      <rect x="160" y="62" width="140" height="60" fill={wall} />
      <path d="M140 66 Q168 62 178 40 L282 40 Q292 62 320 66 Z" fill={roof} />
      <path d="M186 42 Q204 38 210 20 L250 20 Q256 38 274 42 Z" fill={roofTop} />
      <path d="M222 20 L230 4 L238 20 Z" fill={ART.gold500} />
      <rect x="140" y="100" width="216" height="50" fill={wall} />
      <path d="M128 104 Q150 100 158 86 L338 86 Q346 100 360 104 Z" fill={roof} />
      {wingWindows.map((wx) => (
        <rect key={wx} x={wx} y="114" width="12" height="22" rx="6" fill={window} />
      ))}
      <rect x="40" y="64" width="96" height="86" fill={wall} />
      <path d="M20 68 Q56 62 64 36 L112 36 Q120 62 156 68 Z" fill={roof} />
      <path d="M66 38 Q82 34 86 16 L90 16 Q94 34 110 38 Z" fill={roofTop} />
      <circle cx="88" cy="12" r="4" fill={ART.gold500} />
      <rect x="36" y="100" width="104" height="5" fill={roof} opacity="0.6" />
      {octWindows.map((wx) => (
        <g key={wx}>
          <rect x={wx - 5} y="76" width="10" height="16" rx="5" fill={window} />
          <rect x={wx - 5} y="114" width="10" height="22" rx="5" fill={window} />
        </g>
      ))}
    </g>
  );
}

/** A three-wheeler, the island's taxi, 110 x 70, wheels on the bottom edge, facing right. */
export function TukTuk({ body = ART.green700, ...where }: PlaceProps & { body?: string }) {
  return (
    <g transform={place(where, 110)}>
      <path d="M10 16 Q12 4 30 4 L80 4 Q92 4 96 16 L100 40 L8 40 Z" fill={ART.ink} />
      <path d="M4 40 L8 60 L100 60 Q108 60 108 50 L104 30 Q102 22 96 22 L96 40 Z" fill={body} />
      <path d="M78 18 L94 18 L98 38 L80 38 Z" fill={ART.teal200} opacity="0.9" />
      <rect x="4" y="38" width="100" height="4" fill={ART.gold500} />
      <circle cx="22" cy="60" r="9" fill={ART.ink} />
      <circle cx="22" cy="60" r="3.5" fill={ART.stone} />
      <circle cx="90" cy="60" r="9" fill={ART.ink} />
      <circle cx="90" cy="60" r="3.5" fill={ART.stone} />
      <circle cx="106" cy="44" r="3" fill={ART.gold300} />
    </g>
  );
}
