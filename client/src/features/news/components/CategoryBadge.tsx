import { useMessages } from '@/i18n/LanguageProvider';
import { categoryStyle } from '@/lib/news-format';
import { newsMessages } from '@/features/news/news.messages';

export function CategoryBadge({ category }: { category: string }) {
  const { categories } = useMessages(newsMessages);
  const name = category || 'General';
  return <span className={`news-badge news-badge--${categoryStyle(category)}`}>{categories[name] ?? name}</span>;
}
