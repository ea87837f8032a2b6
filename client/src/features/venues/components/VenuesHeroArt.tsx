import { memo } from 'react';
/** Decorative hero scene: a Kandyan pavilion stage under misty hills at dusk, bunting and the lake. */
export const VenuesHeroArt = memo(function VenuesHeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 380" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="venues-hero-frame">
          <rect width="480" height="380" rx="28" />
        </clipPath>
        <linearGradient id="venues-hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f8e3b0" />
          <stop offset="1" stopColor="#f3ead8" />
        </linearGradient>
        <linearGradient id="venues-hero-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5fb3b3" />
          <stop offset="1" stopColor="#1d5c5c" />
        </linearGradient>
        <linearGradient id="venues-hero-roof" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a33a2c" />
          <stop offset="1" stopColor="#7a1f1f" />
        </linearGradient>
      </defs>
      <g clipPath="url(#venues-hero-frame)">
        <rect width="480" height="380" fill="url(#venues-hero-sky)" />
        <circle cx="372" cy="96" r="46" fill="#d9a521" opacity="0.85" />
        <path d="M0 214 C70 150 150 140 220 186 S350 130 480 170 V300 H0 Z" fill="#5fb3b3" opacity="0.45" />
        <path d="M0 246 C90 196 170 210 250 232 S400 196 480 214 V300 H0 Z" fill="#2f5d3a" />
        <path d="M-10 126 Q110 168 240 128 Q370 168 490 126" stroke="#4a1010" strokeWidth="1.5" fill="none" />
        {[30, 62, 94, 126, 158, 322, 354, 386, 418, 450].map((x, index) => {
          const t = x / 480;
          const y = 126 + (t < 0.5 ? Math.sin(t * 2 * Math.PI) : Math.sin((t - 0.5) * 2 * Math.PI)) * 30;
          return <path key={x} d={`M${x - 8} ${y} l8 16 l8 -16 Z`} fill={index % 2 ? '#d9a521' : '#1d5c5c'} />;
        })}
        <rect x="120" y="232" width="240" height="20" rx="3" fill="#fbf6ec" />
        <rect x="100" y="248" width="280" height="14" rx="3" fill="#e4d8c2" />
        <rect x="152" y="190" width="176" height="42" fill="#4a1010" opacity="0.18" />
        <g fill="#fbf6ec" stroke="#e4d8c2">
          <rect x="142" y="172" width="10" height="62" />
          <rect x="196" y="172" width="10" height="62" />
          <rect x="274" y="172" width="10" height="62" />
          <rect x="328" y="172" width="10" height="62" />
        </g>
        <path
          d="M96 178 Q122 172 152 146 L328 146 Q358 172 384 178 Q384 184 372 184 L108 184 Q96 184 96 178 Z"
          fill="url(#venues-hero-roof)"
        />
        <path d="M152 146 Q174 136 198 110 L282 110 Q306 136 328 146 Z" fill="#7a1f1f" />
        <path d="M188 112 Q210 102 224 84 L256 84 Q270 102 292 112 Z" fill="#a33a2c" />
        <path d="M240 84 V62" stroke="#d9a521" strokeWidth="4" strokeLinecap="round" />
        <circle cx="240" cy="58" r="6" fill="#d9a521" />
        <path d="M96 178 Q88 178 84 168 M384 178 Q392 178 396 168" stroke="#d9a521" strokeWidth="3" fill="none" />
        <path d="M108 184 H372" stroke="#d9a521" strokeWidth="3" />
        <rect y="262" width="480" height="118" fill="url(#venues-hero-lake)" />
        <path d="M0 262 Q120 272 240 264 T480 266" stroke="#fbf6ec" strokeWidth="2" fill="none" opacity="0.5" />
        <g stroke="#fbf6ec" strokeWidth="2" strokeLinecap="round" opacity="0.55">
          <path d="M150 300 H210" />
          <path d="M250 314 H330" />
          <path d="M190 336 H260" />
          <path d="M60 350 H110" />
          <path d="M370 340 H430" />
        </g>
        <g fill="#fbf6ec">
          <path d="M64 296 q10 -14 20 0 q-10 6 -20 0 Z" />
          <path d="M396 302 q10 -14 20 0 q-10 6 -20 0 Z" />
        </g>
        <g fill="#f3d27a" opacity="0.9">
          <circle cx="100" cy="322" r="3" />
          <circle cx="340" cy="292" r="3" />
        </g>
      </g>
      <rect x="1.5" y="1.5" width="477" height="377" rx="27" fill="none" stroke="#d9a521" strokeWidth="3" />
    </svg>
  );
});
