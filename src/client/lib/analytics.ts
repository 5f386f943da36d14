// The client-side analytics event layer (DECISIONS 11), kept private: events stay inside the page (a DOM
// event, and the page's dataLayer when it defines one) and nothing here ever sends them anywhere.

/** The DOM event every tracked action is dispatched as, on `window`. */
export const ANALYTICS_EVENT = 'kindly:analytics';

/** The actions the app reports. Props never carry text people wrote, names or emails. */
export type AnalyticsEventName =
  | 'compliment_get'
  | 'compliment_thank'
  | 'compliment_submit'
  | 'compliment_share'
  | 'badge_share'
  | 'gift_discover'
  | 'gift_code_copy'
  | 'gift_boost'
  | 'ad_click'
  | 'admin_image_add'
  | 'admin_image_upload'
  | 'admin_image_status'
  | 'admin_image_delete';

export type AnalyticsProps = Record<string, string | number | boolean | null>;

export interface AnalyticsDetail {
  name: AnalyticsEventName;
  props: AnalyticsProps;
}

declare global {
  interface Window {
    /** Defined by a page that wants the events in a tag-manager style queue. */
    dataLayer?: unknown[];
  }
}

/** Reports one action. It never throws: a broken listener must not break the action itself. */
export function track(name: AnalyticsEventName, props: AnalyticsProps = {}): void {
  if (typeof window === 'undefined') return;
  const detail: AnalyticsDetail = { name, props: { ...props } };
  try {
    window.dispatchEvent(new CustomEvent<AnalyticsDetail>(ANALYTICS_EVENT, { detail }));
    if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event: name, ...props });
  } catch (error) {
    console.debug('[analytics] an event could not be recorded', error);
  }
}
