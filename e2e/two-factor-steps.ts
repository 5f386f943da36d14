// The steps of the two-factor journeys (PRODUCT 11.7): a code from a key as an authenticator app
// computes it, and the QR step of a set-up read and answered as a member does.
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe';
import { layoutProblems } from './small-screen-layout';

const STEP_MS = 30_000;

/**
 * A code from the key shown on the page. `ahead` steps later: the server takes one step of drift,
 * and a code whose step was used already (the one that turned it on) is refused.
 */
export const codeFor = (key: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')) }).generate({
    timestamp: Date.now() + ahead * STEP_MS,
  });

/** Reads the key under the QR code, enters a code from it, and answers the recovery codes shown. */
export async function scanAndTurnOn(
  page: Page,
  where: string,
): Promise<{ key: string; codes: string[] }> {
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await qr.waitFor();
  const key = await page.getByLabel('Or type this key into the app').inputValue();
  expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  expect(await layoutProblems(page, `${where}, QR step`)).toEqual([]);
  expect(await seriousViolations(page, `${where}, QR step`)).toEqual([]);
  await page.getByLabel('Code from your app').fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).last().click();
  const list = page.getByRole('region', { name: 'Your recovery codes' });
  await list.getByRole('listitem').first().waitFor();
  const codes = await list.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  expect(await layoutProblems(page, `${where}, recovery codes`)).toEqual([]);
  expect(await seriousViolations(page, `${where}, recovery codes`)).toEqual([]);
  return { key, codes };
}
