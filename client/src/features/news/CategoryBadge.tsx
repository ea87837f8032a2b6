import { useMessages } from '../../i18n/LanguageProvider';
import { categoryStyle } from './news-format';
import { newsMessages } from './news.messages';

export function CategoryBadge({ category }: { category: string }) {
  const { categories } = useMessages(newsMessages);
  const name = category || 'General';
  return <span className={`news-badge news-badge--${categoryStyle(category)}`}>{categories[name] ?? name}</span>;
}
