// The /simple-admin "Uploaded Images" list (PRODUCT 8): pause or activate, and delete after a warning.
import { ImageIcon, Pause, Play, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { InspirationalImage } from '../../../../contract/images';
import { MESSAGES } from '../../../../contract/messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { serverMessageOr } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { useDeleteImage } from '../api/delete-image';
import { useAdminImages } from '../api/get-admin-images';
import { useSetImageStatus } from '../api/set-image-status';
import { deleteWarning } from '../delete-warning';
import { ImageThumbnail } from './image-thumbnail';

const timesWord = (count: number) => (count === 1 ? 'time' : 'times');

function ImageItem({
  image,
  onDelete,
}: {
  image: InspirationalImage;
  onDelete: (image: InspirationalImage) => void;
}) {
  const setStatus = useSetImageStatus();
  const toggle = () =>
    setStatus.mutate(
      { id: image.id, isActive: !image.isActive },
      {
        onSuccess: (updated) =>
          toast({
            title: MESSAGES.imageStatusUpdated,
            description: `“${updated.title}” is ${updated.isActive ? 'active' : 'paused'}.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: `${MESSAGES.imageStatusFailed}: ${serverMessageOr(error, error.message)}`,
          }),
      },
    );

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
            Uploaded <time dateTime={image.uploadedAt}>{formatDate(image.uploadedAt)}</time>
          </p>
          {image.ownerName || image.ownerEmail ? (
            <p className="truncate text-xs text-muted-foreground">
              Owner: {[image.ownerName, image.ownerEmail].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={toggle}
            disabled={setStatus.isPending}
            aria-label={`${image.isActive ? 'Pause' : 'Activate'} ${image.title}`}
          >
            {setStatus.isPending ? (
              <Spinner />
            ) : image.isActive ? (
              <Pause aria-hidden="true" />
            ) : (
              <Play aria-hidden="true" />
            )}
            {image.isActive ? 'Pause' : 'Activate'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => onDelete(image)}
            aria-label={`Delete ${image.title}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

export function UploadedImagesCard() {
  const images = useAdminImages();
  const remove = useDeleteImage();
  const [pending, setPending] = useState<InspirationalImage | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const count = images.data?.length;
  const warning = pending ? deleteWarning(pending) : null;

  const askDelete = (image: InspirationalImage) => {
    setPending(image);
    setConfirmOpen(true);
  };
  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast({ title: MESSAGES.imageDeleted });
      },
      onError: (error) => {
        setConfirmOpen(false);
        toast({
          variant: 'destructive',
          title: `${MESSAGES.imageDeleteFailed}: ${serverMessageOr(error, error.message)}`,
        });
      },
    });
  };

  let body;
  if (images.isError) {
    body = (
      <ErrorPanel
        title={MESSAGES.errorLoadingImages}
        text={images.error.message}
        onRetry={() => void images.refetch()}
        retrying={images.isFetching}
      />
    );
  } else if (!images.data) {
    body = (
      <div className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4" role="status">
        <span className="sr-only">Loading images…</span>
        {[0, 1, 2].map((each) => (
          <Skeleton key={each} className="aspect-[4/3] w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (images.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
        <ImageIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-display text-lg font-bold">No images yet</p>
        <p className="text-sm text-muted-foreground">Uploaded images appear here.</p>
      </div>
    );
  } else {
    body = (
      <ul
        className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4"
        aria-label="Uploaded images"
      >
        {images.data.map((image) => (
          <ImageItem key={image.id} image={image} onDelete={askDelete} />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Uploaded Images</CardTitle>
          <CardDescription>
            {count === undefined
              ? 'Images paired with compliments.'
              : `${count} ${count === 1 ? 'image' : 'images'}; paused ones are not shown to visitors.`}
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void images.refetch()}
          disabled={images.isFetching}
        >
          <RotateCw className={cn(images.isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!remove.isPending) setConfirmOpen(open);
        }}
        title="Delete this image?"
        description={
          <>
            {pending ? `“${pending.title}” will be removed for good. ` : null}
            {warning ? <strong className="font-semibold text-foreground">{warning} </strong> : null}
            This action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </Card>
  );
}
