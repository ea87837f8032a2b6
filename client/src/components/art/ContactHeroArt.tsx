import { memo } from 'react';
import { Birds, HeroSvg, LampPost } from './hero-parts';
import { ART, CloudWall, Lotus, Palm, ridge, Temple, TukTuk } from './primitives';

/** Contact: the lake road past the Kandy Lake parapet to the park gate, a three-wheeler on its way. */
export const ContactHeroArt = memo(function ContactHeroArt() {
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
