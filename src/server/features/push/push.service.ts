// A member's push devices (PRODUCT 11.9, DECISIONS 76): the `push_subscriptions` table. Every
// read and write of one device names its member too, so one member's device is never listed,
// changed or removed through another's account. A device belongs to the sign-in that subscribed
// it: the foreign key to `sessions` ends it with that session.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import {
  DEFAULT_DAILY_HOUR,
  MAX_PUSH_DEVICES,
  PUSH_MESSAGES,
  type PushDevice,
  type SubscribeBody,
  type UpdateDeviceBody,
} from '../../../contract/push';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions, users } from '../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../http-error';
import { bareKey, checkEndpoint, checkKeys } from './push-endpoint';

type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

const iso = (time: Date | null) => (time ? time.toISOString() : null);

function toDevice(row: PushSubscriptionRow, currentSessionId: string | null): PushDevice {
  return {
    id: row.publicId,
    label: row.label,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: iso(row.lastSentAt),
    timeZone: row.timeZone,
    daily: row.daily,
    dailyHour: row.dailyHour,
    thanks: row.thanks,
    badges: row.badges,
    quietStart: row.quietStart,
    quietEnd: row.quietEnd,
    current: currentSessionId !== null && row.sessionId === currentSessionId,
  };
}

const fieldRefusal = (field: string, message: string) =>
  new HttpError(400, message, {}, { [field]: [message] });

/** The member's devices, newest first. */
export async function listDevices(
  ctx: AppContext,
  userId: number,
  currentSessionId: string | null,
): Promise<PushDevice[]> {
  const rows = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map((row) => toDevice(row, currentSessionId));
}

/** 400 with the field at fault when the push requests could not, or must not, go to `body`. */
function checkSubscription(ctx: AppContext, body: SubscribeBody): void {
  const endpoint = checkEndpoint(ctx.config.push, body.endpoint);
  if (endpoint === 'invalid') throw fieldRefusal('endpoint', PUSH_MESSAGES.endpointInvalid);
  if (endpoint === 'not-allowed') {
    ctx.log.warn({ endpointHost: hostOf(body.endpoint) }, 'push endpoint host not allowed');
    throw fieldRefusal('endpoint', PUSH_MESSAGES.endpointNotAllowed);
  }
  const wrongKey = checkKeys(body.keys);
  if (wrongKey) throw fieldRefusal(`keys.${wrongKey}`, PUSH_MESSAGES.keysInvalid);
}

/** The endpoint's host for logs: the path is the device's secret capability. */
export function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

export interface Subscriber {
  userId: number;
  sessionId: string;
  /** "Chrome on Android", in the member's language. */
  label: string;
}

/**
 * Keeps the browser's subscription for the member and this sign-in. The same endpoint again (the
 * browser subscribed before, maybe signed in as someone else) moves the row here with the new keys
 * and zone: `created` is false, and its settings are kept only if it was already the member's.
 * 409 when the member has MAX_PUSH_DEVICES other devices.
 */
export async function subscribeDevice(
  ctx: AppContext,
  subscriber: Subscriber,
  body: SubscribeBody,
): Promise<{ device: PushDevice; created: boolean }> {
  checkSubscription(ctx, body);
  try {
    return await saveSubscription(ctx, subscriber, body);
  } catch (error) {
    // Another request inserted the same endpoint in between: this one now moves that row.
    if (!isUniqueViolation(error)) throw error;
    return saveSubscription(ctx, subscriber, body);
  }
}

