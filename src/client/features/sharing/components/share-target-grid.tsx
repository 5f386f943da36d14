// The share options laid out as buttons, for share dialogs (a badge's) rather than a menu.
import { Copy, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../lib/i18n';
import { SHARE_TARGETS } from '../share-links';
import {
  hasDeviceShare,
  shareFromDevice,
  shareToTarget,
  type ShareFlowOptions,
} from '../share-flow';
import { sharingCatalog } from '../sharing-messages';
import { ShareTargetIcon } from './share-target-icon';

export function ShareTargetGrid({
  disabled = false,
  ...options
}: ShareFlowOptions & { disabled?: boolean }) {
  const text = useMessages(sharingCatalog);
  const device = hasDeviceShare();
  return (
    <div className="grid gap-3">
      <Button
        variant="secondary"
        className="w-full"
        disabled={disabled}
        onClick={() => void shareFromDevice(options)}
      >
        {device ? <Share2 aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {device ? text.shareViaDevice : text.copyLinkAndText}
      </Button>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={text.shareOn}>
        {SHARE_TARGETS.map((target) => (
          <li key={target.id}>
            <Button
              variant="outline"
              className="h-11 w-full justify-start gap-2.5 rounded-2xl px-3 text-sm sm:h-auto sm:flex-col sm:justify-center sm:gap-1.5 sm:px-2 sm:py-3 sm:text-xs"
              disabled={disabled}
              onClick={() => void shareToTarget(target.id, options)}
            >
              <ShareTargetIcon target={target.id} className="sm:size-8 sm:text-xs" />
              {target.name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
