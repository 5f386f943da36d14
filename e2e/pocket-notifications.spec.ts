// Journey: notifications on a member's devices (PRODUCT 11.10) in /settings, against the real
// server and a stand-in push service (test/helpers/push-service.ts) that the server is allowed to reach.
//
// What Chromium does here: with the notifications permission granted over CDP, the permission is
// 'granted' (navigator.permissions and Notification.requestPermission say so, though the headless
// shell's Notification.permission still reads 'denied'), but pushManager.subscribe rejects at once
// with "AbortError: Registration failed - permission denied": a Playwright context is an
// off-the-record profile, where Chromium offers no push at all. In a persistent profile the
// headless shell answers "push service not available", and the full browser waits for Google's
// push service (FCM), which a test machine cannot reach. So the first journey proves the real
// browser's part up to that call (granted, asked with the server's key, the failure said kindly),
// and the others give the page's push manager a subscription made by the stand-in service, as a
// browser's push service would make one: the page's own code hands it to the server, lists it,
// saves its settings, keeps it on a new sign-in, removes it, and ends it on sign-out.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushDevice } from '../src/contract/push';
import { notificationSettingsCatalog } from '../src/client/features/notifications/notification-settings-messages';
import { notificationsCatalog } from '../src/client/features/notifications/notifications-messages';
import {
  createSession,
  deleteSession,
  hashToken,
} from '../src/server/features/identity/auth/session.service';
import { recordLogin } from '../src/server/features/identity/auth/auth.service';
import { sessionCookieName } from '../src/server/features/identity/auth/session-cookie';
import type { TestUser } from '../test/factories';
import {
  pushConfigFor,
  startPushService,
  type StandInPushService,
  type StandInSubscription,
} from '../test/helpers/push-service';
import { seriousViolations } from './axe';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';
import { layoutProblems } from './small-screen-layout';

let e2e: E2E;
let service: StandInPushService;
beforeAll(async () => {
  service = await startPushService();
  e2e = await startE2E({ demoContent: 'off', ...pushConfigFor(service) });
});
afterAll(async () => {
  await e2e.close();
  await service.close();
});

const TEXT = { ...notificationsCatalog.en, ...notificationSettingsCatalog.en };
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

/**
 * A new sign-in of the member, as the cookie its browser would hold, and its session's id;
 * `recorded`: noted as the member's last log-in, as a log-in through the form is.
 */
async function signIn(
  member: TestUser,
  recorded = false,
): Promise<{ cookie: string; value: string; id: string }> {
  if (recorded) await recordLogin(e2e.ctx, member.id);
  const { token } = await createSession(e2e.ctx, member.id, e2e.ctx.db, undefined, true);
  const value = e2e.app.signCookie(token);
  return { cookie: `${sessionCookieName(false)}=${value}`, value, id: hashToken(token) };
}

/** The member's devices as the server lists them to another sign-in of theirs. */
async function serverDevices(member: TestUser): Promise<PushDevice[]> {
  const { cookie, id } = await signIn(member);
  const res = await e2e.app.inject({
    method: 'GET',
    url: '/api/push/devices',
    headers: { cookie },
  });
  await deleteSession(e2e.ctx, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ devices: PushDevice[] }>().devices;
}

/**
 * The notifications permission for the page's origin, granted as a member's click on Allow. The
 * browser's CDP session stays open: Chromium takes its grants back when the session detaches.
 */
async function grantNotifications(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.detach();
  const browser = await e2e.browser.newBrowserCDPSession();
  await browser.send('Browser.grantPermissions', {
    origin: e2e.baseURL,
    permissions: ['notifications'],
    browserContextId: targetInfo.browserContextId,
  });
}

/**
 * The page's push manager answers with `made`, a subscription of the stand-in push service, as the
 * browser's own would with one of its push service; it is kept across reloads as the browser keeps
 * its subscription. Each call is recorded in the page's localStorage under `e2e-push-calls`.
 */
