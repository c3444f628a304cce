import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  PushDeviceListSchema,
  PushDeviceSchema,
  PushPublicKeySchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeSchema,
} from '@revy/shared';
import { access, anyone, everyone, registeredOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireRegistered } from '../../plugins/auth';
import { listDevices, pushPublicKey, removeDevice, removeEndpoint, subscribe } from './push.service';

const tags = ['push'];
const security = [{ session: [] }];
/** A device is its owner's alone: anyone else, staff included, is told it does not exist. */
const ownDevice = access({ ...everyone(404), signedOut: 401, anonymous: 403, owner: 'ok' });

/** Web Push (issue 19, decision 048): the key browsers subscribe with, and the caller's own devices. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // The built-in key pair is made (or read) at start, so GET /v1/push/public-key only ever reads.
  app.addHook('onReady', async () => {
    await pushPublicKey(app.ctx).catch((err: unknown) => app.ctx.log.warn({ err }, 'push: VAPID keys not ready'));
  });
  app.get(
    '/v1/push/public-key',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary: 'The VAPID public key (base64url) to pass to pushManager.subscribe as applicationServerKey',
        response: { 200: PushPublicKeySchema },
      },
    },
    async () => pushPublicKey(app.ctx),
  );

  app.post(
    '/v1/push/subscriptions',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: "Receive push notifications on this browser: the body is its PushSubscription's JSON",
        security,
        body: PushSubscriptionInputSchema,
        response: { 200: PushDeviceSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => subscribe(app.ctx, requireRegistered(request), request.body, request.headers['user-agent']),
  );

  app.get(
    '/v1/push/subscriptions',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: "The caller's devices that receive push notifications",
        security,
        response: { 200: PushDeviceListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listDevices(app.ctx, requireRegistered(request)),
  );

  app.post(
    '/v1/push/subscriptions/remove',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: 'This browser stopped receiving pushes: forget its endpoint (the caller’s own only; idempotent)',
        security,
        body: PushUnsubscribeSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await removeEndpoint(app.ctx, requireRegistered(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/v1/push/subscriptions/:id',
    {
      config: { access: ownDevice },
      schema: {
        tags,
        summary: 'Stop pushing to one of your devices',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeDevice(app.ctx, requireRegistered(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
