// The /admin Inspirational Images list (PRODUCT 8): activate/deactivate, and delete after a browser confirm.
import type { PlainTexts } from '../../../../contract/i18n/catalog';
import type { InspirationalImage } from '../../../../contract/images';
import {
  actionsColumn,
  countColumn,
  dateColumn,
  textColumn,
} from '../../../components/data/admin-columns';
import { AdminTable, type AdminColumn } from '../../../components/data/admin-table';
import { Badge } from '../../../components/ui/badge';
import { t, useMessages } from '../../../lib/i18n';
import { adminImagesCatalog, type ADMIN_IMAGES_MESSAGES } from '../admin-images-messages';
import { useDeleteImage } from '../api/delete-image';
import { deleteWarning } from '../delete-warning';
import { ImageActions } from './image-actions';
import { ImageThumbnail } from './image-thumbnail';
import { ImagesCard } from './images-card';

type StringTexts = PlainTexts<typeof ADMIN_IMAGES_MESSAGES>;

const columns = (m: StringTexts): AdminColumn<InspirationalImage>[] => [
  {
    header: m.image,
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
  textColumn(m.title, (image) => image.title, { className: 'max-w-56 font-medium' }),
  textColumn(m.category, (image) => image.category, { className: 'max-w-40' }),
  {
    header: m.status,
    cell: (image) =>
      image.isActive ? (
        <Badge variant="success">{m.active}</Badge>
      ) : (
        <Badge variant="secondary">{m.inactive}</Badge>
      ),
  },
  countColumn(m.timesUsed, (image) => image.timesUsed),
  dateColumn(m.uploaded, (image) => image.uploadedAt, {
    className: 'text-muted-foreground',
  }),
];

export function InspirationalImagesTable() {
  const m = useMessages(adminImagesCatalog);
  // Held here, not in the row, which unmounts when its image leaves the list.
  const remove = useDeleteImage();

  const onDelete = (image: InspirationalImage) => {
    const warning = deleteWarning(image, m.usedWith);
    const question = warning ? t(m.deleteQuestionUsed, { warning }) : m.deleteQuestion;
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
    <ImagesCard title={m.tableTitle} hiddenWord="inactive" empty={{ text: m.tableEmpty }} flush>
      {(images) => (
        <AdminTable columns={[...columns(m), actions]} rows={images} rowKey={(image) => image.id} />
      )}
    </ImagesCard>
  );
}
