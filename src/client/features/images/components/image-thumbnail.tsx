// An inspirational image's preview that falls back to a placeholder when the image cannot load (PRODUCT 19).
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { t, useMessages } from '../../../lib/i18n';
import { adminImagesCatalog } from '../admin-images-messages';

const IMAGE_PLACEHOLDER_URL = '/images/placeholder.svg';

export function ImageThumbnail({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const m = useMessages(adminImagesCatalog);
  // Remembers which source failed, so a changed `src` is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <img
      src={failed ? IMAGE_PLACEHOLDER_URL : src}
      alt={failed ? t(m.imageUnavailable, { alt }) : alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
