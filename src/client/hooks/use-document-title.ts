// Gives every page its own browser tab title ("Log in · Kindly"), which screen readers announce too.
import { useEffect } from 'react';
import { layoutCatalog } from '../components/layout/layout-messages';
import { site } from '../config/site';
import { messagesOf, t } from '../lib/i18n';

/** Sets the tab title to "{title} · {site}"; without a title, the site name and its tagline. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    const text = messagesOf(layoutCatalog);
    document.title = title
      ? t(text.documentTitle, { title, site: site.name })
      : t(text.homeTitle, { site: site.name, tagline: site.tagline });
  }, [title]);
}
