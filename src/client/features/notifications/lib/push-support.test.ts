import { describe, expect, it } from 'vitest';
import { pushSupport, type PushEnvironment } from './push-support';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const everything: PushEnvironment = {
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  userAgent: CHROME_ANDROID,
  platform: 'Linux armv81',
  maxTouchPoints: 5,
  standalone: false,
};

describe('pushSupport', () => {
  it('is supported with a service worker, a push manager and notifications', () => {
    expect(pushSupport(everything)).toBe('supported');
  });

  it('is unsupported when any of the three is missing (an old browser, plain http)', () => {
    expect(pushSupport({ ...everything, hasPushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...everything, hasServiceWorker: false })).toBe('unsupported');
    expect(pushSupport({ ...everything, hasNotification: false })).toBe('unsupported');
  });

  it('asks iPhone Safari in a tab to add Kindly to the Home Screen first', () => {
    const safariTab = {
      ...everything,
      userAgent: IPHONE_SAFARI,
      platform: 'iPhone',
      hasPushManager: false,
      hasNotification: false,
    };
    expect(pushSupport(safariTab)).toBe('install-first');
    // Opened from the Home Screen on iOS 16.4 or later, it has all it needs.
    expect(
      pushSupport({ ...safariTab, standalone: true, hasPushManager: true, hasNotification: true }),
    ).toBe('supported');
    // An installed app on an older iOS still has no push.
    expect(pushSupport({ ...safariTab, standalone: true })).toBe('unsupported');
  });

  it('tells an iPad asking for desktop sites from a Mac by its touch screen', () => {
    const ipad = { ...everything, userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 };
    expect(pushSupport(ipad)).toBe('install-first');
    expect(pushSupport({ ...ipad, maxTouchPoints: 0 })).toBe('supported');
  });
});
