// What the username and phone journeys share: their screen sizes, a fresh name per journey,
// screenshots on request (SCREENSHOT_DIR) and the nav's link to the profile.
import type { Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 360, height: 740 };

/** Names unique within a file's database, whose journeys share it. */
export function nameSequence(): (stem: string) => string {
  let next = 0;
  return (stem) => `${stem} ${++next}`;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

export const navProfileLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Your profile/ });
