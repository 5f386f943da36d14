// An image's buttons on both dashboards: show or hide it from visitors, and delete it. /admin calls
// hiding "Deactivate"; /simple-admin calls it "Pause" and its toast says what became of the image.
import { Pause, Play, Power, PowerOff, Trash2 } from 'lucide-react';
import type { InspirationalImage } from '../../../../contract/images';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { t, useMessages } from '../../../lib/i18n';
import { adminImagesCatalog } from '../admin-images-messages';
import { useSetImageStatus } from '../api/set-image-status';

const WORDINGS = {
  deactivate: {
    hide: 'deactivate',
    hideImage: 'deactivateImage',
    HideIcon: PowerOff,
    ShowIcon: Power,
    nameTheImage: false,
  },
  pause: {
    hide: 'pause',
    hideImage: 'pauseImage',
    HideIcon: Pause,
    ShowIcon: Play,
    nameTheImage: true,
  },
} as const;

export function ImageActions({
  image,
  wording,
  onDelete,
  deleting = false,
  className,
}: {
  image: InspirationalImage;
  wording: keyof typeof WORDINGS;
  onDelete: (image: InspirationalImage) => void;
  /** The deletion of this image is under way. */
  deleting?: boolean;
  className?: string;
}) {
  // One mutation per image, so each button shows only its own image's progress.
  const m = useMessages(adminImagesCatalog);
  const { hide, hideImage, HideIcon, ShowIcon, nameTheImage } = WORDINGS[wording];
  const setStatus = useSetImageStatus({ nameTheImage });
  const action = image.isActive ? m[hide] : m.activate;
  const actionName = t(image.isActive ? m[hideImage] : m.activateImage, { title: image.title });

  const toggle = () => setStatus.mutate({ id: image.id, isActive: !image.isActive });

  return (
    <div className={className}>
      <Button
        variant="outline"
        size="sm"
        onClick={toggle}
        disabled={setStatus.isPending}
        aria-label={actionName}
      >
        {setStatus.isPending ? (
          <Spinner />
        ) : image.isActive ? (
          <HideIcon aria-hidden="true" />
        ) : (
          <ShowIcon aria-hidden="true" />
        )}
        {action}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onDelete(image)}
        disabled={deleting}
        aria-label={t(m.deleteImage, { title: image.title })}
      >
        {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
        {m.delete}
      </Button>
    </div>
  );
}
