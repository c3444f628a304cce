import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GuestContactResultSchema,
  GuestContactSchema,
  IdParamsSchema,
  InboxPageSchema,
  InboxQuerySchema,
} from '@revy/shared';
import { access, everyone, signedIn } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { setGuestContact } from './guest-contact.service';
import { getInbox } from './inbox.service';

const security = [{ session: [] }];
const tags = ['chat'];

/** Issue 19: the seller's one inbox across all their cars, and a guest buyer's address for replies. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/chat/inbox',
    {
      // Everyone sees their own inbox (empty without cars); staff may name a seller, others get 403 for that.
      config: { access: signedIn },
      schema: {
        tags,
        summary:
          "Every buyer conversation on the caller's cars (staff: sellerId's), filtered, with unread counts and the SLA clock",
        description:
          'filter: all (newest first), needsReply (the buyer waiting longest first), offers, testDrives, assistant. ' +
          'Keyset pages: pass nextCursor back as cursor. counts: chats and unread messages per filter within listingId.',
        security,
        querystring: InboxQuerySchema,
        response: { 200: InboxPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getInbox(app.ctx, requireUser(request), request.query),
  );

  app.post(
    '/v1/chat/:id/contact-email',
    {
      // The world's buyer has an account (409: replies reach its email already); a guest buyer gets 200.
      config: { access: access({ ...everyone(403), signedOut: 401, buyer: 409 }) },
      schema: {
        tags,
        summary: "A guest buyer leaves an email so the seller's replies reach them (not an account)",
        description:
          '409 EMAIL_TAKEN when the address has an account (sign in instead; nothing is stored); 409 CONFLICT when the caller has an account.',
        security,
        params: IdParamsSchema,
        body: GuestContactSchema,
        response: { 200: GuestContactResultSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      setGuestContact(app.ctx, requireUser(request), request.params.id, request.body.email, request.ip),
  );
};
