import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { UserRecord } from '../users/users.service';
import { FEED_LIMITS, FeedHub } from './feed.hub';

/**
 * GET /v1/feed: the live feed websocket (spec 4, 7; decision 011). The auth plugin has already
 * resolved the session cookie on the upgrade request; without a session the socket is accepted
 * and closed at once with 4401, so browsers (which hide an HTTP refusal's status) can tell
 * "sign in" from a network failure and stop reconnecting.
 */
export async function feedRoutes(app: FastifyInstance) {
  await app.register(websocket, {
    options: { maxPayload: FEED_LIMITS.maxMessageBytes },
    // Socket errors are the client's doing (oversize frames, broken connections): a warning,
    // not the error log the default handler writes.
    errorHandler: (err, socket, request) => {
      request.log.warn({ err: err.message }, 'feed: socket error');
      socket.terminate();
    },
  });
  const hub = new FeedHub(app.ctx);
  app.addHook('preClose', async () => hub.close());

  app.get('/v1/feed', { websocket: true, schema: { hide: true } }, (socket, request) => {
    hub.attach(socket, userOf(request));
  });
}

async function userOf(request: FastifyRequest): Promise<UserRecord | null> {
  return request.user;
}
