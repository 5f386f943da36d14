// The browser side of sharing: the device's share sheet, the clipboard and share popups.
import { SHARE_POPUP_FEATURES } from './share-links';

/** Whether the device offers its own share sheet (Web Share API). */
export function canShareNatively(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}

export type NativeShareOutcome = 'shared' | 'cancelled' | 'failed';

/** Opens the device's share sheet; closing it without choosing is a cancel, not a failure. */
export async function shareNatively(data: ShareData): Promise<NativeShareOutcome> {
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return 'failed';
  }
}

// Pages served over plain HTTP on another host have no navigator.clipboard; a selected text
// area and the copy command still work there.
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Puts text on the clipboard; answers whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return copyWithSelection(text);
    }
  }
  return copyWithSelection(text);
}

/**
 * Opens a share page in a 600 by 400 popup. The popup starts blank so its link back to this
 * page can be cut before the other site loads; answers false when the browser blocked it.
 */
export function openSharePopup(url: string): boolean {
  const popup = window.open('about:blank', '_blank', SHARE_POPUP_FEATURES);
  if (!popup) return false;
  popup.opener = null;
  popup.location.href = url;
  return true;
}
