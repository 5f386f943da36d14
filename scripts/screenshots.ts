// `npm run screenshots`: builds the client, starts the app on a fresh database with demo content,
// and writes a PNG of every page at 390 px and 1280 px wide, in the light and the dark scheme,
// into screenshots/ for review. With `-- --readme` it writes only docs/screenshot-home.png, the
// README's picture.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import buildClient from '../e2e/global-setup';
import { startE2E } from '../e2e/fixtures';
import { cataloguePages, type Role } from '../e2e/route-catalogue';
import { sendMessage } from '../src/server/features/admin-users/admin-users.service';
import { submitCompliment } from '../src/server/features/compliments/submission.service';

const WIDTHS = [390, 1280];
// The light shots keep their plain names; dark ones get a suffix: home-390.png, home-390-dark.png.
const SCHEMES = [
  { colorScheme: 'light', suffix: '' },
  { colorScheme: 'dark', suffix: '-dark' },
] as const;
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'screenshots');
const readmeShot = path.join(root, 'docs', 'screenshot-home.png');
const readmeOnly = process.argv.includes('--readme');
const README_SHOT_MAX_BYTES = 400 * 1024;

/** Shows a compliment on home, with the hero's button (a badge card's own one scrolls away). */
async function getCompliment(page: Page) {
  await page
    .getByRole('button', { name: 'Get a Compliment' })
    .last()
    .click({ timeout: 2000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
  // A full-page shot draws the sticky nav where the page is scrolled to: start at the top.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

buildClient();
mkdirSync(outDir, { recursive: true });
const e2e = await startE2E({ demoContent: 'on' });
try {
  const member = await e2e.createMember({ email: 'sunny.member@example.com' });
  const admin = await e2e.createMember({ email: 'kind.admin@example.com', isAdmin: true });
  const users: Record<Role, typeof member | undefined> = { guest: undefined, member, admin };
  // The profile's tabs show real lists: one compliment of the member's own and a team message.
  await submitCompliment(e2e.ctx, member.id, 'Your patience turns ordinary days into good ones.');
  await sendMessage(e2e.ctx, {
    senderId: admin.id,
    userId: member.id,
    message: 'Welcome to Kindly! Thank you for every kind word you share.',
  });
  // A thank earns the member a badge, so the badge card and the Badges tab have content.
  const memberPage = await e2e.newPage({ user: member });
  await memberPage.goto('/');
  await memberPage.getByRole('button', { name: 'Get a Compliment' }).click();
  await memberPage
    .getByRole('button', { name: 'Thank Author' })
    .click()
    .catch(() => {});
  await memberPage.waitForTimeout(800);
  await memberPage.close();

  const pages = readmeOnly ? [] : await cataloguePages(e2e);
  for (const { colorScheme, suffix } of readmeOnly ? [] : SCHEMES) {
    for (const width of WIDTHS) {
      for (const entry of pages) {
        const page = await e2e.newPage({
          user: users[entry.role],
          width,
          height: width < 600 ? 844 : 900,
          colorScheme,
        });
        await page.goto(entry.path, { waitUntil: 'networkidle' });
        if (entry.name.startsWith('home')) await getCompliment(page);
        await page.waitForTimeout(400);
        const file = path.join(outDir, `${entry.name}-${width}${suffix}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await page.context().close();
        console.log(`wrote ${path.relative(process.cwd(), file)}`);
      }
    }
  }
  if (readmeOnly) {
    // Home's first screen down to the compliment's actions. Lossless when that stays under the
    // README's budget; some illustrations compress worse, and then a 256-colour palette is used.
    const page = await e2e.newPage({ width: 1280, height: 1120 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await getCompliment(page);
    await page.waitForTimeout(400);
    const shot = await page.screenshot();
    const lossless = await sharp(shot)
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer();
    const png =
      lossless.length <= README_SHOT_MAX_BYTES
        ? lossless
        : await sharp(shot).png({ palette: true, quality: 100, dither: 0 }).toBuffer();
    writeFileSync(readmeShot, png);
    await page.context().close();
    console.log(`wrote ${path.relative(process.cwd(), readmeShot)}`);
  }
} finally {
  await e2e.close();
}
