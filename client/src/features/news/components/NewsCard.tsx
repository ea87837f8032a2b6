import { ArrowRight, CalendarDays } from 'lucide-react';
import type { NewsItem } from '@/features/news/api/news';
import { CategoryBadge } from './CategoryBadge';
import { NewsImage } from '@/components/NewsImage';
import { useLanguage, useMessages } from '@/i18n/LanguageProvider';
import { newsMessages } from '@/features/news/news.messages';
import { newsDate } from '@/lib/news-format';

interface NewsCardProps {
  item: NewsItem;
  featured?: boolean;
  onReadMore: (item: NewsItem) => void;
}

export function NewsCard({ item, featured, onReadMore }: NewsCardProps) {
  const t = useMessages(newsMessages);
  const { language } = useLanguage();
  return (
    <li className={`card news-card${featured ? ' news-card--featured' : ''}`}>
      <NewsImage item={item} className="news-card__image" />
      <div className="card__body">
        <div className="news-card__meta">
          <CategoryBadge category={item.category} />
          <time dateTime={item.createdAt}>
            <CalendarDays aria-hidden="true" />
            {newsDate(item.createdAt, language)}
          </time>
        </div>
        <h3>{item.title}</h3>
        <p className="news-card__text">{item.description}</p>
        <button
          type="button"
          className="button button--outline news-card__more"
          aria-label={t.readMoreAbout(item.title)}
          onClick={() => onReadMore(item)}
        >
          {t.readMore}
          <ArrowRight aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
