// Whether this browser can receive Web Push (PRODUCT 11.10), asked without loading anything. iOS
// and iPadOS deliver pushes only to a web app added to the Home Screen and opened from there (16.4
// and later), so Safari in a tab is told how to get there rather than that it cannot.

export type PushSupport = 'supported' | 'install-first' | 'unsupported';

/** What the answer depends on, read from `window` by `browserPushEnvironment`. */
export interface PushEnvironment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  userAgent: string;
  /** navigator.platform: iPadOS presents itself as a Mac ("MacIntel") with a touch screen. */
  platform: string;
  maxTouchPoints: number;
  /** Opened from the Home Screen: `navigator.standalone` on iOS, or the display-mode query. */
  standalone: boolean;
}

/** iPhone, iPod or iPad, including an iPad that asks for desktop sites. */
function isAppleMobile(env: Pick<PushEnvironment, 'userAgent' | 'platform' | 'maxTouchPoints'>) {
  if (/\b(iPhone|iPad|iPod)\b/.test(env.userAgent)) return true;
  return env.platform === 'MacIntel' && env.maxTouchPoints > 1;
}

export function pushSupport(env: PushEnvironment): PushSupport {
  if (isAppleMobile(env) && !env.standalone) return 'install-first';
  if (env.hasServiceWorker && env.hasPushManager && env.hasNotification) return 'supported';
  return 'unsupported';
}

export function browserPushEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    // Absent outside a secure context (plain http), as push is.
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: nav.standalone === true || window.matchMedia('(display-mode: standalone)').matches,
  };
}
