import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssetBatchTargetsSchema,
  AssetFirstByTargetSchema,
  AssetImportSchema,
  AssetSchema,
  AssetTagSchema,
  AssetUpdateSchema,
  AssetUploadFieldsSchema,
  IdParamsSchema,
  IdSchema,
  MAX_UPLOAD_BYTES,
  PageQuerySchema,
  pageSchema,
} from '@revy/shared';
import { isValidKey } from '../../adapters/storage';
import { errorResponses } from '../../lib/openapi';
import { notFound, validationFailed } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import { assertCanEditTarget } from './assets.access';
import { importAssets } from './asset-import';
import {
  createImageAsset,
  deleteAsset,
  findFirstTagged,
  findFirstTaggedBatch,
  findTaggedAssets,
  findTargetAssets,
  getAsset,
  replaceAssetFile,
  updateAsset,
} from './assets.service';
import { spoolDir, sweepSpoolDir, withUpload } from './multipart-upload';
import { ownerOrStaff, publicRead } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['assets'];
const TargetParams = z.object({ targetId: IdSchema });
const TargetTagParams = z.object({ targetId: IdSchema, tag: AssetTagSchema.shape.name });
const TagParams = z.object({ tag: AssetTagSchema.shape.name });
const UPLOAD_HELP =
  'multipart/form-data: `file` (JPEG, PNG, WebP, AVIF or GIF, recognised from its bytes; at most 25 MB, ' +
  '200 px to 60 megapixels), `targetId`, optional `tag`, `ordinal`, `overwrite` (true replaces the ' +
  "target's assets with that tag) and `title`. Send the fields before the file. The answer comes when " +
  'every size of spec 9 is stored (WebP, and `<size>.jpg` JPEG fallbacks); status `failed` with `error` ' +
  'if processing failed after the checks.';

/** Spec 7 Asset: photos and files of listings and users, and the files themselves. */
export const assetsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only inside this plugin: the limits are the upload's, not the whole API's.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 100 },
  });
  // Uploads wait for the photo pipeline as files on disk (decision 018); a killed process's are swept.
  const uploadDir = spoolDir(app.ctx.config.dataDir);
  await sweepSpoolDir(uploadDir);

  app.post(
    '/v1/asset',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Upload a photo',
        description: UPLOAD_HELP,
        security,
        consumes: ['multipart/form-data'],
        response: { 201: AssetSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const parse = (fields: Record<string, string>) => {
        const parsed = AssetUploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          throw validationFailed(
            Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message])),
          );
        }
        return parsed.data;
      };
      const asset = await withUpload(
        request,
        {
          dir: uploadDir,
          beforeFile: async (fields) => {
            // Fail fast, before the bytes are read, when the fields came first.
            if (fields.targetId) await assertCanEditTarget(app.ctx.db, actor, parse(fields).targetId);
          },
        },
        async (upload) => {
          const fields = parse(upload.fields);
          if (!upload.file) throw validationFailed({ file: 'Attach the photo as the part named "file"' });
          return createImageAsset(app.ctx, actor, { ...fields, source: 'upload' }, upload.file);
        },
      );
      return reply.status(201).send(asset);
    },
  );

  app.post(
    '/v1/asset/uploadcare',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Import images by URL through the upload pipeline (allowed hosts only)',
        description:
          'Only hosts listed in ASSET_IMPORT_HOSTS; redirects only within them; each file at most 25 MB. All or nothing.',
        security,
        body: AssetImportSchema,
        response: { 201: z.array(AssetSchema), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => reply.status(201).send(await importAssets(app.ctx, requireUser(request), request.body)),
  );

  app.post(
    '/v1/asset/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Replace the file of an asset',
        description: 'multipart/form-data with `file`; old files are deleted once the new ones are stored.',
        security,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: AssetSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return withUpload(request, { dir: uploadDir }, async (upload) => {
        if (!upload.file) throw validationFailed({ file: 'Attach the photo as the part named "file"' });
        return replaceAssetFile(app.ctx, actor, request.params.id, upload.file);
      });
    },
  );

  app.put(
    '/v1/asset/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Change title and tags (photo ordinals: order and cover)',
        security,
        params: IdParamsSchema,
        body: AssetUpdateSchema,
        response: { 200: AssetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateAsset(app.ctx, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/asset/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Delete an asset and its files',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteAsset(app.ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/asset/:id',
    {
      config: { access: publicRead },
      schema: {
        tags,
        summary: 'An asset',
        params: IdParamsSchema,
        response: { 200: AssetSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getAsset(app.ctx, request.user, request.params.id),
  );

  app.get(
    '/v1/asset/target/:targetId',
    {
      config: { access: publicRead },
      schema: {
        tags,
        summary: "A page of a target's assets (size 100, sort id,desc by default)",
        params: TargetParams,
        querystring: PageQuerySchema,
        response: { 200: pageSchema(AssetSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => findTargetAssets(app.ctx, request.user, request.params.targetId, request.query),
  );

  app.get(
    '/v1/asset/target/:targetId/tag/:tag',
    {
      config: { access: publicRead },
      schema: {
        tags,
        summary: "A target's assets with a tag, by ordinal (999999999 when absent), then id",
        params: TargetTagParams,
        response: { 200: z.array(AssetSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => findTaggedAssets(app.ctx, request.user, request.params.targetId, request.params.tag),
  );

  app.get(
    '/v1/asset/target/:targetId/tag/:tag/first',
    {
      config: { access: publicRead },
      schema: {
        tags,
        summary: "A target's first asset with a tag (the cover, for `photo`)",
        params: TargetTagParams,
        response: { 200: AssetSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => findFirstTagged(app.ctx, request.user, request.params.targetId, request.params.tag),
  );

  app.post(
    '/v1/asset/target/batch/tag/:tag/first',
    {
      config: { access: publicRead },
      schema: {
        tags,
        summary: 'First asset with a tag for many targets: target id → asset (absent when none or not visible)',
        params: TagParams,
        body: AssetBatchTargetsSchema,
        response: { 200: AssetFirstByTargetSchema, ...errorResponses(400) },
      },
    },
    async (request) => findFirstTaggedBatch(app.ctx, request.user, request.body, request.params.tag),
  );

  // The files themselves: keys are unique per version, so they never change and cache for a year.
  app.get(
    '/v1/asset/file/*',
    {
      config: { access: publicRead },
      schema: { tags, summary: 'A stored file (photo rendition)', hide: true },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isValidKey(key)) throw notFound('File');
      const file = await app.ctx.storage.get(key);
      if (!file) throw notFound('File');
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (file.size !== null) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
};
