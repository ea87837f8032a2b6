import { memo } from 'react';
import { Birds, HeroSvg } from '@/components/art/hero-parts';
import { ART, Palm, ridge, useArtId } from '@/components/art/primitives';

/** Helabojun: the food court's pavilion in the hills, and a table laid with rice and curry, hoppers and tea. */
export const FoodHeroArt = memo(function FoodHeroArt() {
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
