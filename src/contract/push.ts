// Web Push devices (PRODUCT 11.9, DECISIONS 76): the bodies and answers of /api/push/devices, for
// the settings section and the API. Which push services are allowed is the server's to say
// (configuration), so the schema checks only the shape of an endpoint.
import { z } from 'zod';
import { NOT_FOUND_ISSUE } from './ids';
import { PUSH_MESSAGES } from './push-messages';

export { PUSH_MESSAGES };

/** The most devices one member receives notifications on (PRODUCT 11.9). */
export const MAX_PUSH_DEVICES = 10;
/** Longer than any push service's endpoint (FCM's are about 200 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** The daily compliment's hour when the member has not chosen one. */
export const DEFAULT_DAILY_HOUR = 9;

/** A device's public id: random, url-safe. */
export const PUSH_DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,32}$/;

/** Whether the runtime's time zone database knows `zone` (an IANA name such as Europe/Paris). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z
  .string({ error: PUSH_MESSAGES.timeZoneInvalid })
  .refine(isTimeZone, PUSH_MESSAGES.timeZoneInvalid);

const hour = z
  .number({ error: PUSH_MESSAGES.hourInvalid })
  .int(PUSH_MESSAGES.hourInvalid)
  .min(0, PUSH_MESSAGES.hourInvalid)
  .max(23, PUSH_MESSAGES.hourInvalid);

const setting = z.boolean({ error: PUSH_MESSAGES.settingInvalid });

const keysInvalid = { error: PUSH_MESSAGES.keysInvalid };
const base64url = (max: number) =>
  z
    .string(keysInvalid)
    .min(1, keysInvalid)
    .max(max, keysInvalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/u, keysInvalid);

/** Whether `text` is an https URL (the server then checks its host against the allowed ones). */
function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** POST /api/push/devices: a PushSubscription as `toJSON()` gives it, and the device's zone. */
export const SubscribeBodySchema = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.endpointInvalid })
    .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpointInvalid)
    .refine(isHttpsUrl, PUSH_MESSAGES.endpointInvalid),
  keys: z.object({ p256dh: base64url(128), auth: base64url(64) }, keysInvalid),
  timeZone,
});
export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

/** PATCH /api/push/devices/:id: any of a device's settings; quiet hours both or neither. */
export const UpdateDeviceBodySchema = z.object({
  daily: setting.optional(),
  dailyHour: hour.optional(),
  thanks: setting.optional(),
  badges: setting.optional(),
  timeZone: timeZone.optional(),
  quietStart: hour.nullable().optional(),
  quietEnd: hour.nullable().optional(),
});
export type UpdateDeviceBody = z.infer<typeof UpdateDeviceBodySchema>;

export const PushDeviceSchema = z.object({
  id: z.string(),
  /** "Chrome on Android", named from the browser that subscribed. */
  label: z.string(),
  /** The push service address: the page compares it with its own subscription's. */
  endpoint: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  timeZone: z.string(),
  daily: z.boolean(),
  dailyHour: z.number().int(),
  thanks: z.boolean(),
  badges: z.boolean(),
  quietStart: z.number().int().nullable(),
  quietEnd: z.number().int().nullable(),
  /** Subscribed from the session making the request. */
  current: z.boolean(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

/** GET /api/push/devices: the key to subscribe with and the member's devices, newest first. */
export const PushDevicesSchema = z.object({
  /** The VAPID public key, base64url: `applicationServerKey` for `pushManager.subscribe`. */
  publicKey: z.string(),
  devices: z.array(PushDeviceSchema),
});
export type PushDevices = z.infer<typeof PushDevicesSchema>;

/** An id of any other shape cannot name one of the member's devices: 404, as an unknown one. */
export const PushDeviceIdParamsSchema = z.object({
  id: z.string().refine((id) => PUSH_DEVICE_ID_PATTERN.test(id), {
    message: PUSH_MESSAGES.notFound,
    params: NOT_FOUND_ISSUE,
  }),
});
export type PushDeviceIdParams = z.infer<typeof PushDeviceIdParamsSchema>;

/** What a push carries: no more than the notification shows (DECISIONS 76). */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path on the site the notification opens. */
  url: z.string(),
  /** Notifications with the same tag replace each other on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
