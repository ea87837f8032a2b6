import { memo } from 'react';
import { HeroSvg } from '@/components/art/hero-parts';
import { ART, Lotus, Palm, RainTree, ridge } from '@/components/art/primitives';

/** Directors: a pillared audience hall in the Kandyan manner, on its stone platform among the trees. */
export const DirectorsHeroArt = memo(function DirectorsHeroArt() {
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
