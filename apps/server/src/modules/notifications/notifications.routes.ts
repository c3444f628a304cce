import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  NotificationQuerySchema,
  NotificationSchema,
  UnreadCountSchema,
  pageSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { countUnread, findNotifications, readAllNotifications, setNotificationRead } from './notifications.service';
import { ownerOrStaff, signedIn } from '../../lib/access';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ session: [] }];
const tags = ['notifications'];

/** Spec 7 Notifications: under /api, not /v1, as the spec lists them. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "The caller's notifications, newest first (`all` and `userId`: staff only)",
        security,
        querystring: NotificationQuerySchema,
        response: { 200: pageSchema(NotificationSchema), ...errors },
      },
    },
    async (request) => findNotifications(app.ctx, requireUser(request), request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "The caller's unread notifications",
        security,
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    async (request) => countUnread(app.ctx, requireUser(request)),
  );

  app.put(
    '/api/notifications/read-all',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "Marks all the caller's notifications read; answers the new unread count",
        security,
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    async (request) => readAllNotifications(app.ctx, requireUser(request)),
  );

  app.put(
    '/api/notifications/:id/read',
    {
      config: { access: ownerOrStaff(404) },
      schema: {
        tags,
        summary: 'Marks a notification read',
        security,
        params: IdParamsSchema,
        response: { 200: NotificationSchema, ...errors },
      },
    },
    async (request) => setNotificationRead(app.ctx, requireUser(request), request.params.id, true),
  );

  app.put(
    '/api/notifications/:id/unread',
    {
      config: { access: ownerOrStaff(404) },
      schema: {
        tags,
        summary: 'Marks a notification unread',
        security,
        params: IdParamsSchema,
        response: { 200: NotificationSchema, ...errors },
      },
    },
    async (request) => setNotificationRead(app.ctx, requireUser(request), request.params.id, false),
  );
};
