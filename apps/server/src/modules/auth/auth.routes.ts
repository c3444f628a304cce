import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthResponseSchema, SignInSchema } from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { callerOf, clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { toUser } from '../users';
import { signIn, signOut } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './sign-in-throttle';
import { anyone } from '../../lib/access';

const errors = errorResponses(400, 401, 403, 429);

/** Spec 7 Auth: POST /v1/auth signs in (or creates an anonymous user), DELETE /v1/auth signs out. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/auth',
    {
      config: { access: anyone },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password, or get an anonymous user with an empty body',
        description:
          'Empty body: answers the current user, or creates an anonymous user and signs it in. ' +
          'With email and password: verifies them, rotates the session cookie and moves what an anonymous session made to the account. ' +
          '`next` is echoed only when it is a same-site path. 429 after repeated failures.',
        body: SignInSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
      // A bare POST (no body at all) is the anonymous sign-in of spec 4, same as `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const result = await signIn(app.ctx, request.body, {
        ...callerOf(request),
        deviceToken: request.cookies[DEVICE_COOKIE] ?? null,
      });
      if (result.token) setSessionCookie(reply, result.token);
      if (result.deviceToken) {
        reply.setCookie(DEVICE_COOKIE, result.deviceToken, {
          path: '/v1/auth',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.ctx.config.isProduction,
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
        });
      }
      return { user: toUser(result.user), ...(result.next ? { next: result.next } : {}) };
    },
  );

  app.delete(
    '/v1/auth',
    {
      config: { access: anyone },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session and clears the cookie',
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await signOut(app.ctx, callerOf(request));
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
