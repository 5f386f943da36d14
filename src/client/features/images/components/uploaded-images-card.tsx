// The /simple-admin "Uploaded Images" list (PRODUCT 8): pause or activate, and delete after a warning.
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import type { InspirationalImage } from '../../../../contract/images';
import { DateCell } from '../../../components/data/date-cell';
import { RichMessage } from '../../../components/forms/rich-message';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { t, useMessages } from '../../../lib/i18n';
import { adminImagesCatalog } from '../admin-images-messages';
import { useDeleteImage } from '../api/delete-image';
import { deleteWarning } from '../delete-warning';
import { ImageActions } from './image-actions';
import { ImageThumbnail } from './image-thumbnail';
import { ImagesCard } from './images-card';

function ImageItem({
  image,
  onDelete,
}: {
  image: InspirationalImage;
  onDelete: (image: InspirationalImage) => void;
}) {
  const m = useMessages(adminImagesCatalog);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
      <div className="relative">
        <ImageThumbnail
          src={image.imageUrl}
          alt={image.title}
          className={cn('aspect-video w-full', !image.isActive && 'opacity-60 grayscale')}
        />
        <span className="absolute start-2 top-2">
          {image.isActive ? (
            <Badge variant="success">{m.active}</Badge>
          ) : (
            <Badge variant="secondary">{m.paused}</Badge>
          )}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid min-w-0 gap-1">
          <h3
            dir="auto"
            className="truncate text-start font-display text-base font-bold"
            title={image.title}
          >
            {image.title}
          </h3>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <Badge variant="outline">{image.category}</Badge>
            <span>{t(m.usedTimes, { count: image.timesUsed })}</span>
          </div>
          <p className="truncate text-xs text-muted-foreground" title={image.uploader?.username}>
            {image.uploader ? (
              <RichMessage
                text={m.byUploader}
                values={{ name: <bdi>{image.uploader.username}</bdi> }}
              />
            ) : (
              m.uploaderUnknown
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            <RichMessage
              text={m.uploadedOn}
              values={{ date: <DateCell iso={image.uploadedAt} /> }}
            />
          </p>
          {image.ownerName || image.ownerEmail ? (
            <p className="truncate text-xs text-muted-foreground">
              <RichMessage
                text={m.owner}
                values={{
                  owner: (
                    <bdi>{[image.ownerName, image.ownerEmail].filter(Boolean).join(' · ')}</bdi>
                  ),
                }}
              />
            </p>
          ) : null}
        </div>
        <ImageActions
          image={image}
          wording="pause"
          onDelete={onDelete}
          className="mt-auto flex flex-wrap gap-2"
        />
      </div>
    </li>
  );
}

export function UploadedImagesCard() {
  const m = useMessages(adminImagesCatalog);
  const remove = useDeleteImage();
  const [pending, setPending] = useState<InspirationalImage | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const warning = pending ? deleteWarning(pending, m.usedWith) : null;

  const askDelete = (image: InspirationalImage) => {
    setPending(image);
    setConfirmOpen(true);
  };
  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, { onSettled: () => setConfirmOpen(false) });
  };

  return (
    <ImagesCard
      title={m.uploadedTitle}
      hiddenWord="paused"
      empty={{ icon: ImageIcon, title: m.noImages, text: m.uploadedEmpty }}
      dialogs={
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={(open) => {
            if (!remove.isPending) setConfirmOpen(open);
          }}
          title={m.deleteTitle}
          description={
            <>
              {pending ? `${t(m.removedForGood, { title: pending.title })} ` : null}
              {warning ? (
                <strong className="font-semibold text-foreground">{warning} </strong>
              ) : null}
              {m.cannotUndo}
            </>
          }
          confirmLabel={m.delete}
          onConfirm={confirmDelete}
          pending={remove.isPending}
        />
      }
    >
      {(images) =>
        images ? (
          <ul
            className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4"
            aria-label={m.uploadedLabel}
          >
            {images.map((image) => (
              <ImageItem key={image.id} image={image} onDelete={askDelete} />
            ))}
          </ul>
        ) : (
          <div className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4" role="status">
            <span className="sr-only">{m.loadingImages}</span>
            {[0, 1, 2].map((each) => (
              <Skeleton key={each} className="aspect-[4/3] w-full rounded-2xl" />
            ))}
          </div>
        )
      }
    </ImagesCard>
  );
}
