import { useState } from 'react';
import { LotusMark } from '@/components/art/Ornaments';

/** A dish's illustration; if it cannot be loaded, a drawn placeholder takes its place with the same alt text. */
export function DishImage({ src, alt, name }: { src: string; alt: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="dish-card__image dish-card__placeholder" role="img" aria-label={alt}>
        <LotusMark size={48} />
        <span aria-hidden="true">{name}</span>
      </div>
    );
  }
  return (
    <img
      className="dish-card__image"
      src={src}
      alt={alt}
      width="320"
      height="240"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
