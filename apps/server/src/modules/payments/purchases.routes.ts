import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivatePurchaseSchema,
  CheckoutRequestSchema,
  CheckoutResultSchema,
  CreatePurchaseSchema,
  IdParamsSchema,
  IdSchema,
  PaymentDueSchema,
  PromoCodeParamsSchema,
  PromoCodeSchema,
  PurchaseListQuerySchema,
  PurchaseSchema,
  pageSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireStaff, requireUser } from '../../plugins/auth';
import { checkoutPurchase } from './checkout.service';
import {
  activatePurchase,
  cancelPurchase,
  createPurchase,
  getPromoCode,
  getPurchase,
  listListingPurchases,
  listUserPurchases,
  pagePurchases,
  setPaymentDue,
} from './purchases.service';
import { ownerOrStaff, signedIn, staffOnly } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['payments'];
const ListingParams = z.object({ listingId: IdSchema });
const UserParams = z.object({ userId: IdSchema });

/** Spec 7 Payment and purchase: the purchase calls, with the paths as the spec writes them. */
export const purchasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/purchase/listing/:listingId',
    {
      // The table's plan is chosen for a draft: strangers get the 404 of a missing listing (403 on a published car; decision 017).
      config: { access: ownerOrStaff(404) },
      schema: {
        tags,
        summary: 'Choose a plan for a listing: a PENDING purchase (seller or staff; replaces older pending ones)',
        description:
          'Upgrading or downgrading an active plan credits what it paid (discountAmount); a promo code comes off the price (stripeDiscount). Unknown plan or unusable promo code: 400 with fields.',
        security,
        params: ListingParams,
        body: CreatePurchaseSchema,
        response: { 200: PurchaseSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => createPurchase(app.ctx, requireUser(request), request.params.listingId, request.body),
  );

  app.post(
    '/v1/purchase/:id/checkout',
    {
      // The table's purchases are for drafts: strangers get the 404 of a missing purchase (403 on a published car; decision 017).
      config: { access: ownerOrStaff(404) },
      schema: {
        tags,
        summary: 'Pay for a purchase: start its trial, activate it when nothing is due, or open a checkout (url)',
        security,
        params: IdParamsSchema,
        body: CheckoutRequestSchema.nullish(),
        response: { 200: CheckoutResultSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => checkoutPurchase(app.ctx, requireUser(request), request.params.id, request.body ?? {}),
  );

  app.get(
    '/v1/purchase',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Purchases oldest first, by status (staff): the concierge bulk-activation queue',
        description: "Each purchase's metadata also carries listingTitle, sellerEmail and sellerName (read-only).",
        security,
        querystring: PurchaseListQuerySchema,
        response: { 200: pageSchema(PurchaseSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request);
      return pagePurchases(app.ctx, request.query);
    },
  );

  app.get(
    '/v1/purchase/promo-code/:code',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'A promo code that can be used, or 404',
        security,
        params: PromoCodeParamsSchema,
        response: { 200: PromoCodeSchema, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      requireUser(request);
      return getPromoCode(app.ctx, request.params.code);
    },
  );

  app.get(
    '/v1/purchase/listing/:listingId',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "A listing's purchases, newest first (seller or staff)",
        security,
        params: ListingParams,
        response: { 200: z.array(PurchaseSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listListingPurchases(app.ctx, requireUser(request), request.params.listingId),
  );

  app.get(
    '/v1/purchase/user/:userId',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "A user's purchases, newest first (self or staff)",
        security,
        params: UserParams,
        response: { 200: z.array(PurchaseSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUserPurchases(app.ctx, requireUser(request), request.params.userId),
  );

  app.get(
    '/v1/purchase/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'A purchase with its latest payment (seller, buyer, staff)',
        security,
        params: IdParamsSchema,
        response: { 200: PurchaseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPurchase(app.ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/v1/purchase/:id/activate',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Activate a purchase without payment, from startAt or now (staff); 409 when already active',
        security,
        params: IdParamsSchema,
        body: ActivatePurchaseSchema.nullish(),
        response: { 200: PurchaseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => activatePurchase(app.ctx, requireStaff(request), request.params.id, request.body?.startAt),
  );

  app.post(
    '/v1/purchase/:id/cancel',
    {
      // The table's purchases are for drafts: strangers get the 404 of a missing purchase (403 on a published car; decision 017).
      config: { access: ownerOrStaff(404) },
      schema: {
        tags,
        summary:
          'Cancel a pending purchase (seller or staff), or an active one (staff: unpublishes unless another plan allows publishing)',
        security,
        params: IdParamsSchema,
        response: { 200: PurchaseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelPurchase(app.ctx, requireUser(request), request.params.id),
  );

  app.put(
    '/v1/purchase/:id/payment-due',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Set whether payment is due (staff)',
        security,
        params: IdParamsSchema,
        body: PaymentDueSchema,
        response: { 200: PurchaseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireStaff(request);
      return setPaymentDue(app.ctx, request.params.id, request.body.paymentDue);
    },
  );
};
