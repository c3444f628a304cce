import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentKeyParamsSchema,
  ContentListQuerySchema,
  ContentPageSchema,
  ContentSchema,
  CreateContentSchema,
  IdParamsSchema,
  UpdateContentSchema,
} from '@revy/shared';
import { anyone, staffOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireStaff } from '../../plugins/auth';
import { createContent, getContent, listContent, updateContent } from './content.service';

const security = [{ session: [] }];
const tags = ['content'];

/** Spec 7 Content (issue 17, decision 034): staff write; anyone reads what is published. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/content',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Create a page, blog post or landing copy (staff); 409 when the slug is taken',
        description:
          'Markdown that could run script (script tags, event handlers, javascript: links) is refused (422).',
        security,
        body: CreateContentSchema,
        response: { 201: ContentSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createContent(app.ctx, requireStaff(request), request.body)),
  );

  app.post(
    '/v1/content/:id',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Change a content entry (staff): any of type, title, slug, status, metadata, data',
        security,
        params: IdParamsSchema,
        body: UpdateContentSchema,
        response: { 200: ContentSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => updateContent(app.ctx, requireStaff(request), request.params.id, request.body),
  );

  app.get(
    '/v1/content/:id',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary: 'A content entry by id or slug; drafts only for staff',
        params: ContentKeyParamsSchema,
        response: { 200: ContentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getContent(app.ctx, request.user, request.params.id),
  );

  app.get(
    '/v1/content',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary: 'Content entries, paged (sort id,desc by default); published ones only for non-staff',
        querystring: ContentListQuerySchema,
        response: { 200: ContentPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listContent(app.ctx, request.user, request.query),
  );
};
