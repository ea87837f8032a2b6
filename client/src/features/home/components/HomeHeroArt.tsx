import { memo } from 'react';
import { Birds, HeroSvg, SunReflection } from '@/components/art/hero-parts';
import { ART, CloudWall, Elephant, Lotus, Palm, ridge, Temple, Torch, useArtId } from '@/components/art/primitives';

/** Home: the Temple of the Tooth across Kandy Lake at dusk, tuskers of the Perahera on the lake road. */
export const HomeHeroArt = memo(function HomeHeroArt() {
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
