import { useState } from 'react';
import { NewsArt } from '../../components/art/NewsArt';
import type { NewsItem } from './api/news';
import { categoryStyle } from './news-format';

/** The item's own picture, or the category's artwork when it has none or the picture cannot be loaded. */
export function NewsImage({ item, className }: { item: NewsItem; className: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (item.image?.url && failedUrl !== item.image.url) {
    const url = item.image.url;
    return <img className={className} src={url} alt={item.image.alt || item.title} onError={() => setFailedUrl(url)} />;
  }
  return <NewsArt style={categoryStyle(item.category)} className={className} />;
}
