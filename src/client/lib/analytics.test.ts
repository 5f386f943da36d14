import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT, track, type AnalyticsDetail } from './analytics';

/** A stand-in for the browser window: an event target that may carry a dataLayer. */
type FakeWindow = EventTarget & { dataLayer?: unknown[] };

let fakeWindow: FakeWindow;
let seen: AnalyticsDetail[];

beforeEach(() => {
  fakeWindow = new EventTarget();
  seen = [];
  fakeWindow.addEventListener(ANALYTICS_EVENT, (event) => {
    seen.push((event as CustomEvent<AnalyticsDetail>).detail);
  });
  vi.stubGlobal('window', fakeWindow);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('track (DECISIONS 11 analytics event layer)', () => {
  it('dispatches a kindly:analytics event on window with the name and props', () => {
    track('compliment_share', { target: 'twitter' });
    track('compliment_get');
    expect(seen).toEqual([
      { name: 'compliment_share', props: { target: 'twitter' } },
      { name: 'compliment_get', props: {} },
    ]);
  });

  it('hands listeners a copy, so a listener cannot change what the caller passed', () => {
    const props = { target: 'reddit' };
    fakeWindow.addEventListener(ANALYTICS_EVENT, (event) => {
      (event as CustomEvent<AnalyticsDetail>).detail.props.target = 'changed';
    });
    track('badge_share', props);
    expect(props).toEqual({ target: 'reddit' });
  });

  it('pushes to window.dataLayer when the page defines one', () => {
    fakeWindow.dataLayer = [{ event: 'earlier' }];
    track('ad_click', { adId: 'a1b2' });
    track('admin_image_status', { isActive: false });
    expect(fakeWindow.dataLayer).toEqual([
      { event: 'earlier' },
      { event: 'ad_click', adId: 'a1b2' },
      { event: 'admin_image_status', isActive: false },
    ]);
  });

  it('does not create a dataLayer when the page has none', () => {
    track('gift_discover');
    expect(fakeWindow.dataLayer).toBeUndefined();
    expect(seen).toHaveLength(1);
  });

  it('makes no network calls', () => {
    const fetchSpy = vi.fn();
    const beacon = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('XMLHttpRequest', vi.fn());
    fakeWindow.dataLayer = [];
    track('compliment_submit');
    track('gift_boost', { promotionId: 'p1' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(XMLHttpRequest).not.toHaveBeenCalled();
  });

  it('never throws, even when the dataLayer does', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    fakeWindow.dataLayer = [];
    fakeWindow.dataLayer.push = () => {
      throw new Error('tag manager failed');
    };
    expect(() => track('admin_image_delete')).not.toThrow();
    expect(seen).toEqual([{ name: 'admin_image_delete', props: {} }]);
    expect(debug).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside a browser', () => {
    vi.stubGlobal('window', undefined);
    expect(() => track('compliment_thank')).not.toThrow();
    expect(seen).toEqual([]);
  });
});
