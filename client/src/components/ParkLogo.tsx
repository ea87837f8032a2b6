import { memo } from 'react';
/** The park's mark: a Kandyan temple roof over the lake, drawn for the site. */
export const ParkLogo = memo(function ParkLogo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#7a1f1f" />
      <path d="M8 36 Q32 12 56 36 Z" fill="#d9a521" />
      <path d="M14 36 L50 36 L46 31 L18 31 Z" fill="#f3d27a" />
      <rect x="20" y="36" width="24" height="12" fill="#fbf6ec" />
      <rect x="29" y="40" width="6" height="8" fill="#7a1f1f" />
      <path d="M6 52 Q16 48 26 52 T46 52 T58 52" stroke="#5fb3b3" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="32" cy="22" r="2.5" fill="#fbf6ec" />
    </svg>
  );
});
