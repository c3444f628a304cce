import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  IMPORT_MAX_FILE_BYTES,
  ListingImportMappingInputSchema,
  ListingImportPreviewSchema,
  ListingImportReportSchema,
  ListingImportSchema,
  ListingImportUploadSchema,
  PageQuerySchema,
  pageSchema,
} from '@revy/shared';
import { adminOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireAdmin, requireUser } from '../../plugins/auth';
import { importReport, importReportCsv } from './listing-import.report';
import { listImports, previewImport, setMapping, startImport, uploadImport } from './listing-import.service';
import { getImportRow, toListingImport } from './listing-import.service';

const security = [{ session: [] }];
const tags = ['listing-import'];
// Admins only (decision 033): an import writes many sellers' listings at once.
const config = { access: adminOnly };

/** Admin import of listings from a CSV/TSV file (issue 16, decision 033): upload, map, preview, run, report. */
export const listingImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is admin-only: refused before the body is read or validated (this plugin's routes only).
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.post(
    '/v1/listing-import',
    {
      config,
      // The file's text in JSON: up to 5 MB of UTF-8, which JSON escaping can roughly double.
      bodyLimit: IMPORT_MAX_FILE_BYTES * 2 + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload a CSV or TSV file of listings: its rows are kept and a column mapping suggested (admin)',
        description: 'At most 5 MB, 5,000 rows, 60 columns. Nothing is imported until the run is started.',
        security,
        body: ListingImportUploadSchema,
        response: { 201: ListingImportSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => reply.status(201).send(await uploadImport(app.ctx, requireUser(request), request.body)),
  );

  app.get(
    '/v1/listing-import',
    {
      config,
      schema: {
        tags,
        summary: 'Recent imports, the latest first (admin)',
        security,
        querystring: PageQuerySchema,
        response: { 200: pageSchema(ListingImportSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listImports(app.ctx, request.query),
  );

  app.get(
    '/v1/listing-import/:id',
    {
      config,
      schema: {
        tags,
        summary: 'An import with its progress counters (admin)',
        security,
        params: IdParamsSchema,
        response: { 200: ListingImportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toListingImport(app.ctx.db, await getImportRow(app.ctx.db, request.params.id)),
  );

  app.put(
    '/v1/listing-import/:id/mapping',
    {
      config,
      schema: {
        tags,
        summary: 'Set the column mapping (and the seller of the file), then preview every row (admin)',
        description: '409 once the run has started.',
        security,
        params: IdParamsSchema,
        body: ListingImportMappingInputSchema,
        response: { 200: ListingImportPreviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setMapping(app.ctx, request.params.id, request.body),
  );

  app.get(
    '/v1/listing-import/:id/preview',
    {
      config,
      schema: {
        tags,
        summary: 'What each row would do: new, update or error, with row-by-row errors (admin)',
        security,
        params: IdParamsSchema,
        response: { 200: ListingImportPreviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => previewImport(app.ctx, request.params.id),
  );

  app.get(
    '/v1/listing-import/:id/report',
    {
      config,
      schema: {
        tags,
        summary: 'What the run did with each row: created, updated, skipped with the reason, photos (admin)',
        security,
        params: IdParamsSchema,
        response: { 200: ListingImportReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => importReport(app.ctx, request.params.id),
  );

  app.get(
    '/v1/listing-import/:id/report.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The report as a CSV file (admin)',
        security,
        params: IdParamsSchema,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => sendCsv(reply, await importReportCsv(app.ctx, request.params.id)),
  );
  // Registered last, after the reads (the access table walks routes in this order; decision 017).
  app.post(
    '/v1/listing-import/:id/run',
    {
      config,
      schema: {
        tags,
        summary: 'Start the import in the background; poll the import for progress (admin)',
        description: '409 when it was already started. Rows with errors are skipped and reported.',
        security,
        params: IdParamsSchema,
        response: { 202: ListingImportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(202).send(await startImport(app.ctx, request.params.id)),
  );
};

/** A file download (the typed reply only knows the JSON error bodies of this route). */
const sendCsv = (reply: FastifyReply, file: { fileName: string; csv: string }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.csv);
