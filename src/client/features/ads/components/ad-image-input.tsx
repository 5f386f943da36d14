// The ad's WebP picker with the spec's checks and a preview of how both placements letterbox it.
import { ImageUp, Monitor, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AD_IMAGE_MAX_BYTES } from '../../../../contract/ads';
import { campaignCatalog } from '../../../components/campaigns/campaign-messages';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { localize, t, useMessages } from '../../../lib/i18n';
import { checkAdImage } from '../ad-form-values';

/** A preview address for the chosen file; the previous one is released when it is replaced. */
function useObjectUrl() {
  const [url, setUrl] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  const show = (file: File | null) => {
    if (latest.current) URL.revokeObjectURL(latest.current);
    latest.current = file ? URL.createObjectURL(file) : null;
    setUrl(latest.current);
  };
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current);
    },
    [],
  );
  return [url, show] as const;
}

export function AdImageInput({
  onFileChange,
  error,
  onError,
  currentImageUrl,
  disabled = false,
}: {
  onFileChange: (file: File | null) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  /** The image the ad has now (edit mode), shown until a new one is chosen. */
  currentImageUrl?: string;
  disabled?: boolean;
}) {
  const messages = useMessages(campaignCatalog);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosenUrl, showChosen] = useObjectUrl();
  const previewUrl = chosenUrl ?? currentImageUrl ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onChange = async (chosen: File | undefined) => {
    if (!chosen) {
      showChosen(null);
      onFileChange(null);
      return;
    }
    const problem = await checkAdImage(chosen);
    if (problem) {
      showChosen(null);
      onFileChange(null);
      onError(localize(problem));
      // Cleared, so choosing the same (fixed) file again still fires a change.
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onError(undefined);
    showChosen(chosen);
    onFileChange(chosen);
  };

  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>{currentImageUrl ? messages.replaceImage : messages.image}</Label>
      <Input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/webp"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => void onChange(event.target.files?.[0])}
        className="h-auto cursor-pointer py-2.5"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t(currentImageUrl ? messages.imageHintKeep : messages.imageHint, {
          size: Math.round(AD_IMAGE_MAX_BYTES / 1024),
        })}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}

      <div
        className="grid gap-4 rounded-2xl border border-border bg-muted/40 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
        aria-label={messages.imagePreview}
        role="group"
      >
        <PreviewFrame
          label={messages.desktopPreview}
          alt={messages.desktopPreviewAlt}
          empty={messages.noImage}
          icon={<Monitor className="size-3.5" />}
          url={previewUrl}
          wide
        />
        <PreviewFrame
          label={messages.mobilePreview}
          alt={messages.mobilePreviewAlt}
          empty={messages.noImage}
          icon={<Smartphone className="size-3.5" />}
          url={previewUrl}
        />
      </div>
    </div>
  );
}

function PreviewFrame({
  label,
  alt,
  empty,
  icon,
  url,
  wide = false,
}: {
  label: string;
  alt: string;
  /** What stands in the frame until there is an image. */
  empty: string;
  icon: ReactNode;
  url: string | null;
  wide?: boolean;
}) {
  return (
    <figure className="grid content-start gap-2">
      <figcaption className="inline-flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
        <span aria-hidden="true">{icon}</span>
        {label}
      </figcaption>
      <div
        className={
          wide
            ? 'aspect-video w-full overflow-hidden rounded-xl border border-border bg-white'
            : 'aspect-square w-full max-w-56 overflow-hidden rounded-xl border border-border bg-white'
        }
      >
        {url ? (
          <img src={url} alt={alt} className="size-full object-contain" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-xs text-slate-500">
            <ImageUp className="size-6" aria-hidden="true" />
            {empty}
          </div>
        )}
      </div>
    </figure>
  );
}
