// The /admin Inspirational Images list (PRODUCT 8): activate/deactivate, and delete after a browser confirm.
import { Power, PowerOff, RotateCw, Trash2 } from 'lucide-react';
import { SKELETON_ROWS } from '../../../../contract/constants';
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
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { toast } from '../../../hooks/use-toast';
import { serverMessageOr } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { useDeleteImage } from '../api/delete-image';
import { useAdminImages } from '../api/get-admin-images';
import { useSetImageStatus } from '../api/set-image-status';
import { deleteWarning } from '../delete-warning';
import { ImageThumbnail } from './image-thumbnail';

const COLUMNS = ['Image', 'Title', 'Category', 'Status', 'Times Used', 'Uploaded', 'Actions'];

function ImageRow({
  image,
  onDelete,
  deleting,
}: {
  image: InspirationalImage;
  onDelete: (image: InspirationalImage) => void;
  deleting: boolean;
}) {
  const setStatus = useSetImageStatus();

  const toggle = () =>
    setStatus.mutate(
      { id: image.id, isActive: !image.isActive },
      {
        onSuccess: () => toast({ title: MESSAGES.imageStatusUpdated }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: `${MESSAGES.imageStatusFailed}: ${serverMessageOr(error, error.message)}`,
          }),
      },
    );

  return (
    <TableRow>
      <TableCell>
        {/* A fixed box: a percentage max-width (from the CSS reset) collapses inside an auto table cell. */}
        <div className="w-24">
          <ImageThumbnail
            src={image.imageUrl}
            alt={image.title}
            className="aspect-video w-24 max-w-none rounded-lg border border-border"
          />
        </div>
      </TableCell>
      <TableCell className="max-w-56 truncate font-medium" title={image.title}>
        {image.title}
      </TableCell>
      <TableCell className="max-w-40 truncate" title={image.category}>
        {image.category}
      </TableCell>
      <TableCell>
        {image.isActive ? (
          <Badge variant="success">Active</Badge>
        ) : (
          <Badge variant="secondary">Inactive</Badge>
        )}
      </TableCell>
      <TableCell className="tabular-nums">{image.timesUsed}</TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        <time dateTime={image.uploadedAt}>{formatDate(image.uploadedAt)}</time>
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={toggle}
            disabled={setStatus.isPending}
            aria-label={`${image.isActive ? 'Deactivate' : 'Activate'} ${image.title}`}
          >
            {setStatus.isPending ? (
              <Spinner />
            ) : image.isActive ? (
              <PowerOff aria-hidden="true" />
            ) : (
              <Power aria-hidden="true" />
            )}
            {image.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => onDelete(image)}
            disabled={deleting}
            aria-label={`Delete ${image.title}`}
          >
            {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
            Delete
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

export function InspirationalImagesTable() {
  const images = useAdminImages();
  // Held here, not in the row: the row unmounts when its image leaves the list, and the
  // callbacks of a mutation whose component has unmounted never run.
  const remove = useDeleteImage();
  const count = images.data?.length;

  const onDelete = (image: InspirationalImage) => {
    const warning = deleteWarning(image);
    const question = `Delete this image? ${warning ? `${warning} ` : ''}This action cannot be undone.`;
    if (!window.confirm(question)) return;
    remove.mutate(image.id, {
      onSuccess: () => toast({ title: MESSAGES.imageDeleted }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: `${MESSAGES.imageDeleteFailed}: ${serverMessageOr(error, error.message)}`,
        }),
    });
  };

  let body;
  if (images.isError) {
    body = (
      <div className="px-6 pb-6 sm:px-8">
        <ErrorPanel
          title={MESSAGES.errorLoadingImages}
          text={images.error.message}
          onRetry={() => void images.refetch()}
          retrying={images.isFetching}
        />
      </div>
    );
  } else if (images.data?.length === 0) {
    body = (
      <p className="mx-6 mb-6 rounded-2xl border border-dashed border-border px-6 py-10 text-center text-muted-foreground sm:mx-8">
        No images yet. Add one with the form.
      </p>
    );
  } else {
    body = (
      <Table aria-busy={images.isPending}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map((column) => (
              <TableHead key={column} className={cn(column === 'Actions' && 'text-right')}>
                {column === 'Actions' || column === 'Image' ? (
                  <span className="sr-only">{column}</span>
                ) : (
                  column
                )}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {images.data
            ? images.data.map((image) => (
                <ImageRow
                  key={image.id}
                  image={image}
                  onDelete={onDelete}
                  deleting={remove.isPending && remove.variables === image.id}
                />
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TableRow key={row}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton className={cn('h-4 w-20', column === 'Image' && 'h-14 w-24')} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Inspirational Images</CardTitle>
          <CardDescription>
            {count === undefined
              ? 'Images paired with compliments.'
              : `${count} ${count === 1 ? 'image' : 'images'}; inactive ones are not shown to visitors.`}
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
      <CardContent className="px-0 pb-2 sm:px-0 sm:pb-2">{body}</CardContent>
    </Card>
  );
}
