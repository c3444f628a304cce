import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  ListingGetQuerySchema,
  ListingInputSchema,
  ListingListQuerySchema,
  ListingMinimalSchema,
  ListingOptionsSchema,
  ListingPageSchema,
  ListingReviewSchema,
  ListingSchema,
  ListingTrackResultSchema,
  ListingTrackSchema,
  ListingUpdateQuerySchema,
  RegenerateContentSchema,
  UpdateSaleStatusSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { trustedSerializer } from '../../lib/trusted-serializer';
import { callerOf, requireUser } from '../../plugins/auth';
import { reviewListing, trackListing, updateSaleStatus } from './listing-actions.service';
import { listingOptions } from './listings.options';
import { listingTableRoutes } from './listing-table.routes';
import { findListings } from './listings-search.service';
import {
  createListing,
  deleteListing,
  getListing,
  getListingMinimal,
  getListingRow,
  listingEtag,
  updateListing,
} from './listings.service';
import type { ListingWriter } from './listing-writer.port';
import { streamWriterEvents } from './listing-writer.stream';
import { anyone, ownerOrStaff, publicRead, signedIn, staffOnly } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['listings'];
/** Saving without a listing is refused with "Listing is required" (spec 8), not a schema error. */
const OptionalListingInput = ListingInputSchema.nullish();

/** The listing writer behind ?runAi and regenerate-content: the ai module's, plugged in at app.ts (issue 14). */
export type ListingsRoutesOptions = { writer: ListingWriter };

/** Spec 7 Listing: every call, with the paths as the spec writes them. */
export const listingsRoutes: FastifyPluginAsyncZod<ListingsRoutesOptions> = async (app, { writer }) => {
  app.post(
    '/v1/listing',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Create a listing (any signed-in user, anonymous ones too); it starts as an unpublished draft',
        security,
        body: OptionalListingInput,
        response: { 200: ListingSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => createListing(app.ctx, requireUser(request), request.body),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/v1/listing/:id',
      {
        config: { access: ownerOrStaff(403) },
        schema: {
          tags,
          summary:
            method === 'put'
              ? 'Save a listing; vehicle and location are replaced whole (seller or staff)'
              : 'Save a listing; vehicle and location are merged key by key (seller or staff)',
          description:
            "The listing's own GET body may be sent back: server-owned fields are ignored. With If-Match (the ETag of GET), a listing someone else edited since is 409. status published publishes (registered seller, an active plan, complete listing: 403 REGISTRATION_REQUIRED, 402 PAYMENT_REQUIRED, 422 UNPROCESSABLE with fields); unpublished unpublishes. runAi=true then fills the generated texts that are still empty (title, shortTitle, descriptions, features, priceExplanation) and sets isPopulated; what the seller wrote is kept.",
          security,
          params: IdParamsSchema,
          querystring: ListingUpdateQuerySchema,
          body: OptionalListingInput,
          response: { 200: ListingSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const ifMatch = request.headers['if-match'];
        const actor = requireUser(request);
        const saved = await updateListing(app.ctx, actor, request.params.id, request.body, method, { ifMatch });
        // runAi=true: then fill the generated texts that are still empty.
        const listing = request.query.runAi ? await writer.writeEmptyParts(app.ctx, actor, request.params.id) : saved;
        reply.header('etag', listingEtag(await getListingRow(app.ctx.db, listing.id)));
        return listing;
      },
    );
  }

  app.post(
    '/v1/listing/:id/regenerate-content',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary:
          'Rewrite the listing texts (all parts, or those in parts) from its vehicle data, knowledge and photos, and save them (seller or staff)',
        description:
          'With Accept: text/event-stream the answer is a stream of server-sent events, one ListingWriterEvent JSON per data line: progress, delta (text as it is written), then done with the saved listing, or error.',
        security,
        params: IdParamsSchema,
        body: RegenerateContentSchema.nullish(),
        response: { 200: ListingSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { id } = request.params;
      const parts = request.body?.parts;
      await writer.assertCanRegenerate(app.ctx, actor, id);
      if (!/\btext\/event-stream\b/.test(request.headers.accept ?? ''))
        return writer.regenerate(app.ctx, actor, id, parts);
      return streamWriterEvents(request, reply, (emit, signal) =>
        writer.regenerate(app.ctx, actor, id, parts, emit, signal),
      );
    },
  );

  await app.register(listingTableRoutes);

  app.get(
    '/v1/listing/options',
    {
      config: { access: publicRead },
      schema: {
        tags,
        summary: 'The value lists of vehicle fields and filters',
        response: { 200: ListingOptionsSchema },
      },
    },
    async () => listingOptions(),
  );

  const listSchema = (summary: string) => ({
    tags,
    summary,
    description:
      'Buyers see published listings; the seller (sellerId = self) and staff see every status. zip fills distance (miles); radius also filters. Prices in cents.',
    querystring: ListingListQuerySchema,
    response: { 200: ListingPageSchema, ...errorResponses(400, 403) },
  });
  const serializerCompiler = trustedSerializer(app.ctx.config.env !== 'production');
  app.get(
    '/v1/listing',
    {
      config: { access: publicRead },
      schema: listSchema('A page of listings: filters, text search and sort'),
      serializerCompiler,
    },
    async (request) => findListings(app.ctx, request.user, request.query),
  );
  app.get(
    '/v1/listing/search',
    {
      config: { access: publicRead },
      schema: listSchema('Showroom search: like GET /v1/listing, by relevance when searching'),
      serializerCompiler,
    },
    async (request) => findListings(app.ctx, request.user, request.query),
  );

  app.get(
    '/v1/listing/:id',
    {
      config: { access: publicRead },
      schema: {
        tags,
        summary: 'A listing; owner-only fields are empty for buyers; unpublished listings are 404 to them',
        params: IdParamsSchema,
        querystring: ListingGetQuerySchema,
        response: { 200: z.union([ListingSchema, ListingMinimalSchema]), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (request.query.minimal) return getListingMinimal(app.ctx, request.user, request.params.id);
      const listing = await getListing(app.ctx, request.user, request.params.id);
      // The edit version an editor sends back as If-Match (decision 019).
      reply.header('etag', listingEtag(await getListingRow(app.ctx.db, listing.id)));
      return listing;
    },
  );

  app.delete(
    '/v1/listing/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Delete a listing (seller or staff); its chats and history stay',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteListing(app.ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/listing/:id/track',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary: 'Record a visit (action default VIEW); each visitor counts once',
        params: IdParamsSchema,
        body: ListingTrackSchema.nullish(),
        response: { 200: ListingTrackResultSchema, ...errorResponses(400, 403, 404) },
      },
      logLevel: 'warn',
    },
    async (request) => trackListing(app.ctx, callerOf(request), request.params.id, request.body ?? { action: 'VIEW' }),
  );

  app.post(
    '/v1/listing/:id/review',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Mark a listing reviewed or not (staff)',
        security,
        params: IdParamsSchema,
        body: ListingReviewSchema,
        response: { 200: ListingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reviewListing(app.ctx, requireUser(request), request.params.id, request.body.reviewed),
  );

  app.post(
    '/v1/listing/:id/update-sale-status',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Mark sold (with sale details) or put back on hold (seller or staff)',
        security,
        params: IdParamsSchema,
        body: UpdateSaleStatusSchema,
        response: { 200: ListingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateSaleStatus(app.ctx, requireUser(request), request.params.id, request.body),
  );
};
