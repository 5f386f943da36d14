// The images tab's card on both dashboards (PRODUCT 8): how many images there are and that hidden
// ones are not shown, around the list each dashboard draws in its own way.
import type { ComponentProps, ReactNode } from 'react';
import type { InspirationalImage } from '../../../../contract/images';
import { messagesCatalog } from '../../../../contract/messages';
import { AdminListCard } from '../../../components/data/admin-list-card';
import { t, useMessages } from '../../../lib/i18n';
import { adminImagesCatalog } from '../admin-images-messages';
import { useAdminImages } from '../api/get-admin-images';

type CardProps = ComponentProps<typeof AdminListCard>;

export function ImagesCard({
  hiddenWord,
  children,
  ...card
}: Omit<CardProps, 'description' | 'list' | 'errorTitle' | 'children'> & {
  /** What this dashboard calls an image hidden from visitors. */
  hiddenWord: 'inactive' | 'paused';
  /** The list; undefined while it loads. */
  children: (images: InspirationalImage[] | undefined) => ReactNode;
}) {
  const m = useMessages(adminImagesCatalog);
  const messages = useMessages(messagesCatalog);
  const images = useAdminImages();
  const count = images.data?.length;
  return (
    <AdminListCard
      {...card}
      description={
        count === undefined
          ? m.imagesLoading
          : t(hiddenWord === 'paused' ? m.imageCountPaused : m.imageCountInactive, { count })
      }
      list={images}
      errorTitle={messages.errorLoadingImages}
    >
      {children(images.data)}
    </AdminListCard>
  );
}
