import { categoryStyle } from './news-format';

export function CategoryBadge({ category }: { category: string }) {
  return <span className={`news-badge news-badge--${categoryStyle(category)}`}>{category || 'General'}</span>;
}
