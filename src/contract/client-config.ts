// The settings the client takes from the server's configuration at run time (README,
// Configuration): the server writes them into every page's head, the client reads them at start.
// Free of zod, so the first screen can read them.
import { SITE_NAME_DEFAULT } from './constants';

export const MERCH_STORE_URL_DEFAULT = 'https://store.kindly.example';

/** `<meta name="kindly-config" content="{…}">`: a meta tag, since the CSP refuses inline scripts. */
export const CLIENT_CONFIG_META_NAME = 'kindly-config';

export interface ClientConfig {
  siteName: string;
  /** The merchandise store of the top bar (PRODUCT 3); always http(s). */
  merchStoreUrl: string;
}

/** The tag's content read back; whatever is missing or malformed takes its default. */
export function parseClientConfig(content: string | null | undefined): ClientConfig {
  const fields = jsonObject(content ?? '');
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const siteName = text(fields.siteName);
  const merchStoreUrl = text(fields.merchStoreUrl);
  return {
    siteName: siteName || SITE_NAME_DEFAULT,
    merchStoreUrl: /^https?:\/\//i.test(merchStoreUrl) ? merchStoreUrl : MERCH_STORE_URL_DEFAULT,
  };
}

function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
