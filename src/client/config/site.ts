// Site-wide settings the client needs before any API call: the name and the merchandise store
// link, from the server's configuration, which it writes into the page head. The Vite dev server
// writes no such head, so there the defaults apply.
import { CLIENT_CONFIG_META_NAME, parseClientConfig } from '../../contract/client-config';
import { layoutCatalog } from '../components/layout/layout-messages';
import { messagesOf } from '../lib/i18n';

function serverConfig() {
  const meta =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>(`meta[name="${CLIENT_CONFIG_META_NAME}"]`);
  return parseClientConfig(meta?.content);
}

const config = serverConfig();

export const site = {
  name: config.siteName,
  /** In the page's language: read when used, as the frame's texts arrive after this module runs. */
  get tagline(): string {
    return messagesOf(layoutCatalog).tagline;
  },
  merchStoreUrl: config.merchStoreUrl,
} as const;
