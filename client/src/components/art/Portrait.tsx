import { memo } from 'react';
import { ART, Grain, useArtId } from './primitives';

interface PortraitProps {
  person: 'managing-director' | 'chairperson';
  /** What a screen reader hears, for example "Illustrated portrait of Mr. Lalith Ekanayake". */
  label: string;
  className?: string;
}

const SKIN = { light: '#b97a52', shade: '#9c6240' };

function Frame({ id, ground }: { id: string; ground: string }) {
  const petals = Array.from({ length: 16 }, (_, i) => i * 22.5);
  return (
    <>
      <circle cx="120" cy="132" r="116" fill={ART.gold100} />
      {petals.map((angle) => (
        <path
          key={angle}
          d="M120 18 C114 26 114 34 120 40 C126 34 126 26 120 18 Z"
          transform={`rotate(${angle} 120 132)`}
          fill={ART.gold500}
          opacity="0.7"
        />
      ))}
      <circle cx="120" cy="132" r="96" fill={ground} />
      <circle cx="120" cy="132" r="96" fill={`url(#${id}-grain)`} />
      <circle cx="120" cy="132" r="96" fill="none" stroke={ART.gold500} strokeWidth="3" />
    </>
  );
}

function Neck() {
  return <rect x="106" y="156" width="28" height="48" rx="10" fill={SKIN.shade} />;
}

function Face() {
  return (
    <>
      <ellipse cx="83" cy="124" rx="7" ry="10" fill={SKIN.shade} />
      <ellipse cx="157" cy="124" rx="7" ry="10" fill={SKIN.shade} />
      <ellipse cx="120" cy="120" rx="37" ry="45" fill={SKIN.light} />
      <g fill={ART.ink}>
        <ellipse cx="106" cy="122" rx="3" ry="3.6" />
        <ellipse cx="134" cy="122" rx="3" ry="3.6" />
      </g>
      <path
        d="M98 110 q8 -5 16 -1 M126 109 q8 -4 16 1"
        stroke="#3a2a22"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M118 128 q2 8 -2 12" stroke={SKIN.shade} strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <path d="M108 146 q12 8 24 0" stroke="#6e3325" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  );
}

function ManagingDirector() {
  return (
    <>
      <Neck />
      <path d="M34 264 C36 220 70 196 120 194 C170 196 204 220 206 264 Z" fill={ART.white} />
      <path d="M120 194 L100 198 L110 226 L120 210 L130 226 L140 198 Z" fill={ART.ivory300} />
      <path d="M120 210 V262" stroke={ART.ivory300} strokeWidth="2" />
      <circle cx="120" cy="232" r="2.5" fill={ART.stone} />
      <circle cx="120" cy="250" r="2.5" fill={ART.stone} />
      <path
        d="M34 264 C36 232 52 212 74 204 L84 264 Z M206 264 C204 232 188 212 166 204 L156 264 Z"
        fill={ART.ivory200}
      />
      <g transform="translate(0 8)">
        <Face />
        <path
          d="M82 118 C78 82 98 68 122 68 C150 68 166 86 160 120 C156 104 150 94 138 92 C118 98 100 96 88 92 C84 100 82 108 82 118 Z"
          fill="#231c19"
        />
        <path d="M82 118 C82 110 83 104 86 98 L88 112 Z M160 118 C160 110 159 104 156 98 L154 112 Z" fill="#8c8580" />
        <g fill="none" stroke={ART.gold700} strokeWidth="2.4">
          <rect x="93" y="113" width="25" height="18" rx="7" />
          <rect x="122" y="113" width="25" height="18" rx="7" />
          <path d="M118 120 h4 M93 118 l-10 -3 M147 118 l10 -3" />
        </g>
      </g>
    </>
  );
}

function Chairperson() {
  return (
    <>
      <Neck />
      <g transform="translate(0 8)">
        <circle cx="120" cy="72" r="22" fill="#231c19" />
        <circle cx="138" cy="62" r="6" fill={ART.white} />
        <circle cx="146" cy="68" r="5" fill={ART.white} />
        <circle cx="141" cy="66" r="2.5" fill={ART.gold500} />
      </g>
      <path d="M36 264 C38 222 70 198 120 196 C170 198 202 222 204 264 Z" fill={ART.gold300} />
      <path d="M96 200 Q120 214 144 200" fill="none" stroke={ART.gold700} strokeWidth="2" />
      <path d="M138 198 C168 202 196 220 204 264 L134 264 C138 240 134 216 126 200 Z" fill={ART.maroon700} />
      <path d="M126 200 C134 216 138 240 134 264" fill="none" stroke={ART.gold500} strokeWidth="5" />
      <path
        d="M136 204 C166 208 190 224 198 250"
        fill="none"
        stroke={ART.gold500}
        strokeWidth="1.6"
        strokeDasharray="3 4"
      />
      <path
        d="M36 264 C38 232 54 212 76 204 C70 214 70 224 78 230 C66 236 60 250 60 264 Z"
        fill={ART.maroon500}
        opacity="0.9"
      />
      <g transform="translate(0 8)">
        <Face />
        <path
          d="M82 126 C76 84 100 70 120 70 C142 70 166 84 158 126 C154 108 146 96 120 94 C96 96 86 108 82 126 Z"
          fill="#231c19"
        />
        <path d="M120 72 V94" stroke="#4a3a32" strokeWidth="1.6" />
        <circle cx="83" cy="138" r="4" fill={ART.gold500} />
        <circle cx="157" cy="138" r="4" fill={ART.gold500} />
      </g>
      <path d="M102 192 Q120 206 138 192" fill="none" stroke={ART.gold500} strokeWidth="3" />
      <circle cx="120" cy="202" r="4" fill={ART.gold500} />
    </>
  );
}

/** An illustrated portrait of one of the park's directors, in a lotus-petal frame. */
export const Portrait = memo(function Portrait({ person, label, className }: PortraitProps) {
  const id = useArtId();
  return (
    <svg className={className} viewBox="0 0 240 264" role="img" aria-label={label}>
      <defs>
        <Grain id={`${id}-grain`} />
        <clipPath id={`${id}-clip`}>
          <circle cx="120" cy="132" r="95" />
          <rect x="0" y="132" width="240" height="132" />
        </clipPath>
      </defs>
      <Frame id={id} ground={person === 'chairperson' ? ART.teal200 : '#e9c9b8'} />
      <g clipPath={`url(#${id}-clip)`}>{person === 'chairperson' ? <Chairperson /> : <ManagingDirector />}</g>
    </svg>
  );
});
