// Debian's Chromium driven by playwright-core; no browser is downloaded.
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Chromium through a launcher that merges the --disable-features switches (see the script). */
const LAUNCHER = path.join(import.meta.dirname, 'chromium.sh');

// A headless window still builds the address bar's suggestion popup, a page of Chromium's own
// rendered in a process of its own for every browser context: a quarter of the journeys' Chromium
// time, for a popup no journey opens.
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: LAUNCHER,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--disable-features=${UNUSED_FEATURES.join(',')}`,
    ],
  });
}
