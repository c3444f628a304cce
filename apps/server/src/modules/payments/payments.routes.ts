import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PaymentSchema,
  SandboxConfirmSchema,
  SandboxPaySchema,
  SandboxSessionSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { checkPayment, listUserPayments } from './checkout.service';
import { cancelSandboxSession, confirmSandboxSession, getSandboxSession, paySandboxSession } from './sandbox.service';
import { handleWebhook } from './webhook.service';
import { everyone, ownerOrStaff } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['payments'];
const SessionParams = z.object({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'Not a checkout session id'),
});

/** Spec 7 payments, the provider's webhook and the built-in sandbox checkout (decision 010). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/payment/:id/check',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Re-read a payment from the provider and fulfil it if paid (payer or staff)',
        security,
        params: IdParamsSchema,
        response: { 200: PaymentSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => checkPayment(app.ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/v1/payment/user/:userId',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "A user's payments, newest first (self or staff)",
        security,
        params: z.object({ userId: IdSchema }),
        response: { 200: z.array(PaymentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUserPayments(app.ctx, requireUser(request), request.params.userId),
  );

  // The webhook reads its body as raw bytes (the signature covers them exactly), so its JSON
  // parser lives in a scope of its own and no other route is affected.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/v1/payment/webhook',
      {
        config: { access: everyone(400) },
        schema: {
          tags,
          summary: 'Stripe webhook: checkout.session.completed, async_payment_succeeded, async_payment_failed, expired',
          description:
            'Verified with the Stripe-Signature header on the raw body; each event id is handled once; the session is re-read from Stripe before anything changes.',
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), ...errorResponses(400) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return handleWebhook(app.ctx, raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });

  app.get(
    '/v1/payment/sandbox/:sessionId',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'A sandbox checkout session (payer or staff)',
        security,
        params: SessionParams,
        response: { 200: SandboxSessionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSandboxSession(app.ctx, requireUser(request), request.params.sessionId),
  );

  app.post(
    '/v1/payment/sandbox/:sessionId/pay',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Pay a sandbox checkout with a test card (4242 4242 4242 4242 pays)',
        description:
          'Declined cards answer 402 with the reason and leave the session open; 4000 0025 0000 3155 answers status requires_action (then /confirm). 409 when the session is expired or paid.',
        security,
        params: SessionParams,
        body: SandboxPaySchema,
        response: { 200: SandboxSessionSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => paySandboxSession(app.ctx, requireUser(request), request.params.sessionId, request.body),
  );

  app.post(
    '/v1/payment/sandbox/:sessionId/confirm',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "The bank's answer to a sandbox 3-D Secure challenge",
        security,
        params: SessionParams,
        body: SandboxConfirmSchema,
        response: { 200: SandboxSessionSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) =>
      confirmSandboxSession(app.ctx, requireUser(request), request.params.sessionId, request.body.approve),
  );

  app.post(
    '/v1/payment/sandbox/:sessionId/cancel',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Leave a sandbox checkout without paying',
        security,
        params: SessionParams,
        response: { 200: SandboxSessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelSandboxSession(app.ctx, requireUser(request), request.params.sessionId),
  );
};
