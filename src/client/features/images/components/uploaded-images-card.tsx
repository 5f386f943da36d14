// The /simple-admin "Uploaded Images" list (PRODUCT 8): pause or activate, and delete after a warning.
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import type { InspirationalImage } from '../../../../contract/images';
import { DateCell } from '../../../components/data/date-cell';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDeleteImage } from '../api/delete-image';
import { deleteWarning } from '../delete-warning';
import { ImageActions } from './image-actions';
import { ImageThumbnail } from './image-thumbnail';
import { ImagesCard } from './images-card';

const timesWord = (count: number) => (count === 1 ? 'time' : 'times');

function ImageItem({
  image,
  onDelete,
}: {
  image: InspirationalImage;
  onDelete: (image: InspirationalImage) => void;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
      <div className="relative">
        <ImageThumbnail
          src={image.imageUrl}
          alt={image.title}
          className={cn('aspect-video w-full', !image.isActive && 'opacity-60 grayscale')}
        />
        <span className="absolute top-2 left-2">
          {image.isActive ? (
            <Badge variant="success">Active</Badge>
          ) : (
            <Badge variant="secondary">Paused</Badge>
          )}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid min-w-0 gap-1">
          <h3 className="truncate font-display text-base font-bold" title={image.title}>
            {image.title}
          </h3>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <Badge variant="outline">{image.category}</Badge>
            <span>
              Used {image.timesUsed} {timesWord(image.timesUsed)}
            </span>
          </div>
          <p className="truncate text-xs text-muted-foreground" title={image.uploader?.username}>
            {image.uploader ? `By ${image.uploader.username}` : 'Uploader unknown'}
          </p>
          <p className="text-xs text-muted-foreground">
            Uploaded <DateCell iso={image.uploadedAt} />
          </p>
          {image.ownerName || image.ownerEmail ? (
            <p className="truncate text-xs text-muted-foreground">
              Owner: {[image.ownerName, image.ownerEmail].filter(Boolean).join(' · ')}
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
  const remove = useDeleteImage();
  const [pending, setPending] = useState<InspirationalImage | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const warning = pending ? deleteWarning(pending) : null;

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
      title="Uploaded Images"
      hiddenWord="paused"
      empty={{ icon: ImageIcon, title: 'No images yet', text: 'Uploaded images appear here.' }}
      dialogs={
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={(open) => {
            if (!remove.isPending) setConfirmOpen(open);
          }}
          title="Delete this image?"
          description={
            <>
              {pending ? `“${pending.title}” will be removed for good. ` : null}
              {warning ? (
                <strong className="font-semibold text-foreground">{warning} </strong>
              ) : null}
              This action cannot be undone.
            </>
          }
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          pending={remove.isPending}
        />
      }
    >
      {(images) =>
        images ? (
          <ul
            className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4"
            aria-label="Uploaded images"
          >
            {images.map((image) => (
              <ImageItem key={image.id} image={image} onDelete={askDelete} />
            ))}
          </ul>
        ) : (
          <div className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4" role="status">
            <span className="sr-only">Loading images…</span>
            {[0, 1, 2].map((each) => (
              <Skeleton key={each} className="aspect-[4/3] w-full rounded-2xl" />
            ))}
          </div>
        )
      }
    </ImagesCard>
  );
}
