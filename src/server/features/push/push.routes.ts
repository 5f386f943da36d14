// The member's push devices (PRODUCT 11.9) under /api/push/devices: the VAPID key and the list,
// subscribe this browser, change a device's notifications, remove one.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/http';
import { format } from '../../../contract/i18n/catalog';
import {
  PushDeviceIdParamsSchema,
  PushDeviceSchema,
  PushDevicesSchema,
  SubscribeBodySchema,
  UpdateDeviceBodySchema,
} from '../../../contract/push';
import { pushCatalog } from '../../../contract/push-messages';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth-guards';
import { describeUserAgent } from '../identity/sessions/account-sessions.service';
import { deleteDevice, listDevices, subscribeDevice, updateDevice } from './push.service';

/** The signed-in request's own session id, which requireUser guarantees. */
function sessionIdOf(request: { sessionId: string | null }): string {
  if (!request.sessionId) throw new Error('requireUser must guard this route');
  return request.sessionId;
}

const LABEL_MAX_LENGTH = 100;

/** "Chrome on Android" in the member's language, from the browser that subscribes. */
async function deviceLabel(request: FastifyRequest): Promise<string> {
  const text = await request.server.translations.messages(request.locale, pushCatalog);
  const { browser, system } = describeUserAgent(request.headers['user-agent'] ?? null);
  const label =
    browser && system
      ? format(request.locale, text.deviceLabel, { browser, system })
      : (browser ?? system ?? text.unknownDevice);
  return label.slice(0, LABEL_MAX_LENGTH);
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

export const pushRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/devices',
      {
        onRequest: requireUser,
        schema: { response: { 200: PushDevicesSchema, 401: ErrorBodySchema } },
      },
      async (request) => ({
        publicKey: ctx.config.push.vapid.publicKey,
        devices: await listDevices(ctx, currentUser(request).id, request.sessionId),
      }),
    );

    app.post(
      '/devices',
      {
        onRequest: requireUser,
        schema: {
          body: SubscribeBodySchema,
          response: {
            200: PushDeviceSchema,
            201: PushDeviceSchema,
            ...errors,
            409: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const subscriber = {
          userId: currentUser(request).id,
          sessionId: sessionIdOf(request),
          label: await deviceLabel(request),
        };
        const { device, created } = await subscribeDevice(ctx, subscriber, request.body);
        return reply.code(created ? 201 : 200).send(device);
      },
    );

    app.patch(
      '/devices/:id',
      {
        onRequest: requireUser,
        schema: {
          params: PushDeviceIdParamsSchema,
          body: UpdateDeviceBodySchema,
          response: { 200: PushDeviceSchema, ...errors, 404: ErrorBodySchema },
        },
      },
      async (request) =>
        updateDevice(
          ctx,
          currentUser(request).id,
          request.params.id,
          request.body,
          request.sessionId,
        ),
    );

    app.delete(
      '/devices/:id',
      {
        onRequest: requireUser,
        schema: {
          params: PushDeviceIdParamsSchema,
          response: { 204: z.null(), 401: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        await deleteDevice(ctx, currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
