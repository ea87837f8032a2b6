import { memo } from 'react';
import { HeroSvg, Stars } from '@/components/art/hero-parts';
import { ART, circles, Elephant, ridge, Temple, Torch, useArtId } from '@/components/art/primitives';

/** News: the Esala Perahera by full moon: tuskers in lit caparisons, torch-bearers and the crowd. */
export const NewsHeroArt = memo(function NewsHeroArt() {
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
