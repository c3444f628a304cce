import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { SESSION_COOKIE } from '@revy/shared';
import { resolveSession } from '../auth';
import { chatTokenSecret, verifyChatToken } from '../chats';
import { getUserRecord, type UserRecord } from '../users';
import { FEED_LIMITS, FeedHub } from './feed.hub';
import { everyone } from '../../lib/access';

/**
 * GET /v1/feed: the live feed websocket (spec 4, 7; decision 011). The auth plugin has already
 * resolved the session cookie on the upgrade request (or `?token=` names the user); without
 * either the socket is accepted and closed at once with 4401, so browsers (which hide an HTTP
 * refusal's status) can tell "sign in" from a network failure and stop reconnecting.
 */
export async function feedRoutes(app: FastifyInstance) {
  const hub = new FeedHub(app.ctx);
  await app.register(websocket, {
    // On shutdown every socket is closed with 1001 (going away) so clients reconnect, to another
    // instance behind the proxy; the plugin's own default would close them with no code (1005).
    preClose: async function (this: FastifyInstance) {
      await hub.close();
      await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
    },
    options: { maxPayload: FEED_LIMITS.maxMessageBytes },
    // Socket errors are the client's doing (oversize frames, broken connections): a warning,
    // not the error log the default handler writes.
    errorHandler: (err, socket, request) => {
      request.log.warn({ err: err.message }, 'feed: socket error');
      socket.terminate();
    },
  });

  app.get(
    '/v1/feed',
    { config: { access: everyone(404) }, websocket: true, schema: { hide: true } },
    (socket, request) => {
      const user = userOf(app, request);
      hub.attach(socket, user, stillSignedIn(app, request, user));
    },
  );
}

/**
 * What the hub asks again at every heartbeat: the cookie's session still active for the same
 * user, or the token's user (the token only opens the socket) still enabled.
 */
function stillSignedIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Promise<UserRecord | null>,
): () => Promise<boolean> {
  const token = request.cookies[SESSION_COOKIE];
  return async () => {
    const opened = await user;
    if (!opened) return false;
    if (request.user && token) {
      const resolved = await resolveSession(app.ctx, token);
      return resolved.status === 'active' && resolved.user.id === opened.id;
    }
    const fresh = await getUserRecord(app.ctx.db, opened.id).catch(() => null);
    return !!fresh && !fresh.disabled;
  };
}

/**
 * The session cookie's user, or — where cookies cannot go (another origin, a native client) —
 * the user named by `?token=` from GET /v1/chat/comet/token (short-lived, HMAC-signed).
 * A disabled account gets nothing either way.
 */
async function userOf(app: FastifyInstance, request: FastifyRequest): Promise<UserRecord | null> {
  if (request.user) return request.user;
  const token = (request.query as { token?: unknown }).token;
  if (typeof token !== 'string' || token.length > 1000) return null;
  const userId = verifyChatToken(await chatTokenSecret(app.ctx.db), token);
  if (!userId) return null;
  const user = await getUserRecord(app.ctx.db, userId).catch(() => null);
  return user && !user.disabled ? user : null;
}