async function standInPushManager(page: Page, made: StandInSubscription): Promise<void> {
  await page.context().addInitScript((subscription) => {
    const HELD = 'e2e-push-subscription';
    const record = (call: string) => {
      const calls = JSON.parse(localStorage.getItem('e2e-push-calls') ?? '[]') as string[];
      localStorage.setItem('e2e-push-calls', JSON.stringify([...calls, call]));
    };
    const held = () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: subscription.keys,
      }),
      unsubscribe: () => {
        localStorage.removeItem(HELD);
        record('unsubscribe');
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function (options) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      const base64url = btoa(String.fromCharCode(...key))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '');
      record(`subscribe ${String(options?.userVisibleOnly)} ${base64url}`);
      localStorage.setItem(HELD, '1');
      return Promise.resolve(held() as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(
        localStorage.getItem(HELD) ? (held() as unknown as PushSubscription) : null,
      );
    };
    // The headless shell's Notification.permission reads 'denied' even where the permission is
    // granted (the journey grants it first): it reads as a browser's does.
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
  }, made);
}

const pushCalls = async (page: Page) =>
  JSON.parse(
    (await page.evaluate(() => localStorage.getItem('e2e-push-calls'))) ?? '[]',
  ) as string[];

const section = (page: Page, text: { description: string } = TEXT) =>
  page.locator('[data-slot="card"]').filter({ hasText: text.description });

