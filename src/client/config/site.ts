// Site-wide settings the client needs before any API call: the name and the merchandise store link.
import { SITE_NAME_DEFAULT } from '../../contract/constants';

function serverSiteName(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  // The server writes SITE_NAME into the page head; the Vite dev server does not.
  const meta = document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]');
  return meta?.content.trim() || undefined;
}

export const site = {
  name: serverSiteName() ?? SITE_NAME_DEFAULT,
  tagline: 'a little kindness, every day',
  merchStoreUrl: import.meta.env.VITE_MERCH_STORE_URL || 'https://store.kindly.example',
} as const;
