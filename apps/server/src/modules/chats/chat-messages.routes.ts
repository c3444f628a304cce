import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatMessageSchema,
  ChatUserSchema,
  CreateChatFormSchema,
  EditMessageSchema,
  IdParamsSchema,
  IdSchema,
  MarkReadSchema,
  MessagesQuerySchema,
  SendMessageSchema,
  pageSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { createChatForm } from './chat-forms.service';
import type { MessageHook } from './message-hook';
import { editMessage, listMessages, markRead, sendMessage } from './messages.service';
import { access, participantsOrStaff } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['chat'];

/**
 * Spec 7 Chat: messages, read state and forms shared in a chat. `messageHook` is what a sent message sets off
 * beyond chats (the assistant's answer job; app.ts plugs it in).
 */
export const chatMessagesRoutes: FastifyPluginAsyncZod<{ messageHook: MessageHook }> = async (app, opts) => {
  const { messageHook } = opts;
  if (!messageHook) throw new Error('chatMessagesRoutes needs the messageHook option (app.ts)');
  app.get(
    '/v1/chat/:id/message',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary: "A chat's messages, oldest first; afterId gives only newer ones (live catch-up)",
        security,
        params: IdParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: pageSchema(ChatMessageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listMessages(app.ctx, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/v1/chat/:id/message',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary: 'Send a message (text, stored and shown as text); a retried id returns the stored message',
        description:
          'metadata.kind is "text"; metadata.scamSignals lists scam warnings found in the text (flagged, never blocked). An id already used in another chat or by another sender: 409. 30 messages a minute per user (429).',
        security,
        params: IdParamsSchema,
        body: SendMessageSchema,
        response: { 200: ChatMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => sendMessage(app.ctx, requireUser(request), request.params.id, request.body, messageHook),
  );

  app.post(
    '/v1/chat/:id/message/:messageId',
    {
      config: { access: access({ ...participantsOrStaff(403), owner: 403, concierge: 403, admin: 403 }) },
      schema: {
        tags,
        summary: 'Edit a text message (its author, within 15 minutes of sending)',
        security,
        params: z.object({ id: IdSchema, messageId: IdSchema }),
        body: EditMessageSchema,
        response: { 200: ChatMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      editMessage(app.ctx, requireUser(request), request.params.id, request.params.messageId, request.body.content),
  );

  app.post(
    '/v1/chat/:id/read',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary: "Mark the chat read up to a message (the newest by default); answers the caller's ChatUser",
        security,
        params: IdParamsSchema,
        body: MarkReadSchema.nullish(),
        response: { 200: ChatUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => markRead(app.ctx, requireUser(request), request.params.id, request.body?.messageId),
  );

  app.post(
    '/v1/api/chat-form/create/:id',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary: 'Share a form in a chat: stores the form and a message of kind "form" with its formId',
        security,
        params: IdParamsSchema,
        body: CreateChatFormSchema,
        response: { 200: ChatMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => createChatForm(app.ctx, requireUser(request), request.params.id, request.body),
  );
};
