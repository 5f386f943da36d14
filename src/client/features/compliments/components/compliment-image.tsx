// A compliment's inspirational image, letterboxed so any shape fits, with a placeholder if it fails.
// Uploaded images come with AVIF and WebP copies at several widths: the browser picks the smallest
// that fills the card, and the known width and height keep the box steady while it loads.
import { useState } from 'react';
import type { ComplimentImage as ComplimentImageData } from '../../../../contract/compliments';
import { useMessages } from '../../../lib/i18n';
import { complimentsCatalog } from '../compliments-messages';

const PLACEHOLDER = '/images/placeholder.svg';

/** The card is at most 48rem wide (max-w-3xl) with 1rem of page padding on each side below that. */
const CARD_IMAGE_SIZES = '(min-width: 50rem) 48rem, calc(100vw - 2rem)';

export function ComplimentImage({ image }: { image: ComplimentImageData }) {
  const text = useMessages(complimentsCatalog);
  const [failed, setFailed] = useState(false);
  const img = (
    <img
      src={failed ? PLACEHOLDER : image.imageUrl}
      alt={failed ? text.imageNotAvailable : image.title}
      width={failed ? undefined : image.width}
      height={failed ? undefined : image.height}
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-contain"
    />
  );
  const sources = failed ? [] : (image.sources ?? []);
  return (
    <figure className="relative aspect-video w-full overflow-hidden bg-muted">
      {sources.length > 0 ? (
        <picture className="block size-full">
          {sources.map((source) => (
            <source
              key={source.type}
              type={source.type}
              srcSet={source.srcset}
              sizes={CARD_IMAGE_SIZES}
            />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
      {failed ? null : (
        <figcaption
          aria-hidden="true"
          dir="auto"
          className="absolute end-3 bottom-3 max-w-[70%] truncate rounded-full bg-black/55 px-2.5 py-1 text-xs font-medium text-white backdrop-blur-sm"
        >
          {image.title}
        </figcaption>
      )}
    </figure>
  );
}
