// Site-wide settings the client needs before any API call: the name and the merchandise store
// link, from the server's configuration, which it writes into the page head. The Vite dev server
// writes no such head, so there the defaults apply.
import { CLIENT_CONFIG_META_NAME, parseClientConfig } from '../../contract/client-config';

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
  tagline: 'a little kindness, every day',
  merchStoreUrl: config.merchStoreUrl,
} as const;
