// One sharing behaviour for compliments and badges: open or copy, then say what happened (PRODUCT 5).
import type { ReactNode } from 'react';
import { messagesCatalog } from '../../../contract/messages';
import { toast } from '../../hooks/use-toast';
import { track } from '../../lib/analytics';
import { messagesOf } from '../../lib/i18n';
import type { ShareContent } from '../../lib/share-content';
import { canShareNatively, copyText, openSharePopup, shareNatively } from './share-actions';
import { clipboardText, shareUrl, type ShareTargetId } from './share-links';
import { sharingCatalog } from './sharing-messages';

/** How a share went out: through a network, the device's share sheet, or the clipboard. */
export type ShareChannel = ShareTargetId | 'device' | 'clipboard';

export interface ShareFlowOptions {
  content: ShareContent;
  /** The toast after the text was copied (PRODUCT 5 "Copied! …" for compliments). */
  copiedToast: { title: ReactNode; description?: ReactNode };
  /**
   * Runs after the share went out, instead of the default toasts; the badge dialog records the
   * share and says "Badge shared!" here.
   */
  onShared?: (channel: ShareChannel) => void;
  /** The analytics event a share that went out is reported as, with its channel as `target`. */
  analyticsEvent?: 'compliment_share' | 'badge_share';
}

/** A share went out: report it, then say so (or let the caller say so). */
function sent(options: ShareFlowOptions, channel: ShareChannel, done: () => void) {
  if (options.analyticsEvent) track(options.analyticsEvent, { target: channel });
  if (options.onShared) options.onShared(channel);
  else done();
}

function copyFailed() {
  const text = messagesOf(messagesCatalog);
  toast({
    variant: 'destructive',
    title: text.copyFailedTitle,
    description: text.copyFailedText,
  });
}

async function copyContent(options: ShareFlowOptions, channel: ShareChannel): Promise<void> {
  if (!(await copyText(clipboardText(options.content)))) return copyFailed();
  sent(options, channel, () => toast(options.copiedToast));
}

/** Opens a network's share popup, or copies the text for Instagram. */
export async function shareToTarget(target: ShareTargetId, options: ShareFlowOptions) {
  const link = shareUrl(target, options.content);
  if (link === null) return copyContent(options, target);
  const text = messagesOf(sharingCatalog);
  if (!openSharePopup(link)) {
    toast({
      variant: 'destructive',
      title: text.popupBlockedTitle,
      description: text.popupBlocked,
    });
    return;
  }
  sent(options, target, () => toast({ title: text.sharedTitle }));
}

/** The device's share sheet when there is one, otherwise the clipboard. */
export async function shareFromDevice(options: ShareFlowOptions) {
  const { title, text, url } = options.content;
  const data: ShareData = { title, text, url };
  if (canShareNatively(data)) {
    const outcome = await shareNatively(data);
    if (outcome === 'cancelled') return;
    if (outcome === 'shared') {
      sent(options, 'device', () => toast({ title: messagesOf(sharingCatalog).sharedTitle }));
      return;
    }
  }
  await copyContent(options, 'clipboard');
}

/** Whether this device has a share sheet, for the wording of the first share option. */
export const hasDeviceShare = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';
