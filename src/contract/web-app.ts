// What the installed app and the pages agree on (PRODUCT 30): the manifest's shortcut addresses,
// which the home page honours, and where the service worker is served.

/** The query a "Share a Compliment" shortcut opens the home page with: its form, in view. */
export const SUBMIT_SHORTCUT_QUERY = 'submit';

/** The service worker's script, at the root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The web app manifest the pages link to, written at run time from SITE_NAME and the language. */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
