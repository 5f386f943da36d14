// The images tab's card on both dashboards (PRODUCT 8): how many images there are and that hidden
// ones are not shown, around the list each dashboard draws in its own way.
import type { ComponentProps, ReactNode } from 'react';
import type { InspirationalImage } from '../../../../contract/images';
import { MESSAGES } from '../../../../contract/messages';
import { AdminListCard } from '../../../components/data/admin-list-card';
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
  const images = useAdminImages();
  const count = images.data?.length;
  return (
    <AdminListCard
      {...card}
      description={
        count === undefined
          ? 'Images paired with compliments.'
          : `${count} ${count === 1 ? 'image' : 'images'}; ${hiddenWord} ones are not shown to visitors.`
      }
      list={images}
      errorTitle={MESSAGES.errorLoadingImages}
    >
      {children(images.data)}
    </AdminListCard>
  );
}
