// `npm run screenshots`: builds the client, starts the app on a fresh database with demo content,
// and writes a PNG of every page at 390 px and 1280 px wide into screenshots/ for review.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import buildClient from '../e2e/global-setup';
import { startE2E } from '../e2e/fixtures';
import { cataloguePages, type Role } from '../e2e/route-catalogue';

const WIDTHS = [390, 1280];
const outDir = path.resolve(import.meta.dirname, '..', 'screenshots');

buildClient();
mkdirSync(outDir, { recursive: true });
const e2e = await startE2E({ demoContent: 'on' });
try {
  const member = await e2e.createMember({ email: 'sunny.member@example.com' });
  const admin = await e2e.createMember({ email: 'kind.admin@example.com', isAdmin: true });
  const users: Record<Role, typeof member | undefined> = { guest: undefined, member, admin };
  // A thank earns the member a badge, so the badge card and the Badges tab have content.
  const memberPage = await e2e.newPage({ user: member });
  await memberPage.goto('/');
  await memberPage.getByRole('button', { name: 'Get a Compliment' }).click();
  await memberPage.getByRole('button', { name: 'Thank Author' }).click().catch(() => {});
  await memberPage.waitForTimeout(800);
  await memberPage.close();

  const pages = await cataloguePages(e2e);
  for (const width of WIDTHS) {
    for (const entry of pages) {
      const page = await e2e.newPage({ user: users[entry.role], width, height: width < 600 ? 844 : 900 });
      await page.goto(entry.path, { waitUntil: 'networkidle' });
      if (entry.name.startsWith('home')) {
        await page
          .getByRole('button', { name: 'Get a Compliment' })
          .click({ timeout: 2000 })
          .catch(() => {});
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(400);
      const file = path.join(outDir, `${entry.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await page.context().close();
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  }
} finally {
  await e2e.close();
}
