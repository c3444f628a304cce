import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClassifiedsAdSchema,
  ClassifiedsClaimSchema,
  ClassifiedsListingParamsSchema,
  ClassifiedsListingStateSchema,
  ClassifiedsStatusSchema,
  ClassifiedsSyncBodySchema,
  ClassifiedsSyncResultSchema,
  ClassifiedsWorkPageSchema,
  ClassifiedsWorkQuerySchema,
} from '@revy/shared';
import { ownerOrStaff, staffOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import * as service from './classifieds.service';
import { photosZip } from './photos-zip';

const security = [{ session: [] }];
const tags = ['classifieds'];

/**
 * Classifieds cross-posting (issue 16, decision 029). The three calls of spec 7 keep their /v1/test/craigslist path
 * but are staff tools registered always (decision 029); claims, the ad and its photos live under /v1/classifieds.
 */
export const classifiedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/test/craigslist/work',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'The classifieds work queue: listings needing a (re)post, oldest waiting first (staff)',
        description:
          "Spec 4's repost rule: pubCL and never posted, or changed more than the repost delay after the last posting. Published, unsold listings only.",
        security,
        querystring: ClassifiedsWorkQuerySchema,
        response: { 200: ClassifiedsWorkPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.workQueue(app.ctx, requireUser(request), request.query),
  );

  app.get(
    '/v1/test/craigslist/status',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Counts by state, the oldest waiting item and the stale postings (staff)',
        security,
        response: { 200: ClassifiedsStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.queueStatus(app.ctx, requireUser(request)),
  );

  app.post(
    '/v1/test/craigslist/sync',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Record postings: items (listing and URL) or listingIds (posted again at the URL they have) (staff)',
        description:
          'Answers per listing: synced, or skipped with the reason (not in the queue, no pubCL, claimed by someone else, never posted and no URL). A URL that is not an https posting of the site is 400.',
        security,
        body: ClassifiedsSyncBodySchema,
        response: { 200: ClassifiedsSyncResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.syncPostings(app.ctx, requireUser(request), request.body),
  );

  app.post(
    '/v1/classifieds/:listingId/claim',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Claim a waiting item for 30 minutes, so no one else posts the same car (staff)',
        description:
          '409 when someone else holds it or the listing is not in the queue. Claiming again refreshes your claim.',
        security,
        params: ClassifiedsListingParamsSchema,
        response: { 200: ClassifiedsClaimSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.claimItem(app.ctx, requireUser(request), request.params.listingId),
  );

  app.delete(
    '/v1/classifieds/:listingId/claim',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Release your claim (an admin may release anyone’s) (staff)',
        security,
        params: ClassifiedsListingParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.releaseItem(app.ctx, requireUser(request), request.params.listingId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/classifieds/:listingId/ad',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary:
          'The ready-to-paste ad: title within the site limit, plain-text body, whole-dollar price, location, photos (staff)',
        security,
        params: ClassifiedsListingParamsSchema,
        response: { 200: ClassifiedsAdSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.adFor(app.ctx, requireUser(request), request.params.listingId),
  );

  app.get(
    '/v1/classifieds/:listingId/photos.zip',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: "The listing's photos (JPEG, the site's photo limit) as one zip, streamed (staff)",
        security,
        params: ClassifiedsListingParamsSchema,
        response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row, photos } = await service.adPhotos(app.ctx, requireUser(request), request.params.listingId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="listing-${row.id.slice(0, 8)}-photos.zip"`)
        .header('cache-control', 'private, no-store')
        .send(photosZip(app.ctx.storage, photos));
    },
  );

  app.get(
    '/v1/classifieds/:listingId',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Where the listing is cross-posted, or whether it waits in the queue (the seller and staff)',
        security,
        params: ClassifiedsListingParamsSchema,
        response: { 200: ClassifiedsListingStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.listingState(app.ctx, requireUser(request), request.params.listingId),
  );
};
