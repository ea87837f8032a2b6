import { artwork } from './artwork';
import type { ReactNode } from 'react';
import {
  ART,
  circles,
  CloudWall,
  Elephant,
  Lotus,
  Palm,
  RainTree,
  ridge,
  Temple,
  Torch,
  TukTuk,
  useArtId,
} from './primitives';

/*
 * The page heroes: one landscape band per page, 1440 x 480, drawn bottom-up so the sky above stays the page's
 * painted CSS sky. Sliced from the middle on phones, so each scene keeps its focus between x = 320 and 1120.
 * All decorative: the hero's heading says what the page is.
 */
function HeroSvg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 1440 480" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

function Birds({ at, color }: { at: ReadonlyArray<readonly [number, number]>; color: string }) {
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

function Stars({ at }: { at: ReadonlyArray<readonly [number, number, number]> }) {
  return (
    <g fill={ART.gold100}>
      {at.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} opacity={r > 1.6 ? 0.9 : 0.6} />
      ))}
    </g>
  );
}

function SunReflection({ x, y, color }: { x: number; y: number; color: string }) {
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

/** Home: the Temple of the Tooth across Kandy Lake at dusk, tuskers of the Perahera on the lake road. */
export const HomeHeroArt = artwork(function HomeHeroArt() {
  const id = useArtId();
  return (
    <HeroSvg>
      <defs>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor={ART.gold300} stopOpacity="0.75" />
          <stop offset="0.45" stopColor={ART.gold500} stopOpacity="0.22" />
          <stop offset="1" stopColor={ART.gold500} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-lake`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a5753" />
          <stop offset="1" stopColor="#0f3030" />
        </linearGradient>
      </defs>
      <circle cx="700" cy="270" r="250" fill={`url(#${id}-glow)`} />
      <circle cx="700" cy="252" r="62" fill="#f6c35b" />
      <Birds
        at={[
          [560, 118],
          [588, 138],
          [612, 112],
          [890, 96],
          [916, 110],
        ]}
        color="#f6d9a8"
      />
      <path
        d={ridge(
          [
            [0, 232],
            [140, 196],
            [300, 236],
            [470, 186],
            [640, 226],
            [820, 200],
            [990, 238],
            [1170, 190],
            [1330, 226],
            [1440, 204],
          ],
          480,
        )}
        fill="#8e3d2b"
      />
      <rect x="0" y="258" width="1440" height="16" fill={ART.gold300} opacity="0.14" />
      <path
        d={ridge(
          [
            [0, 298],
            [180, 262],
            [380, 300],
            [560, 272],
            [760, 306],
            [960, 270],
            [1160, 302],
            [1330, 276],
            [1440, 292],
          ],
          480,
        )}
        fill="#66251e"
      />
      <path
        d={ridge(
          [
            [0, 352],
            [40, 330],
            [90, 344],
            [150, 322],
            [220, 342],
            [280, 334],
            [330, 352],
          ],
          380,
        )}
        fill="#2c0f0d"
      />
      <path
        d={ridge(
          [
            [640, 352],
            [700, 336],
            [770, 346],
            [860, 326],
            [960, 344],
            [1060, 330],
            [1160, 346],
            [1260, 326],
            [1360, 342],
            [1440, 332],
          ],
          380,
        )}
        fill="#2c0f0d"
      />
      <Temple x={300} y={212} wall="#40171a" roof="#250a0a" roofTop="#250a0a" window={ART.gold300} />
      <CloudWall x={0} y={362} width={1440} wall="#dcc9a4" hole="#40171a" />
      <rect x="0" y="378" width="1440" height="102" fill={`url(#${id}-lake)`} />
      <SunReflection x={700} y={386} color={ART.gold300} />
      <g stroke={ART.ivory} strokeWidth="2" strokeLinecap="round" opacity="0.18">
        <path d="M120 402 h60 M260 420 h40 M1220 404 h70 M1060 424 h40 M420 430 h50" />
      </g>
      <Lotus x={70} y={384} scale={0.7} />
      <Lotus x={170} y={404} scale={0.5} />
      <rect x="0" y="448" width="1440" height="32" fill="#2a0f0e" />
      <Elephant x={760} y={299} scale={0.9} flip />
      <Elephant x={964} y={299} scale={0.9} flip cloth={ART.teal700} />
      <Elephant x={1168} y={299} scale={0.9} flip />
      <Torch x={740} y={332} />
      <Torch x={1148} y={332} />
      <Palm x={-30} y={228} scale={1.15} />
      <Palm x={1340} y={248} scale={1.05} flip />
    </HeroSvg>
  );
});

/** News: the Esala Perahera by full moon: tuskers in lit caparisons, torch-bearers and the crowd. */
export const NewsHeroArt = artwork(function NewsHeroArt() {
  const id = useArtId();
  const crowd = Array.from({ length: 40 }, (_, i) => ({
    x: 12 + i * 37 + ((i * 13) % 11),
    y: 452 + ((i * 7) % 9),
  }));
  return (
    <HeroSvg>
      <defs>
        <radialGradient id={`${id}-moon`}>
          <stop offset="0" stopColor={ART.gold100} stopOpacity="0.55" />
          <stop offset="1" stopColor={ART.gold100} stopOpacity="0" />
        </radialGradient>
      </defs>
      <Stars
        at={[
          [120, 60, 1.4],
          [260, 120, 2],
          [420, 40, 1.2],
          [560, 96, 1.8],
          [700, 30, 1.3],
          [820, 130, 1.2],
          [960, 60, 2],
          [1300, 70, 1.4],
          [1380, 150, 1.8],
          [60, 180, 1.2],
        ]}
      />
      <circle cx="1120" cy="120" r="120" fill={`url(#${id}-moon)`} />
      <circle cx="1120" cy="120" r="44" fill={ART.gold100} />
      <path
        d={ridge(
          [
            [0, 250],
            [200, 206],
            [420, 244],
            [640, 200],
            [860, 240],
            [1060, 214],
            [1260, 246],
            [1440, 220],
          ],
          480,
        )}
        fill="#1b4a48"
      />
      <Temple x={900} y={160} scale={0.75} wall="#123838" roof="#0a2424" roofTop="#0a2424" window={ART.gold300} />
      <path
        d={ridge(
          [
            [0, 300],
            [240, 280],
            [480, 300],
            [720, 282],
            [960, 298],
            [1200, 280],
            [1440, 296],
          ],
          480,
        )}
        fill="#0e2e2e"
      />
      <rect x="0" y="430" width="1440" height="50" fill="#2a2220" />
      <rect x="0" y="428" width="1440" height="4" fill={ART.gold500} opacity="0.35" />
      <Torch x={40} y={318} />
      <Elephant x={70} y={286} scale={0.85} />
      <Torch x={270} y={318} />
      <Elephant x={300} y={286} scale={0.85} cloth={ART.teal700} />
      <Torch x={500} y={318} />
      <Elephant x={530} y={286} scale={0.85} />
      <Torch x={730} y={318} />
      <Elephant x={760} y={286} scale={0.85} cloth="#5a2a6a" />
      <Torch x={960} y={318} />
      <Elephant x={990} y={286} scale={0.85} />
      <Torch x={1190} y={318} />
      <Elephant x={1220} y={286} scale={0.85} cloth={ART.teal700} />
      <Torch x={1420} y={318} />
      <path
        d={circles(
          crowd.map((p) => [p.x, p.y] as const),
          14,
        )}
        fill="#06191b"
      />
      <path
        d={crowd
          .map(
            (p) =>
              `M${p.x - 24} ${p.y + 48} Q${p.x - 24} ${p.y + 14} ${p.x} ${p.y + 14} Q${p.x + 24} ${p.y + 14} ${p.x + 24} ${p.y + 48} Z`,
          )
          .join(' ')}
        fill="#06191b"
      />
    </HeroSvg>
  );
});

/** Helabojun: the food court's pavilion in the hills, and a table laid with rice and curry, hoppers and tea. */
export const FoodHeroArt = artwork(function FoodHeroArt() {
  const id = useArtId();
  const pillars = [520, 580, 640, 700, 760, 820, 880];
  const lanterns = [550, 670, 790, 910];
  return (
    <HeroSvg>
      <defs>
        <pattern id={`${id}-mat`} width="48" height="24" patternUnits="userSpaceOnUse">
          <rect width="48" height="24" fill="#d8b77a" />
          <rect y="9" width="48" height="6" fill={ART.maroon700} />
          <path d="M0 12 L6 9 L12 12 L6 15 Z M24 12 L30 9 L36 12 L30 15 Z" fill={ART.gold300} />
          <path d="M0 3 h48 M0 21 h48" stroke="#b8955a" strokeWidth="1" />
        </pattern>
      </defs>
      <circle cx="1180" cy="150" r="58" fill={ART.gold300} opacity="0.8" />
      <Birds
        at={[
          [300, 110],
          [326, 128],
          [1000, 90],
        ]}
        color={ART.maroon700}
      />
      <path
        d={ridge(
          [
            [0, 250],
            [180, 200],
            [380, 240],
            [600, 196],
            [840, 236],
            [1060, 198],
            [1280, 236],
            [1440, 214],
          ],
          480,
        )}
        fill={ART.green100}
      />
      <path
        d={ridge(
          [
            [0, 306],
            [220, 270],
            [440, 300],
            [700, 276],
            [960, 304],
            [1200, 272],
            [1440, 298],
          ],
          480,
        )}
        fill={ART.green300}
      />
      <Palm x={220} y={160} scale={1} color={ART.green700} />
      <Palm x={1100} y={170} scale={0.95} color={ART.green700} flip />
      <rect x="460" y="300" width="520" height="92" fill={ART.maroon900} opacity="0.18" />
      <rect x="440" y="384" width="560" height="22" fill={ART.ivory300} />
      {pillars.map((x) => (
        <g key={x}>
          <rect x={x} y="304" width="12" height="82" fill={ART.maroon700} />
          <rect x={x - 4} y="304" width="20" height="7" fill={ART.gold500} />
        </g>
      ))}
      <path d="M420 310 Q472 304 492 262 L948 262 Q968 304 1020 310 Z" fill={ART.roof} />
      <path d="M560 264 Q600 258 612 226 L828 226 Q840 258 880 264 Z" fill={ART.maroon700} />
      <path d="M712 226 L720 206 L728 226 Z" fill={ART.gold500} />
      <rect x="420" y="308" width="600" height="5" fill={ART.maroon900} />
      {lanterns.map((x) => (
        <g key={x}>
          <path d={`M${x} 313 v10`} stroke={ART.ink} strokeWidth="1.5" />
          <path d={`M${x - 8} 323 h16 l-3 16 h-10 z`} fill={ART.gold500} />
          <rect x={x - 6} y="338" width="12" height="3" fill={ART.maroon700} />
        </g>
      ))}
      <rect x="0" y="404" width="1440" height="76" fill={`url(#${id}-mat)`} />
      <rect x="0" y="404" width="1440" height="5" fill="#9b7a45" />
      <g>
        <path d="M200 448 C240 416 330 412 372 430 C340 452 250 460 200 448 Z" fill={ART.green700} />
        <ellipse cx="288" cy="430" rx="40" ry="12" fill="#efe3c5" stroke="#d7c6a0" />
        <path d="M258 430 c6 -6 12 6 18 0 c6 -6 12 6 18 0 c6 -6 12 6 18 0" stroke="#d7c6a0" fill="none" />
      </g>
      <g>
        <path d="M396 446 C430 402 620 396 690 426 C650 458 470 466 396 446 Z" fill={ART.green500} />
        <path d="M420 444 C520 416 620 414 678 428" stroke={ART.green700} strokeWidth="2" fill="none" />
        <ellipse cx="520" cy="426" rx="46" ry="16" fill={ART.white} />
        <ellipse cx="596" cy="424" rx="22" ry="9" fill={ART.gold500} />
        <ellipse cx="640" cy="430" rx="18" ry="8" fill={ART.terracotta} />
        <ellipse cx="460" cy="436" rx="18" ry="7" fill={ART.green700} />
        <ellipse cx="566" cy="440" rx="16" ry="6" fill={ART.maroon500} />
      </g>
      <g>
        <path
          d="M760 396 C760 372 800 364 824 364 C848 364 888 372 888 396 C888 432 856 446 824 446 C792 446 760 432 760 396 Z"
          fill={ART.terracotta}
        />
        <ellipse cx="824" cy="372" rx="54" ry="11" fill="#8f3d28" />
        <ellipse cx="824" cy="372" rx="44" ry="7" fill={ART.maroon500} />
        <path d="M772 404 Q824 414 876 404" stroke={ART.gold300} strokeWidth="2" fill="none" />
        <g fill="none" stroke={ART.white} strokeWidth="3" strokeLinecap="round" opacity="0.85">
          <path d="M808 356 c-8 -10 8 -16 0 -26 c-8 -10 8 -16 0 -26" />
          <path d="M836 358 c-8 -10 8 -16 0 -26" />
        </g>
      </g>
      <g>
        <circle cx="938" cy="432" r="24" fill="#7a4a2a" />
        <circle cx="938" cy="432" r="17" fill={ART.white} />
        <circle cx="938" cy="432" r="9" fill="#efe3c5" />
      </g>
      <g>
        <path d="M986 408 Q1028 468 1070 408 Z" fill="#c98f4a" />
        <path d="M992 414 Q1028 460 1064 414" fill="none" stroke="#e7c48a" strokeWidth="4" />
        <ellipse cx="1028" cy="408" rx="42" ry="6" fill="#e7c48a" />
        <ellipse cx="1028" cy="408" rx="14" ry="4" fill={ART.white} />
        <circle cx="1028" cy="408" r="3.5" fill={ART.gold500} />
        <path d="M1080 416 Q1118 470 1156 416 Z" fill="#c98f4a" />
        <ellipse cx="1118" cy="416" rx="38" ry="5.5" fill="#e7c48a" />
        <ellipse cx="1118" cy="416" rx="16" ry="3.5" fill={ART.white} />
      </g>
      <g>
        <rect x="1190" y="410" width="36" height="34" rx="6" fill={ART.ivory} stroke={ART.maroon700} strokeWidth="2" />
        <path d="M1226 418 q12 0 12 10 q0 10 -12 10" fill="none" stroke={ART.maroon700} strokeWidth="3" />
        <rect x="1194" y="414" width="28" height="8" rx="3" fill="#9b5a2a" />
      </g>
    </HeroSvg>
  );
});

function Person({ x, y, scale = 1, color }: { x: number; y: number; scale?: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill={color}>
      <circle cx="10" cy="6" r="6" />
      <path d="M2 16 Q10 10 18 16 L20 44 L0 44 Z" />
      <rect x="3" y="42" width="5" height="22" rx="2" />
      <rect x="12" y="42" width="5" height="22" rx="2" />
    </g>
  );
}

function MistBand({ id, y, height }: { id: string; y: number; height: number }) {
  return <rect x="0" y={y} width="1440" height={height} fill={`url(#${id})`} />;
}

/** Our Story: dawn mist over the hills, the park gateway and the old rain tree where it all began. */
export const StoryHeroArt = artwork(function StoryHeroArt() {
  const id = useArtId();
  return (
    <HeroSvg>
      <defs>
        <linearGradient id={`${id}-mist`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={ART.white} stopOpacity="0" />
          <stop offset="0.5" stopColor={ART.white} stopOpacity="0.75" />
          <stop offset="1" stopColor={ART.white} stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="380" cy="230" r="110" fill={ART.gold100} opacity="0.8" />
      <circle cx="380" cy="230" r="58" fill={ART.gold300} />
      <Birds
        at={[
          [520, 120],
          [548, 140],
          [574, 118],
        ]}
        color={ART.teal700}
      />
      <path
        d={ridge(
          [
            [0, 230],
            [200, 180],
            [420, 226],
            [640, 176],
            [880, 222],
            [1100, 184],
            [1300, 220],
            [1440, 196],
          ],
          480,
        )}
        fill="#bcd5ca"
      />
      <MistBand id={`${id}-mist`} y={228} height={50} />
      <path
        d={ridge(
          [
            [0, 290],
            [260, 246],
            [520, 284],
            [760, 250],
            [1000, 288],
            [1240, 252],
            [1440, 278],
          ],
          480,
        )}
        fill="#93b8a3"
      />
      <MistBand id={`${id}-mist`} y={290} height={44} />
      <path
        d={ridge(
          [
            [0, 350],
            [300, 318],
            [600, 346],
            [900, 320],
            [1200, 348],
            [1440, 328],
          ],
          480,
        )}
        fill={ART.green500}
      />
      <path
        d={ridge(
          [
            [0, 410],
            [360, 392],
            [720, 404],
            [1080, 390],
            [1440, 406],
          ],
          480,
        )}
        fill={ART.green700}
      />
      <path d="M650 480 L702 380 L738 380 L790 480 Z" fill={ART.ivory300} />
      <g>
        <rect x="628" y="312" width="26" height="84" fill={ART.ivory} />
        <rect x="786" y="312" width="26" height="84" fill={ART.ivory} />
        <rect x="624" y="312" width="34" height="10" fill={ART.maroon700} />
        <rect x="782" y="312" width="34" height="10" fill={ART.maroon700} />
        <rect x="624" y="386" width="34" height="10" fill={ART.maroon700} />
        <rect x="782" y="386" width="34" height="10" fill={ART.maroon700} />
        <rect x="640" y="300" width="160" height="14" fill={ART.ivory} />
        <path d="M600 304 Q640 300 652 270 L788 270 Q800 300 840 304 Z" fill={ART.roof} />
        <path d="M668 272 Q690 268 696 248 L744 248 Q750 268 772 272 Z" fill={ART.maroon700} />
        <circle cx="720" cy="244" r="5" fill={ART.gold500} />
        <path d="M668 300 Q720 286 772 300" stroke={ART.gold500} strokeWidth="3" fill="none" />
      </g>
      <RainTree x={940} y={196} scale={1.25} leaf={ART.green700} light={ART.green500} trunk="#3b2a20" />
      <Palm x={380} y={196} scale={0.95} color={ART.green900} />
      <ellipse cx="170" cy="462" rx="260" ry="34" fill={ART.teal400} />
      <ellipse cx="170" cy="462" rx="230" ry="24" fill="#7cc2bd" />
      <Lotus x={90} y={410} scale={0.6} />
      <Lotus x={190} y={420} scale={0.45} />
      <Person x={720} y={384} scale={0.9} color={ART.maroon900} />
      <Person x={742} y={400} scale={0.6} color={ART.teal900} />
    </HeroSvg>
  );
});

/** Directors: a pillared audience hall in the Kandyan manner, on its stone platform among the trees. */
export const DirectorsHeroArt = artwork(function DirectorsHeroArt() {
  const pillars = Array.from({ length: 13 }, (_, i) => 420 + i * 50);
  return (
    <HeroSvg>
      <circle cx="1040" cy="170" r="54" fill={ART.gold300} opacity="0.75" />
      <path
        d={ridge(
          [
            [0, 246],
            [220, 206],
            [460, 240],
            [700, 210],
            [940, 244],
            [1180, 204],
            [1440, 236],
          ],
          480,
        )}
        fill={ART.green100}
      />
      <path
        d={ridge(
          [
            [0, 318],
            [240, 290],
            [520, 316],
            [800, 292],
            [1080, 318],
            [1440, 296],
          ],
          480,
        )}
        fill={ART.green300}
      />
      <RainTree x={60} y={212} scale={1.1} />
      <Palm x={1200} y={200} scale={1.05} color={ART.green700} flip />
      <Palm x={1290} y={230} scale={0.9} color={ART.green900} flip />
      <rect x="400" y="318" width="640" height="78" fill={ART.maroon900} opacity="0.16" />
      {pillars.map((x) => (
        <g key={x}>
          <rect x={x} y="320" width="11" height="76" fill={ART.maroon700} />
          <rect x={x - 3} y="320" width="17" height="6" fill={ART.gold500} />
          <rect x={x - 2} y="352" width="15" height="5" fill={ART.gold500} />
          <rect x={x - 3} y="390" width="17" height="6" fill={ART.gold500} />
        </g>
      ))}
      <path d="M360 326 Q420 320 444 272 L996 272 Q1020 320 1080 326 Z" fill={ART.roof} />
      <path d="M360 326 Q420 320 444 272" stroke={ART.maroon900} strokeWidth="3" fill="none" />
      <path d="M1080 326 Q1020 320 996 272" stroke={ART.maroon900} strokeWidth="3" fill="none" />
      <path d="M530 274 Q576 268 590 232 L850 232 Q864 268 910 274 Z" fill={ART.maroon700} />
      <path d="M714 232 L720 212 L726 232 Z" fill={ART.gold500} />
      <circle cx="360" cy="326" r="4" fill={ART.gold500} />
      <circle cx="1080" cy="326" r="4" fill={ART.gold500} />
      <rect x="380" y="396" width="680" height="20" fill="#d9ccb4" />
      <rect x="380" y="396" width="680" height="4" fill="#bfae90" />
      <path d="M660 416 h120 l10 10 h-140 z M650 426 h140 l10 10 h-160 z" fill="#cdbf9f" />
      <rect x="0" y="416" width="1440" height="64" fill={ART.green500} />
      <path d="M640 480 L660 436 L780 436 L800 480 Z" fill={ART.ivory300} />
      <ellipse cx="1150" cy="452" rx="150" ry="18" fill={ART.teal400} />
      <Lotus x={1090} y={408} scale={0.5} />
      <Lotus x={1170} y={414} scale={0.4} />
    </HeroSvg>
  );
});

function LampPost({ x }: { x: number }) {
  return (
    <g>
      <rect x={x} y="330" width="4" height="76" fill={ART.ink} />
      <path d={`M${x - 8} 330 h20 l-4 -14 h-12 z`} fill={ART.ink} />
      <rect x={x - 4} y="318" width="12" height="10" fill={ART.gold300} />
    </g>
  );
}

/** Contact: the lake road past the Kandy Lake parapet to the park gate, a three-wheeler on its way. */
export const ContactHeroArt = artwork(function ContactHeroArt() {
  const houses = [
    [120, 232],
    [190, 220],
    [330, 240],
    [860, 226],
    [930, 214],
    [1060, 236],
    [1250, 222],
  ] as const;
  return (
    <HeroSvg>
      <Birds
        at={[
          [420, 110],
          [446, 128],
          [1140, 96],
        ]}
        color={ART.teal700}
      />
      <path
        d={ridge(
          [
            [0, 240],
            [220, 196],
            [460, 236],
            [700, 200],
            [940, 234],
            [1180, 196],
            [1440, 230],
          ],
          480,
        )}
        fill="#a7c7b5"
      />
      <path
        d={ridge(
          [
            [0, 300],
            [200, 262],
            [480, 296],
            [760, 266],
            [1040, 298],
            [1300, 264],
            [1440, 284],
          ],
          480,
        )}
        fill={ART.green300}
      />
      {houses.map(([x, y]) => (
        <g key={x} transform={`translate(${x} ${y + 46})`}>
          <rect width="26" height="16" fill={ART.ivory} />
          <path d="M-4 1 L13 -10 L30 1 Z" fill={ART.terracotta} />
          <rect x="10" y="7" width="6" height="9" fill={ART.maroon900} />
        </g>
      ))}
      <Temple x={380} y={188} scale={0.62} />
      <path
        d={ridge(
          [
            [0, 330],
            [120, 318],
            [240, 330],
            [330, 322],
          ],
          340,
        )}
        fill={ART.green700}
      />
      <path
        d={ridge(
          [
            [640, 330],
            [760, 316],
            [880, 330],
            [1000, 318],
            [1120, 332],
          ],
          340,
        )}
        fill={ART.green700}
      />
      <rect x="0" y="336" width="1440" height="64" fill={ART.teal400} />
      <g stroke={ART.white} strokeWidth="2" strokeLinecap="round" opacity="0.6">
        <path d="M140 356 h60 M420 372 h40 M700 352 h70 M980 374 h50 M1240 358 h60" />
      </g>
      <Lotus x={240} y={328} scale={0.45} />
      <CloudWall x={0} y={396} width={1440} wall={ART.white} hole={ART.teal700} />
      <rect x="0" y="412" width="1440" height="8" fill={ART.ivory300} />
      <rect x="0" y="420" width="1440" height="48" fill="#5b524c" />
      <path d="M0 444 H1440" stroke={ART.white} strokeWidth="3" strokeDasharray="26 22" />
      <rect x="0" y="468" width="1440" height="12" fill={ART.green500} />
      <LampPost x={180} />
      <LampPost x={420} />
      <LampPost x={700} />
      <TukTuk x={500} y={398} scale={0.72} />
      <g transform="translate(-140 0)">
        <rect x="1004" y="316" width="26" height="104" fill={ART.ivory} />
        <rect x="1204" y="316" width="26" height="104" fill={ART.ivory} />
        <rect x="1000" y="316" width="34" height="10" fill={ART.maroon700} />
        <rect x="1200" y="316" width="34" height="10" fill={ART.maroon700} />
        <path d="M970 320 Q1020 314 1036 282 L1198 282 Q1214 314 1264 320 Z" fill={ART.roof} />
        <path d="M1050 284 Q1078 280 1086 260 L1148 260 Q1156 280 1184 284 Z" fill={ART.maroon700} />
        <circle cx="1117" cy="256" r="5" fill={ART.gold500} />
        <rect x="1034" y="326" width="166" height="26" rx="3" fill={ART.maroon900} />
        <rect x="1040" y="331" width="154" height="16" rx="2" fill="none" stroke={ART.gold500} strokeWidth="1.5" />
        <path d="M1060 339 h114" stroke={ART.gold300} strokeWidth="3" strokeDasharray="8 5" />
      </g>
      <Palm x={1160} y={196} scale={1} color={ART.green700} flip />
    </HeroSvg>
  );
});