async function saveSubscription(
  ctx: AppContext,
  { userId, sessionId, label }: Subscriber,
  body: SubscribeBody,
): Promise<{ device: PushDevice; created: boolean }> {
  const keys = { p256dh: bareKey(body.keys.p256dh), auth: bareKey(body.keys.auth) };
  return ctx.db.transaction(async (tx) => {
    // The member's row is the lock: two subscriptions at once cannot both take the tenth place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint))
      .for('update');
    if (
      existing?.userId !== userId &&
      (await countOthers(tx, userId, body.endpoint)) >= MAX_PUSH_DEVICES
    ) {
      throw new HttpError(409, PUSH_MESSAGES.tooManyDevices);
    }
    const common = { userId, sessionId, label, timeZone: body.timeZone, ...keys };
    if (!existing) {
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({
          ...common,
          publicId: newPublicId(),
          endpoint: body.endpoint,
          createdAt: ctx.now(),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { device: toDevice(row, sessionId), created: true };
    }
    // Another member's device starts afresh under a new id: nothing of theirs carries over.
    const moved =
      existing.userId === userId
        ? common
        : { ...common, ...FRESH_SETTINGS, publicId: newPublicId(), createdAt: ctx.now() };
    const [row] = await tx
      .update(pushSubscriptions)
      .set(moved)
      .where(eq(pushSubscriptions.id, existing.id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return { device: toDevice(row, sessionId), created: false };
  });
}

/** A new device's settings, as the table's defaults give them. */
const FRESH_SETTINGS = {
  daily: false,
  dailyHour: DEFAULT_DAILY_HOUR,
  thanks: true,
  badges: true,
  quietStart: null,
  quietEnd: null,
  dailySentOn: null,
  lastSentAt: null,
} as const;

const newPublicId = () => randomBytes(16).toString('base64url');

async function countOthers(tx: DbOrTx, userId: number, endpoint: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
  return row?.n ?? 0;
}

async function ownRow(ctx: AppContext, userId: number, publicId: string) {
  const [row] = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.publicId, publicId)));
  if (!row) throw new HttpError(404, PUSH_MESSAGES.notFound);
  return row;
}

/** Quiet hours after the change: both or neither, and never from an hour to itself. */
function quietHours(
  row: Pick<PushSubscriptionRow, 'quietStart' | 'quietEnd'>,
  patch: UpdateDeviceBody,
): { quietStart: number | null; quietEnd: number | null } {
  const quietStart = patch.quietStart === undefined ? row.quietStart : patch.quietStart;
  const quietEnd = patch.quietEnd === undefined ? row.quietEnd : patch.quietEnd;
  if ((quietStart === null) !== (quietEnd === null)) {
    const missing = quietStart === null ? 'quietStart' : 'quietEnd';
    throw fieldRefusal(missing, PUSH_MESSAGES.quietHoursIncomplete);
  }
  if (quietStart !== null && quietStart === quietEnd) {
    throw fieldRefusal('quietEnd', PUSH_MESSAGES.quietHoursSame);
  }
  return { quietStart, quietEnd };
}

/** Changes the settings of one of the member's devices; 404 for any other. */
export async function updateDevice(
  ctx: AppContext,
  userId: number,
  publicId: string,
  patch: UpdateDeviceBody,
  currentSessionId: string | null,
): Promise<PushDevice> {
  const row = await ownRow(ctx, userId, publicId);
  const { quietStart: _start, quietEnd: _end, ...settings } = patch;
  const [updated] = await ctx.db
    .update(pushSubscriptions)
    .set({ ...settings, ...quietHours(row, patch) })
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.publicId, publicId)))
    .returning();
  if (!updated) throw new HttpError(404, PUSH_MESSAGES.notFound);
  return toDevice(updated, currentSessionId);
}

/** Removes one of the member's devices; 404 for any other. */
export async function deleteDevice(
  ctx: AppContext,
  userId: number,
  publicId: string,
): Promise<void> {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.publicId, publicId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new HttpError(404, PUSH_MESSAGES.notFound);
}

/**
 * The member's devices for "Download my data": what they chose and the push service's host, never
 * the endpoint's path or the keys, which are the device's secrets.
 */
export async function pushDevicesForExport(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map((row) => ({
    label: row.label,
    pushService: hostOf(row.endpoint),
    timeZone: row.timeZone,
    dailyCompliment: row.daily,
    dailyHour: row.dailyHour,
    thanks: row.thanks,
    badges: row.badges,
    quietStart: row.quietStart,
    quietEnd: row.quietEnd,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: iso(row.lastSentAt),
  }));
}

/** Forgets a subscription the push service no longer knows (404/410), by its row id. */
export async function forgetSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Notes a push the service accepted. */
export async function markSent(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
}
