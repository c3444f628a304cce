import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatSchema,
  IdParamsSchema,
  IdSchema,
  ListingChatOffersSchema,
  MakeOfferSchema,
  OfferResponseSchema,
  OfferSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { listListingOffers, listOffers, makeOffer, respondToOffer } from './offers.service';
import { setRequest, type RequestKind } from './requests.service';
import type { OfferHook } from './offer-hook';
import { access, buyerOnly, participantsOrStaff, signedIn } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['chat'];

/**
 * Spec 7 Chat: offers and the test-drive and video-tour requests. `offerHook` is what an accept opens above chats
 * (the deal, issue 18), plugged in by app.ts.
 */
export const chatOffersRoutes: FastifyPluginAsyncZod<{ offerHook?: OfferHook }> = async (app, opts) => {
  app.post(
    '/v1/chat/:id/offer',
    {
      config: { access: access({ ...participantsOrStaff(403), concierge: 403, admin: 403 }) },
      schema: {
        tags,
        summary: "Make an offer (buyer) or counter the buyer's pending offer (seller), in cents",
        description:
          "The buyer's earlier pending offer becomes withdrawn; the offer countered becomes countered. Sold or unpublished car: 422. Restricted buyer: 403. Seller with no buyer offer to counter: 409.",
        security,
        params: IdParamsSchema,
        body: MakeOfferSchema,
        response: { 200: OfferSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => makeOffer(app.ctx, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/v1/chat/:id/offer/respond',
    {
      config: { access: access({ ...participantsOrStaff(403), buyer: 409, concierge: 403, admin: 403 }) },
      schema: {
        tags,
        summary: 'Accept or decline the pending offer (the side it was made to), or withdraw it (its author)',
        security,
        params: IdParamsSchema,
        body: OfferResponseSchema,
        response: { 200: OfferSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      respondToOffer(app.ctx, requireUser(request), request.params.id, request.body.action, opts.offerHook),
  );

  app.get(
    '/v1/chat/:id/offer',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary: "A chat's offers, oldest first",
        security,
        params: IdParamsSchema,
        response: { 200: z.array(OfferSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listOffers(app.ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/v1/chat/listing/:listingId/offers',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary:
          "A listing's chats that hold offers, each with its offers (ours: the seller's offers page in one call)",
        description:
          'The seller and staff get every such chat; anyone else only their own chat. Newest activity first; offers oldest first.',
        security,
        params: z.object({ listingId: IdSchema }),
        response: { 200: z.array(ListingChatOffersSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listListingOffers(app.ctx, requireUser(request), request.params.listingId),
  );

  const requests: [string, RequestKind, string][] = [
    ['/v1/chat/:id/testdrive', 'testDrive', 'a test drive'],
    ['/v1/chat/:id/videotour', 'videoTour', 'a video tour'],
  ];
  for (const [path, kind, words] of requests) {
    const responses = { 200: ChatSchema, ...errorResponses(400, 401, 403, 404, 422) };
    app.post(
      path,
      {
        config: { access: buyerOnly },
        schema: {
          tags,
          summary: `Ask for ${words} (the buyer; asking again changes nothing)`,
          security,
          params: IdParamsSchema,
          response: responses,
        },
      },
      async (request) => setRequest(app.ctx, requireUser(request), request.params.id, kind, true),
    );
    // Cancelling a test drive request also cancels its booked drives: the events module owns
    // that route (events/events.routes.ts).
    if (kind === 'testDrive') continue;
    app.delete(
      path,
      {
        config: { access: buyerOnly },
        schema: {
          tags,
          summary: `Cancel the request for ${words} (the buyer; nothing to cancel changes nothing)`,
          security,
          params: IdParamsSchema,
          response: responses,
        },
      },
      async (request) => setRequest(app.ctx, requireUser(request), request.params.id, kind, false),
    );
  }
};
