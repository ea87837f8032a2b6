import type { LucideIcon } from 'lucide-react';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of cards, each an icon, a title and a sentence: reasons, values, healthy dishes. */
export function FeatureCards({
  items,
  columns,
  cardClassName,
  iconClassName,
}: {
  items: FeatureItem[];
  columns: 3 | 4;
  cardClassName: string;
  iconClassName?: string;
}) {
  return (
    <ul className={`card-grid card-grid--${columns}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={`card ${cardClassName}`}>
          <div className="card__body">
            <span className={iconClassName ? `feature-icon ${iconClassName}` : 'feature-icon'}>
              <Icon aria-hidden="true" />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
