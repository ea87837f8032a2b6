import { useState } from 'react';
import type { Schemas } from '@/lib/api';
import { categoryStyle } from '@/lib/news-format';
import { NewsArt } from './art/NewsArt';

/** What a news picture needs of an item; the category may be one this client does not know. */
type PicturedItem = Pick<Schemas['NewsItemView'], 'title' | 'image'> & { category: string };

/** The item's own picture, or the category's artwork when it has none or the picture cannot be loaded. */
export function NewsImage({ item, className }: { item: PicturedItem; className: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (item.image?.url && failedUrl !== item.image.url) {
    const url = item.image.url;
    return <img className={className} src={url} alt={item.image.alt || item.title} onError={() => setFailedUrl(url)} />;
  }
  return <NewsArt style={categoryStyle(item.category)} className={className} />;
}
