import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FormInputSchema, FormSchema, IdParamsSchema, UpdateFormSchema } from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { createForm, listMyForms, updateForm } from './forms.service';
import { anyone, ownerOrStaff, signedIn } from '../../lib/access';
import { submitContact } from './contact.service';

const security = [{ session: [] }];
const tags = ['forms'];
const NameParams = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.-]+$/, 'Use letters, digits, dot, dash or underscore'),
});

/** Spec 7 Form: a user's saved answers. */
export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered before /v1/form/:name, and matched first whatever the order: a static path beats a parameter.
  app.post(
    '/v1/form/contact',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary: 'Write to the Revy team (anyone, signed in or not); a copy is mailed to the sender',
        description:
          'data is JSON text of { name, email, topic (buying, selling, account, payments, safety, other), message, listingUrl? }. Limited to 10 messages an hour per address (429).',
        body: FormInputSchema,
        response: { 200: FormSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => submitContact(app.ctx, request.user, request.ip, request.body.data),
  );

  app.post(
    '/v1/form/:name',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Save answers under a form name (data: JSON text)',
        security,
        params: NameParams,
        body: FormInputSchema,
        response: { 200: FormSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => createForm(app.ctx, requireUser(request), request.params.name, request.body.data),
  );

  app.put(
    '/v1/form/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "Replace a form's data (its owner or staff)",
        security,
        params: IdParamsSchema,
        body: UpdateFormSchema,
        response: { 200: FormSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateForm(app.ctx, requireUser(request), request.params.id, request.body.data),
  );

  app.get(
    '/v1/form',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "The caller's forms, newest first",
        security,
        response: { 200: z.array(FormSchema), ...errorResponses(401) },
      },
    },
    async (request) => listMyForms(app.ctx, requireUser(request)),
  );
};
