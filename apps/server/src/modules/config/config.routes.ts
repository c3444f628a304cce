import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfigDescriptionSchema,
  ConfigListQuerySchema,
  ConfigPageSchema,
  ConfigSchema,
  CreateConfigSchema,
  IdParamsSchema,
  PublicConfigValueSchema,
  UpdateConfigSchema,
} from '@revy/shared';
import { adminOnly, anyone, staffOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireAdmin, requireStaff } from '../../plugins/auth';
import {
  createConfig,
  deleteConfig,
  getConfig,
  getConfigByName,
  listConfig,
  updateConfig,
  updateConfigDescription,
} from './config.service';

const security = [{ session: [] }];
const tags = ['config'];

/**
 * Spec 7 Config (issue 16, decision 028): staff read, admins write; anyone may read a public setting by name. Every
 * change is recorded in History (className Config) and reaches every instance's settings cache within seconds.
 */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/config',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Settings, paged and sorted, optionally by a piece of the name (staff)',
        security,
        querystring: ConfigListQuerySchema,
        response: { 200: ConfigPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request);
      return listConfig(app.ctx, request.query);
    },
  );

  app.post(
    '/v1/config',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Create a setting (admin); 409 when the name is taken',
        security,
        body: CreateConfigSchema,
        response: { 201: ConfigSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const item = await createConfig(app.ctx, requireAdmin(request), request.body);
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/v1/config/name/:name',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary: 'A setting by name: the whole row for staff, the value of a public setting for anyone else',
        description: 'Non-staff get 404 for a name that is not a public setting, whether or not it exists.',
        params: z.object({ name: z.string().min(1).max(100) }),
        response: { 200: z.union([ConfigSchema, PublicConfigValueSchema]), ...errorResponses(400, 404) },
      },
    },
    async (request) => getConfigByName(app.ctx, request.user, request.params.name),
  );

  app.get(
    '/v1/config/:id',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'One setting (staff)',
        security,
        params: IdParamsSchema,
        response: { 200: ConfigSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireStaff(request);
      return getConfig(app.ctx, request.params.id);
    },
  );

  app.put(
    '/v1/config/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: "Change a setting's value, and its type and description when given (admin)",
        security,
        params: IdParamsSchema,
        body: UpdateConfigSchema,
        response: { 200: ConfigSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateConfig(app.ctx, requireAdmin(request), request.params.id, request.body),
  );

  app.patch(
    '/v1/config/:id/description',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: "Change a setting's description (admin)",
        security,
        params: IdParamsSchema,
        body: ConfigDescriptionSchema,
        response: { 200: ConfigSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateConfigDescription(app.ctx, requireAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/config/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Delete a setting; a setting the product acts on is reset to its default instead (admin)',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteConfig(app.ctx, requireAdmin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
