// Gives every page its own browser tab title ("Log in · Kindly"), which screen readers announce too.
import { useEffect } from 'react';
import { site } from '../config/site';

/** Sets the tab title to "{title} · {site}"; without a title, the site name and its tagline. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${site.name}` : `${site.name}: ${site.tagline}`;
  }, [title]);
}