describe('notifications on this device', () => {
  it("Chromium, with the permission granted, is asked to subscribe with the server's key, and its refusal is said kindly", async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({ user: member, serviceWorkers: 'allow' });
    await grantNotifications(page);
    // The real push manager, watched: what it is asked, and how it answers.
    await page.addInitScript(() => {
      const subscribe = PushManager.prototype.subscribe;
      PushManager.prototype.subscribe = async function (options) {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        const asked = { userVisibleOnly: options?.userVisibleOnly, key: key.length, answer: '' };
        (window as unknown as { asked: (typeof asked)[] }).asked ??= [];
        (window as unknown as { asked: (typeof asked)[] }).asked.push(asked);
        try {
          return await subscribe.call(this, options);
        } catch (error) {
          asked.answer = `${(error as Error).name}: ${(error as Error).message}`;
          throw error;
        }
      };
    });
    await page.goto('/settings');
    await section(page).getByText(TEXT.none).waitFor();
    expect(
      await page.evaluate(
        async () => (await navigator.permissions.query({ name: 'notifications' })).state,
      ),
    ).toBe('granted');

    await page.getByRole('button', { name: TEXT.turnOn }).click();
    await page.getByText(TEXT.subscribeFailed, { exact: true }).waitFor();
    await page.getByText(TEXT.turnOnFailed, { exact: true }).waitFor();
    const asked = await page.evaluate(() => (window as unknown as { asked: unknown[] }).asked);
    expect(asked).toEqual([
      {
        userVisibleOnly: true,
        key: 65,
        answer: 'AbortError: Registration failed - permission denied',
      },
    ]);
    // Nothing reached the server, and the button is there to try again.
    expect(await serverDevices(member)).toEqual([]);
    await page.getByRole('button', { name: TEXT.turnOn }).waitFor();
    // Chromium's own line for that refusal.
    expect(
      unexpectedConsoleErrors(e2e.takeConsoleErrors(), [
        /does not support the Push API in incognito/,
      ]),
    ).toEqual([]);
  });

  it('a member turns notifications on, chooses what arrives and when, keeps the device on a new sign-in, removes it and signs out', async () => {
    const member = await e2e.createMember();
    // Another device of the member's, subscribed from their phone.
    const phone = await signIn(member);
    const phoneSubscription = service.subscribe();
    const added = await e2e.app.inject({
      method: 'POST',
      url: '/api/push/devices',
      headers: { cookie: phone.cookie, 'user-agent': FIREFOX_ANDROID },
      payload: { ...phoneSubscription, timeZone: 'America/New_York' },
    });
    expect(added.statusCode, added.body).toBe(201);

    const page = await e2e.newPage({ user: member, serviceWorkers: 'allow' });
    await grantNotifications(page);
    const browserSubscription = service.subscribe();
    await standInPushManager(page, browserSubscription);
    await page.goto('/settings');
    const card = section(page);
    await card.getByText('Firefox on Android').waitFor();
    await card.getByRole('button', { name: TEXT.turnOn }).click();
    await page.getByText(TEXT.turnedOn, { exact: true }).waitFor();

    // Asked with the server's key; this browser's device comes first, marked as this device.
    const { publicKey } = e2e.app.ctx.config.push.vapid;
    expect(await pushCalls(page)).toEqual([`subscribe true ${publicKey}`]);
    const rows = card.getByTestId('push-device');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('Chrome on Linux');
    expect(await rows.first().textContent()).toContain(TEXT.thisDevice);
    expect(await rows.nth(1).textContent()).not.toContain(TEXT.thisDevice);
    expect(await card.getByRole('button', { name: TEXT.turnOn }).count()).toBe(0);
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const own = (await serverDevices(member)).find(
      (device) => device.endpoint === browserSubscription.endpoint,
    );
    expect(own).toMatchObject({ label: 'Chrome on Linux', timeZone, daily: false, thanks: true });

    // The daily compliment at 7 in the morning, no badges, quiet from 23:00 to 6:00.
    const mine = rows.first();
    await mine.getByRole('switch', { name: TEXT.daily }).click();
    await page.getByText(TEXT.saved, { exact: true }).first().waitFor();
    await mine.getByLabel(TEXT.dailyHour).selectOption('7');
    await mine.getByRole('switch', { name: TEXT.badges }).click();
    await mine.getByRole('switch', { name: TEXT.quietHours }).click();
    await mine.getByLabel(TEXT.quietFrom).waitFor();
    await expect.poll(async () => (await serverDevices(member))[0]?.quietStart).toBe(22);
    await mine.getByLabel(TEXT.quietFrom).selectOption('23');
    // The same hour at both ends is no span: said, and not sent.
    await mine.getByLabel(TEXT.quietTo).selectOption('23');
    await mine.getByText(TEXT.quietSame).waitFor();
    await mine.getByLabel(TEXT.quietTo).selectOption('6');
    await expect
      .poll(async () => (await serverDevices(member)).find((device) => device.id === own?.id))
      .toMatchObject({ daily: true, dailyHour: 7, badges: false, quietStart: 23, quietEnd: 6 });

    // A reload shows what was saved, in the reader's clock.
    await page.reload();
    await rows.first().getByLabel(TEXT.dailyHour).waitFor();
    expect(await rows.first().getByLabel(TEXT.dailyHour).inputValue()).toBe('7');
    expect(
      await rows.first().getByLabel(TEXT.dailyHour).locator('option:checked').textContent(),
    ).toMatch(/^7:00\sAM$/);
    expect(
      await rows.first().getByRole('switch', { name: TEXT.badges }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(await rows.first().getByLabel(TEXT.quietTo).inputValue()).toBe('6');

    // The sign-in ends (it expired, say), and the device with it; the member signs in again here:
    // the next page they open hands the browser's subscription over once more, tied to the new
    // sign-in (as a new device: what was chosen for the old one ended with it).
    const session = await page.context().cookies();
    await deleteSession(
      e2e.ctx,
      hashToken(
        e2e.app.unsignCookie(session.find((c) => c.name === sessionCookieName(false))!.value)
          .value!,
      ),
    );
    expect((await serverDevices(member)).map((device) => device.label)).toEqual([
      'Firefox on Android',
    ]);
    const next = await signIn(member, true);
    await page
      .context()
      .addCookies([
        { name: sessionCookieName(false), value: next.value, url: e2e.baseURL, httpOnly: true },
      ]);
    const tab = await page.context().newPage();
    const handedOver = tab.waitForResponse(
      (response) =>
        response.url().endsWith('/api/push/devices') && response.request().method() === 'POST',
    );
    await tab.goto('/');
    expect((await handedOver).status()).toBe(201);
    expect((await serverDevices(member)).map((device) => device.endpoint)).toEqual([
      browserSubscription.endpoint,
      phoneSubscription.endpoint,
    ]);
    await tab.close();

    // Remove: gone from the server, and the browser's subscription ends.
    await page.reload();
    await rows.first().getByText(TEXT.thisDevice).waitFor();
    await rows.first().getByRole('button', { name: 'Remove Chrome on Linux' }).click();
    await page.getByText(TEXT.removed, { exact: true }).waitFor();
    await card.getByRole('button', { name: TEXT.turnOn }).waitFor();
    expect(await pushCalls(page)).toContain('unsubscribe');
    expect((await serverDevices(member)).map((device) => device.label)).toEqual([
      'Firefox on Android',
    ]);

    // On again, then Logout: this device is removed and its subscription ended before the
    // sign-out's request; the phone keeps its notifications.
    await card.getByRole('button', { name: TEXT.turnOn }).click();
    await rows.first().getByText(TEXT.thisDevice).waitFor();
    const removed = page.waitForRequest(
      (request) => request.method() === 'DELETE' && request.url().includes('/api/push/devices/'),
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Your profile/ })
      .click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await removed;
    await page.waitForURL('**/login');
    expect((await pushCalls(page)).filter((call) => call === 'unsubscribe')).toHaveLength(2);
    expect((await serverDevices(member)).map((device) => device.label)).toEqual([
      'Firefox on Android',
    ]);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 401/])).toEqual([]);
  });

  it('the section fits a phone and reads well, in English and in Arabic (390 px)', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({
      user: member,
      width: 390,
      height: 844,
      serviceWorkers: 'allow',
    });
    await grantNotifications(page);
    await standInPushManager(page, service.subscribe());
    await page.goto('/settings');
    const card = section(page);
    await card.getByRole('button', { name: TEXT.turnOn }).click();
    await page.getByText(TEXT.turnedOn, { exact: true }).waitFor();
    const mine = card.getByTestId('push-device').first();
    await mine.getByRole('switch', { name: TEXT.daily }).click();
    await mine.getByRole('switch', { name: TEXT.quietHours }).click();
    await mine.getByLabel(TEXT.quietFrom).waitFor();
    await expect.poll(async () => (await serverDevices(member))[0]?.quietStart).toBe(22);
    await check(page, card, 'en');
    expect(await seriousViolations(page, 'notifications 390px')).toEqual([]);

    // The same device in Arabic, right to left.
    const arabic = {
      ...(await notificationsCatalog.load.ar()).default,
      ...(await notificationSettingsCatalog.load.ar()).default,
    };
    await page.goto('/settings?lang=ar');
    const arabicCard = section(page, arabic);
    await arabicCard.getByTestId('push-device').getByText(arabic.thisDevice).waitFor();
    await arabicCard.getByLabel(arabic.quietFrom).waitFor();
    await check(page, arabicCard, 'ar');

    // Someone else signs in on this browser without the member signing out: the subscription the
    // member turned on is ended, not handed over to them.
    const someoneElse = await e2e.createMember();
    const theirs = await signIn(someoneElse);
    await page
      .context()
      .addCookies([
        { name: sessionCookieName(false), value: theirs.value, url: e2e.baseURL, httpOnly: true },
      ]);
    const tab = await page.context().newPage();
    await tab.goto('/');
    await expect.poll(() => pushCalls(tab)).toContain('unsubscribe');
    expect(await serverDevices(someoneElse)).toEqual([]);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

/** The card on screen: nothing overflows or overlaps; a screenshot on request (SCREENSHOT_DIR). */
async function check(page: Page, card: ReturnType<typeof section>, language: string) {
  await card.scrollIntoViewIfNeeded();
  const shots = process.env.SCREENSHOT_DIR;
  if (shots) await card.screenshot({ path: `${shots}/notifications-${language}-390.png` });
  expect(await layoutProblems(page, `notifications ${language} 390px`)).toEqual([]);
}
