// A compliment's inspirational image, letterboxed so any shape fits, with a placeholder if it fails.
import { useState } from 'react';
import type { ComplimentImage as ComplimentImageData } from '../../../../contract/compliments';

const PLACEHOLDER = '/images/placeholder.svg';

export function ComplimentImage({ image }: { image: ComplimentImageData }) {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="relative aspect-video w-full overflow-hidden bg-muted">
      <img
        src={failed ? PLACEHOLDER : image.imageUrl}
        alt={failed ? 'Image not available' : image.title}
        onError={() => setFailed(true)}
        className="size-full object-contain"
      />
      {failed ? null : (
        <figcaption
          aria-hidden="true"
          className="absolute right-3 bottom-3 max-w-[70%] truncate rounded-full bg-black/55 px-2.5 py-1 text-xs font-medium text-white backdrop-blur-sm"
        >
          {image.title}
        </figcaption>
      )}
    </figure>
  );
}
