import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ListingTablePageSchema,
  ListingTablePrefsSchema,
  ListingTableQuerySchema,
  LISTING_TABLE_EXPORT_CAP,
} from '@revy/shared';
import { staffOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { trustedSerializer } from '../../lib/trusted-serializer';
import { requireStaff } from '../../plugins/auth';
import { listingTableCsv, listingTablePage, listingTablePrefs, saveListingTablePrefs } from './listing-table.service';

const security = [{ session: [] }];
const tags = ['listings'];

/**
 * The staff listing table (issue 16, decision 031). Its own routes rather than more filters on GET /v1/listing:
 * that one is public and answers listing cards; this one is staff-only and answers narrow rows with the seller's
 * contact and plan, and it can show deleted listings.
 */
export const listingTableRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page is built by a typed mapper; re-parsing it through zod on each request is skipped in production.
  const serializerCompiler = trustedSerializer(app.ctx.config.env !== 'production');
  app.get(
    '/v1/listing/table',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary:
          'Staff: a page of every listing, any status, with filters and sort (deleted ones with deleted=include|only)',
        description:
          'status is comma-joined; prices in cents; dates are days (2026-11-28, the whole day) or ISO instants. search matches words, a full VIN or a listing id.',
        security,
        querystring: ListingTableQuerySchema,
        response: { 200: ListingTablePageSchema, ...errorResponses(400, 401, 403) },
      },
      serializerCompiler,
    },
    async (request) => {
      requireStaff(request);
      return listingTablePage(app.ctx, request.query);
    },
  );

  app.get(
    '/v1/listing/table/export.csv',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: `Staff: the listings of the same filters and sort as a CSV file (up to ${LISTING_TABLE_EXPORT_CAP} rows), streamed`,
        security,
        querystring: ListingTableQuerySchema,
        response: {
          200: z.string().describe('text/csv: a header line, then one line per listing'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="revy-listings-${day}.csv"`)
        .header('cache-control', 'no-store');
      // A stream is sent as is (no serializer): rows are written as they are read.
      return reply.send(Readable.from(listingTableCsv(app.ctx, request.query)) as unknown as string);
    },
  );

  app.get(
    '/v1/listing/table/prefs',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: "Staff: the caller's saved choice of columns and page size for the listing table",
        security,
        response: { 200: ListingTablePrefsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listingTablePrefs(requireStaff(request)),
  );

  app.put(
    '/v1/listing/table/prefs',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: "Staff: save the caller's choice of columns and page size (replaces the previous choice)",
        security,
        body: ListingTablePrefsSchema,
        response: { 200: ListingTablePrefsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveListingTablePrefs(app.ctx, requireStaff(request), request.body),
  );
};
