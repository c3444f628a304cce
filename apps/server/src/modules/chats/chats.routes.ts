import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatGetQuerySchema,
  ChatSchema,
  ChatTokenSchema,
  ChatUserSchema,
  CreateChatSchema,
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  UpdateChatSchema,
  pageSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { issueChatToken } from './chat-token';
import {
  createChat,
  deleteChat,
  getChat,
  getChatUser,
  listListingChats,
  listMyChats,
  listMyChatUsers,
  updateChat,
} from './chats.service';
import { access, participantsOrStaff, signedIn, staffOnly } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['chat'];
const ChatListQuerySchema = PageQuerySchema.extend({
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /** Staff: the chats this user takes part in (the admin user page); anyone else only their own id. */
  userId: IdSchema.optional(),
});
const SORT_NOTE = 'sort: lastMessageAt (default, desc), createdAt or updatedAt, with ,asc or ,desc.';

/** Spec 7 Chat: the conversation itself, its people and the live-feed token. */
export const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/chat',
    {
      config: { access: access({ ...signedIn, owner: 409 }) },
      schema: {
        tags,
        summary: "Open (or get back) the caller's chat about a published listing; staff may pass buyerId",
        description:
          'One chat per buyer and listing: a repeat returns the same chat. The seller cannot open a chat with themself (409).',
        security,
        body: CreateChatSchema,
        response: { 200: ChatSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => createChat(app.ctx, requireUser(request), request.body),
  );

  app.get(
    '/v1/chat',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary:
          "The caller's chats, latest activity first; staff see every chat with ?all=true, or a user's with ?userId=",
        description: SORT_NOTE,
        security,
        querystring: ChatListQuerySchema,
        response: { 200: pageSchema(ChatSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listMyChats(app.ctx, requireUser(request), request.query),
  );

  app.get(
    '/v1/chat/user',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "The caller's read state in every chat (unread badges)",
        security,
        response: { 200: z.array(ChatUserSchema), ...errorResponses(401) },
      },
    },
    async (request) => listMyChatUsers(app.ctx, requireUser(request)),
  );

  app.get(
    '/v1/chat/comet/token',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'A signed token naming the caller, valid 10 minutes, for the live feed where cookies cannot go',
        security,
        response: { 200: ChatTokenSchema, ...errorResponses(401) },
      },
    },
    async (request) => issueChatToken(app.ctx, requireUser(request).id),
  );

  app.get(
    '/v1/chat/listing/:listingId',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "A listing's chats: all of them for its seller and staff, the caller's own for anyone else",
        description: SORT_NOTE,
        security,
        params: z.object({ listingId: IdSchema }),
        querystring: PageQuerySchema,
        response: { 200: pageSchema(ChatSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listListingChats(app.ctx, requireUser(request), request.params.listingId, request.query),
  );

  app.get(
    '/v1/chat/:id',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary: 'A chat (its buyer, seller or staff); ?forms=true adds the forms shared in it',
        security,
        params: IdParamsSchema,
        querystring: ChatGetQuerySchema,
        response: { 200: ChatSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getChat(app.ctx, requireUser(request), request.params.id, { forms: request.query.forms }),
  );

  app.put(
    '/v1/chat/:id',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary: 'Change a chat: title (anyone in it), isRestricted (seller or staff), escalation flags (staff)',
        security,
        params: IdParamsSchema,
        body: UpdateChatSchema,
        response: { 200: ChatSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateChat(app.ctx, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/chat/:id',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Delete a chat with its messages and offers (staff)',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteChat(app.ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/chat/:id/user/:userId',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary: "One participant's read state in a chat (read receipts)",
        security,
        params: z.object({ id: IdSchema, userId: IdSchema }),
        response: { 200: ChatUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getChatUser(app.ctx, requireUser(request), request.params.id, request.params.userId),
  );
};
