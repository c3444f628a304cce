import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BuyerInitiateSchema,
  DealAuthSchema,
  DealBuyersSchema,
  DealListSchema,
  DealViewSchema,
  IdParamsSchema,
  SellerInitiateSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { access, everyone, ownerOrStaff, participantsOrStaff, signedIn } from '../../lib/access';
import { requireUser } from '../../plugins/auth';
import { buyerDeal, buyerInitiate, dealAuth, getDeal, listBuyers, listingDeals, sellerInitiate } from './deals.service';
import { handleKeySavvyWebhook } from './webhook.service';

const security = [{ session: [] }];
const tags = ['keysavvy'];

/**
 * Spec 7's key transfer service calls (issue 18, decision 042): they answer the same whether KeySavvy or the built-in
 * deal room is behind them. Plus KeySavvy's signed webhook.
 */
export const keysavvyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/keysavvy/transaction/seller-initiate',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'The seller (or staff) opens a deal with one of the buyers of GET …/listing/{id}/buyers',
        description:
          'Price: the one given, else the accepted offer, else the asking price. One open deal per car: 409 for the second.',
        security,
        body: SellerInitiateSchema,
        response: { 200: DealViewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => sellerInitiate(app.ctx, requireUser(request), request.body),
  );

  app.post(
    '/v1/keysavvy/transaction/buyer-initiate',
    {
      config: {
        access: access({ ...everyone(409), signedOut: 401, owner: 403, concierge: 403, admin: 403, buyer: 'ok' }),
      },
      schema: {
        tags,
        summary: 'The buyer whose offer was accepted opens the deal at that price (or gets their open deal back)',
        security,
        body: BuyerInitiateSchema,
        response: { 200: DealViewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => buyerInitiate(app.ctx, requireUser(request), request.body),
  );

  app.get(
    '/v1/keysavvy/listing/:id/buyers',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'The buyers a seller may choose: everyone with a chat about the car, latest first (seller or staff)',
        security,
        params: IdParamsSchema,
        response: { 200: DealBuyersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listBuyers(app.ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/v1/keysavvy/transaction/:id/status',
    {
      config: { access: participantsOrStaff(404) },
      schema: {
        tags,
        summary: "A deal with its steps (the deal's seller or buyer, or staff)",
        security,
        params: IdParamsSchema,
        response: { 200: DealViewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getDeal(app.ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/v1/keysavvy/transaction/listing/:id',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "A car's deals, newest first: all of them for the seller and staff, only one's own for anyone else",
        security,
        params: IdParamsSchema,
        response: { 200: DealListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listingDeals(app.ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/v1/keysavvy/listing/:id/deal-auth',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "The caller's part in a deal on this car, whether they may start one now, and why not",
        security,
        params: IdParamsSchema,
        response: { 200: DealAuthSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => dealAuth(app.ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/v1/keysavvy/listing/:id/buyer-deal',
    {
      config: { access: access({ ...everyone(404), signedOut: 401, buyer: 'ok' }) },
      schema: {
        tags,
        summary: "The caller's own open (else completed) deal on this car; 404 when there is none",
        security,
        params: IdParamsSchema,
        response: { 200: DealViewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => buyerDeal(app.ctx, requireUser(request), request.params.id),
  );

  // The webhook reads its body as raw bytes (the signature covers them exactly), so its JSON parser lives in a
  // scope of its own (as the payments webhook does).
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/v1/webhooks/keysavvy',
      {
        config: { access: everyone(400) },
        schema: {
          tags,
          summary: 'KeySavvy webhook: a transaction changed',
          description:
            'Verified with the KeySavvy-Signature header on the raw body; each event id is handled once; the transaction is re-read from KeySavvy before anything changes. 400 when KeySavvy is not set up.',
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), ...errorResponses(400) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['keysavvy-signature'];
        return handleKeySavvyWebhook(app.ctx, raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
};
