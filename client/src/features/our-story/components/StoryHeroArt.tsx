import { memo } from 'react';
import { Birds, HeroSvg, MistBand, Person } from '@/components/art/hero-parts';
import { ART, Lotus, Palm, RainTree, ridge, useArtId } from '@/components/art/primitives';

/** Our Story: dawn mist over the hills, the park gateway and the old rain tree where it all began. */
export const StoryHeroArt = memo(function StoryHeroArt() {
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
