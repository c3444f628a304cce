import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateRedirectSchema, RedirectKeyParamsSchema, RedirectSchema } from '@revy/shared';
import { anyone, ownerOrStaff } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { createRedirect, followRedirect, getRedirect } from './redirects.service';

const tags = ['redirects'];

const GONE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Link not found | Revy</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.5rem;color:#1f2937;line-height:1.5">
<p style="font-weight:700;color:#5F3566;font-size:1.25rem">Revy</p><h1 style="font-size:1.5rem">This link doesn't lead anywhere</h1>
<p>It may have been mistyped, or the car it pointed to is no longer listed.</p><p><a href="/showroom" style="color:#5F3566;font-weight:600">Browse cars in the showroom</a></p></body></html>`;

/** Spec 7 Redirect (issue 17, decision 036): short links to the product's own pages, and where they lead. */
export const redirectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/redirect',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary: 'A short link /r/{key} to a page on Revy (the same link for the same address)',
        description:
          'Only the product’s own addresses are accepted (400 otherwise). 60 links an hour per address (429).',
        body: CreateRedirectSchema,
        response: { 200: RedirectSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => createRedirect(app.ctx, request.ip, request.body),
  );

  app.get(
    '/v1/redirect/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'A short link with its click count (staff, or the seller of the listing it is about)',
        security: [{ session: [] }],
        params: RedirectKeyParamsSchema,
        response: { 200: RedirectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getRedirect(app.ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/r/:key',
    {
      schema: { hide: true, params: z.object({ key: z.string().max(64) }) },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const to = await followRedirect(app.ctx, request.params.key);
      // Never cached: every click is counted.
      reply.header('cache-control', 'no-store');
      if (!to) return reply.status(404).type('text/html; charset=utf-8').send(GONE_PAGE);
      return reply.redirect(to, 302);
    },
  );
};
