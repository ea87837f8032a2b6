import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** The painted sky behind the text: its colours are chosen so the text on it meets WCAG AA. */
  tone?: 'day' | 'dusk' | 'night' | 'mist';
  align?: 'start' | 'center';
  /** The page's landscape band (decorative). */
  art: ReactNode;
  /** Calls to action under the lead. */
  children?: ReactNode;
}

/**
 * The top of every public page: eyebrow, the page's one h1, a lead and its illustration. The text is shown as it is
 * painted, without a fade: its heading is the largest thing on the first screen, and a fade would hold it back.
 */
export function PageHero({ eyebrow, title, lead, tone = 'day', align = 'start', art, children }: PageHeroProps) {
  return (
    <section className={`page-hero page-hero--${tone}${align === 'center' ? ' page-hero--center' : ''}`}>
      <div className="container page-hero__text">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        <p className="page-hero__lead">{lead}</p>
        {children && <div className="page-hero__actions">{children}</div>}
      </div>
      <div className="page-hero__art">{art}</div>
    </section>
  );
}
