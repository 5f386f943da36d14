// An image's buttons on both dashboards: show or hide it from visitors, and delete it. /admin calls
// hiding "Deactivate"; /simple-admin calls it "Pause" and its toast says what became of the image.
import { Pause, Play, Power, PowerOff, Trash2 } from 'lucide-react';
import type { InspirationalImage } from '../../../../contract/images';
import { MESSAGES } from '../../../../contract/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { useSetImageStatus } from '../api/set-image-status';
import { toastImageFailure } from '../image-toasts';

const WORDINGS = {
  deactivate: {
    hide: 'Deactivate',
    HideIcon: PowerOff,
    ShowIcon: Power,
    describe: (): string | undefined => undefined,
  },
  pause: {
    hide: 'Pause',
    HideIcon: Pause,
    ShowIcon: Play,
    describe: (image: InspirationalImage): string | undefined =>
      `“${image.title}” is ${image.isActive ? 'active' : 'paused'}.`,
  },
};

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
  const setStatus = useSetImageStatus();
  const { hide, HideIcon, ShowIcon, describe } = WORDINGS[wording];
  const action = image.isActive ? hide : 'Activate';

  const toggle = () =>
    setStatus.mutate(
      { id: image.id, isActive: !image.isActive },
      {
        onSuccess: (updated) =>
          toast({ title: MESSAGES.imageStatusUpdated, description: describe(updated) }),
        onError: (error) => toastImageFailure(MESSAGES.imageStatusFailed, error),
      },
    );

  return (
    <div className={className}>
      <Button
        variant="outline"
        size="sm"
        onClick={toggle}
        disabled={setStatus.isPending}
        aria-label={`${action} ${image.title}`}
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
        aria-label={`Delete ${image.title}`}
      >
        {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
        Delete
      </Button>
    </div>
  );
}
