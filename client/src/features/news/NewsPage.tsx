import { Newspaper } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { NewsHeroArt } from './components/NewsHeroArt';
import { LotusMark } from '@/components/art/Ornaments';
import { PageHero } from '@/components/PageHero';
import { useMessages } from '@/i18n/LanguageProvider';
import { lazyWhenNeeded } from '@/lib/lazy-when-needed';
import { usePageMeta } from '@/lib/use-page-meta';
import { type NewsItem, useNews } from './api/news';
import { NewsCard } from './components/NewsCard';
import { NewsDetail } from './components/NewsDetail';
import { newsMessages } from './news.messages';
import './news.css';

// The sign-up, at the foot of the page, and its form library load when the visitor comes near it.
const { Component: NewsletterForm } = lazyWhenNeeded(
  async () => (await import('./components/NewsletterForm')).NewsletterForm,
);

function LoadingNews() {
  const t = useMessages(newsMessages);
  return (
    <div className="news-loading" role="status">
      <p className="news-loading__text">
        <span className="news-loading__spinner" aria-hidden="true" />
        {t.loading}
      </p>
      <ul className="card-grid card-grid--3" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className="card news-skeleton">
            <div className="news-skeleton__image" />
            <div className="card__body">
              <div className="news-skeleton__line news-skeleton__line--short" />
              <div className="news-skeleton__line" />
              <div className="news-skeleton__line" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoNews() {
  const t = useMessages(newsMessages);
  return (
    <div className="news-empty">
      <LotusMark size={56} className="news-empty__mark" />
      <h3>{t.empty.title}</h3>
      <p>{t.empty.text}</p>
    </div>
  );
}

export function NewsPage() {
  const t = useMessages(newsMessages);
  usePageMeta(t.metaTitle, t.metaDescription);
  // The stories are drawn as a transition once they arrive: React draws the cards in slices and gives the browser
  // its thread back between them, instead of in one long task.
  const news = useDeferredValue(useNews().data);
  const [reading, setReading] = useState<NewsItem | null>(null);
  const items = news?.items ?? [];
  // After the featured story, counts that do not fill rows of three read better two by two.
  const rest = items.length - 1;
  const inPairs = rest % 3 !== 0 && (rest % 2 === 0 || rest === 1);

  return (
    <>
      <PageHero tone="night" eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} art={<NewsHeroArt />} />

      <section className="section" aria-labelledby="latest-heading">
        <div className="container">
          <div className="section-heading">
            <p className="eyebrow">
              <Newspaper aria-hidden="true" className="eyebrow__icon" />
              {t.latest}
            </p>
            <h2 id="latest-heading">{t.stories}</h2>
          </div>
          {news === undefined ? (
            <LoadingNews />
          ) : items.length === 0 ? (
            <NoNews />
          ) : (
            <ul className={`card-grid card-grid--3 news-grid fade-in${inPairs ? ' news-grid--pairs' : ''}`}>
              {items.map((item, index) => (
                <NewsCard key={item._id} item={item} featured={index === 0} onReadMore={setReading} />
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="section section--teal newsletter" aria-labelledby="newsletter-heading">
        <div className="container newsletter__inner">
          <div>
            <p className="eyebrow">{t.newsletter.eyebrow}</p>
            <h2 id="newsletter-heading">{t.newsletter.title}</h2>
            <p>{t.newsletter.lead}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      <NewsDetail item={reading} onClose={() => setReading(null)} />
    </>
  );
}
