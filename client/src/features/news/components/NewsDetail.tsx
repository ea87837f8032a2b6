import { CalendarDays } from 'lucide-react';
import { Modal } from '@/components/Modal';
import type { NewsItem } from '@/features/news/api/news';
import { CategoryBadge } from './CategoryBadge';
import { NewsImage } from '@/components/NewsImage';
import { useLanguage, useMessages } from '@/i18n/LanguageProvider';
import { newsMessages } from '@/features/news/news.messages';
import { newsDate, paragraphs } from '@/lib/news-format';

/** The Read More modal: category, image, title, date, description, and the full content when it says more. */
export function NewsDetail({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  const t = useMessages(newsMessages);
  const { language } = useLanguage();
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item?.title ?? ''}
      size="large"
      closeLabel={t.close}
    >
      {item && (
        <article className="news-detail">
          <div className="news-card__meta">
            <CategoryBadge category={item.category} />
            <time dateTime={item.createdAt}>
              <CalendarDays aria-hidden="true" />
              {newsDate(item.createdAt, language)}
            </time>
          </div>
          <NewsImage item={item} className="news-detail__image" />
          <p className="news-detail__lead">{item.description}</p>
          {item.content.trim() !== item.description.trim() &&
            paragraphs(item.content).map((text, index) => <p key={index}>{text}</p>)}
        </article>
      )}
    </Modal>
  );
}
