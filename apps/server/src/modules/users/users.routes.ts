import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnyUserSchema,
  IdParamsSchema,
  UpdateUserSchema,
  UserBatchResponseSchema,
  UserBatchSchema,
  UserListQuerySchema,
  UserMetadataPatchSchema,
  UserPageSchema,
  UserSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireStaff, requireUser } from '../../plugins/auth';
import { toUser } from './users.mapper';
import { findUsers, findUsersBatch, getUserForViewer, patchUserMetadata, updateUser } from './users.service';
import { publicRead, selfOrAdmin, signedIn, staffOnly } from '../../lib/access';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ session: [] }];

/** Spec 7 User: reading and editing users. Sign-up, codes and passwords are in account.routes.ts. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/user/current',
    {
      config: { access: signedIn },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        description: '401 when signed out; 403 NotAuthorizedException when the account is disabled.',
        security,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => toUser(requireUser(request)),
  );

  app.get(
    '/v1/user',
    {
      config: { access: staffOnly },
      schema: {
        tags: ['users'],
        summary: 'Page of users, searchable by email, name and phone, filtered by role, verified, disabled (staff)',
        description:
          'Anonymous guests (no email) are left out unless guests=true. Booleans are `true` or `false`; role is user, concierge or admin.',
        security,
        querystring: UserListQuerySchema,
        response: { 200: UserPageSchema, ...errors },
      },
    },
    async (request) => {
      requireStaff(request);
      return findUsers(app.ctx, request.query);
    },
  );

  app.post(
    '/v1/user/batch',
    {
      config: { access: publicRead },
      schema: {
        tags: ['users'],
        summary: 'Users by ids: public profiles, full records for staff and self',
        body: UserBatchSchema,
        response: { 200: UserBatchResponseSchema, ...errors },
      },
    },
    async (request) => findUsersBatch(app.ctx, request.user, request.body.ids),
  );

  app.get(
    '/v1/user/:id',
    {
      config: { access: publicRead },
      schema: {
        tags: ['users'],
        summary: 'A user: the full record for self and staff, the public profile for others',
        params: IdParamsSchema,
        response: { 200: AnyUserSchema, ...errors },
      },
    },
    async (request) => getUserForViewer(app.ctx, request.user, request.params.id),
  );

  app.post(
    '/v1/user/:id',
    {
      config: { access: selfOrAdmin },
      schema: {
        tags: ['users'],
        summary: 'Update names and phone (self or staff); `disabled` is admin only',
        security,
        params: IdParamsSchema,
        body: UpdateUserSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => updateUser(app.ctx, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/v1/user/:id/metadata',
    {
      config: { access: selfOrAdmin },
      schema: {
        tags: ['users'],
        summary: 'Merge feature-flag overrides into the user metadata (self or admin); "" removes a flag',
        security,
        params: IdParamsSchema,
        body: UserMetadataPatchSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => patchUserMetadata(app.ctx, requireUser(request), request.params.id, request.body),
  );
};
