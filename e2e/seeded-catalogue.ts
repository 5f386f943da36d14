// A server seeded so every page of the catalogue has content, shared by the sweeps that walk it.
import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sendMessage } from '../src/server/features/admin-users/admin-users.service';
import { pickRandomCompliment } from '../src/server/features/compliments/compliments.service';
import { submitCompliment } from '../src/server/features/compliments/submission.service';
import { thankCompliment } from '../src/server/features/compliments/thank.service';
import { createSession, hashToken } from '../src/server/features/identity/auth/session.service';
import { subscribeDevice, updateDevice } from '../src/server/features/push/push.service';
import type { TestUser } from '../test/factories';
import { markBadgesCelebrated } from './celebrations';
import { startE2E, type E2E } from './fixtures';
import { cataloguePages, type CataloguedPage, type Role } from './route-catalogue';

export interface SeededCatalogue {
  e2e: E2E;
  member: TestUser;
  admin: TestUser;
  catalogue: CataloguedPage[];
}

/**
 * The file's server, started in beforeAll with a member who has something in every profile tab
 * and an admin, and closed in afterAll; read it in tests and later hooks.
 */
export function useSeededCatalogue(): SeededCatalogue {
  const setup = {} as SeededCatalogue;
  beforeAll(async () => {
    const e2e = await startE2E();
    const member = await e2e.createMember();
    const admin = await e2e.createMember({ isAdmin: true });
    // The member has something in every profile tab: a submission, a received and thanked
    // compliment (which earns a badge), and a message from the team.
    await submitCompliment(e2e.ctx, member.id, 'Your patience makes hard days feel lighter.');
    const received = await pickRandomCompliment(e2e.ctx, e2e.app.randomPicker, member.id);
    if (!received) throw new Error('the demo content has no compliment to give');
    await thankCompliment(e2e.ctx, received.id, member.id);
    // Their celebrations were seen: the sweep walks the pages beneath them.
    await markBadgesCelebrated(e2e.ctx, member.id);
    await sendMessage(e2e.ctx, {
      senderId: admin.id,
      userId: member.id,
      message: 'Thank you for making the community kinder.',
    });
    await addPushDevice(e2e, member);
    Object.assign(setup, { e2e, member, admin, catalogue: await cataloguePages(e2e) });
  });
  // Each test answers for its own console only.
  beforeEach(() => {
    setup.e2e.takeConsoleErrors();
  });
  afterAll(() => setup.e2e?.close());
  return setup;
}

/**
 * A phone that receives the member's notifications, subscribed from another sign-in, with quiet
 * hours: the settings' Notifications section shows a device with its switches and hour selects.
 * Nothing is ever sent to it (no thanks or badge comes after it, and the daily one is off).
 */
async function addPushDevice(e2e: E2E, member: TestUser): Promise<void> {
  const { token } = await createSession(e2e.ctx, member.id);
  const key = createECDH('prime256v1');
  key.generateKeys();
  const { device } = await subscribeDevice(
    e2e.ctx,
    { userId: member.id, sessionId: hashToken(token), label: 'Chrome on Android' },
    {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
      keys: {
        p256dh: key.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
      timeZone: 'Europe/Paris',
    },
  );
  await updateDevice(e2e.ctx, member.id, device.id, { quietStart: 22, quietEnd: 7 }, null);
}

/**
 * A page in a fresh context for the role, at the size and colour scheme given; animations are cut
 * short so boxes and colours are measured at rest.
 */
export async function openAs(
  seeded: SeededCatalogue,
  role: Role,
  options: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    locale?: string;
  } = {},
): Promise<Page> {
  const user = role === 'admin' ? seeded.admin : role === 'member' ? seeded.member : undefined;
  return seeded.e2e.newPage({ user, ...options });
}

/** Waits until the page has its data: no request in flight and no loading placeholder left. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[data-slot="skeleton"], [aria-busy="true"]'),
  );
}
