// The /admin Inspirational Images list (PRODUCT 8): activate/deactivate, and delete after a browser confirm.
import type { InspirationalImage } from '../../../../contract/images';
import {
  actionsColumn,
  countColumn,
  dateColumn,
  textColumn,
} from '../../../components/data/admin-columns';
import { AdminTable, type AdminColumn } from '../../../components/data/admin-table';
import { Badge } from '../../../components/ui/badge';
import { useDeleteImage } from '../api/delete-image';
import { deleteWarning } from '../delete-warning';
import { ImageActions } from './image-actions';
import { ImageThumbnail } from './image-thumbnail';
import { ImagesCard } from './images-card';

const COLUMNS: AdminColumn<InspirationalImage>[] = [
  {
    header: 'Image',
    hideHeader: true,
    cell: (image) => (
      // A fixed box: a percentage max-width (from the CSS reset) collapses inside an auto table cell.
      <div className="w-24">
        <ImageThumbnail
          src={image.imageUrl}
          alt={image.title}
          className="aspect-video w-24 max-w-none rounded-lg border border-border"
        />
      </div>
    ),
    skeleton: 'h-14 w-24',
  },
  textColumn('Title', (image) => image.title, { className: 'max-w-56 font-medium' }),
  textColumn('Category', (image) => image.category, { className: 'max-w-40' }),
  {
    header: 'Status',
    cell: (image) =>
      image.isActive ? (
        <Badge variant="success">Active</Badge>
      ) : (
        <Badge variant="secondary">Inactive</Badge>
      ),
  },
  countColumn('Times Used', (image) => image.timesUsed),
  dateColumn('Uploaded', (image) => image.uploadedAt, {
    className: 'text-muted-foreground',
  }),
];

export function InspirationalImagesTable() {
  // Held here, not in the row, which unmounts when its image leaves the list.
  const remove = useDeleteImage();

  const onDelete = (image: InspirationalImage) => {
    const warning = deleteWarning(image);
    const question = `Delete this image? ${warning ? `${warning} ` : ''}This action cannot be undone.`;
    if (!window.confirm(question)) return;
    remove.mutate(image.id);
  };

  const actions = actionsColumn((image: InspirationalImage) => (
    <ImageActions
      image={image}
      wording="deactivate"
      onDelete={onDelete}
      deleting={remove.isPending && remove.variables === image.id}
      className="flex justify-end gap-2"
    />
  ));

  return (
    <ImagesCard
      title="Inspirational Images"
      hiddenWord="inactive"
      empty={{ text: 'No images yet. Add one with the form.' }}
      flush
    >
      {(images) => (
        <AdminTable columns={[...COLUMNS, actions]} rows={images} rowKey={(image) => image.id} />
      )}
    </ImagesCard>
  );
}
