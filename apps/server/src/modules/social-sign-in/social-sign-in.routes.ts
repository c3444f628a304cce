import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthProvidersSchema,
  SocialLinkResultSchema,
  SocialProviderParamsSchema,
  SocialSignInCallbackSchema,
  SocialSignInStartQuerySchema,
  type SocialProvider,
} from '@revy/shared';
import { createOAuthProviders } from '../../adapters/oauth';
import { access, anyone, everyone } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { callerOf, requireRegistered, setSessionCookie } from '../../plugins/auth';
import { attemptCookieName, ATTEMPT_TTL_MS, pendingLinkCookieName } from './oauth-cookie';
import { backToSignIn, sendBack } from './send-back';
import {
  completeSocialSignIn,
  enabledProviders,
  linkPendingIdentity,
  SocialSignInFailure,
  startSocialSignIn,
} from './social-sign-in.service';

const tags = ['auth'];
// The test app sets up no provider, so the access walk sees every OAuth route answer 404 (decision 041).
const notSetUp = access(everyone(404));

/** Social sign-in (issue 18, decision 041): Google, Apple and Facebook through the OAuth code flow. */
export const socialSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const providers = createOAuthProviders(config.oauth, config.appUrl);
  const cookieOptions = (provider: SocialProvider) => ({
    path: `/v1/auth/oauth/${provider}`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
  });
  const clearAttempt = (reply: FastifyReply, provider: SocialProvider) =>
    reply.clearCookie(attemptCookieName(provider), cookieOptions(provider));

  // Apple's form_post arrives urlencoded; only this plugin's routes parse it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/v1/auth/providers',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary: 'The social sign-in providers set up here (the web shows a button for each)',
        response: { 200: AuthProvidersSchema },
      },
    },
    async () => ({ providers: enabledProviders(providers) }),
  );

  app.get(
    '/v1/auth/oauth/:provider',
    {
      config: { access: notSetUp },
      schema: {
        tags,
        summary: 'Start signing in with a provider: redirects to it',
        description:
          'Sets a short-lived signed cookie with the state (and PKCE verifier and nonce for Google and Apple) and ' +
          'answers 302 to the provider. `next` (a same-site path) is where the callback sends the browser. 404 when ' +
          'the provider is not set up.',
        params: SocialProviderParamsSchema,
        querystring: SocialSignInStartQuerySchema,
        response: { 302: z.null().describe('To the provider'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const started = startSocialSignIn(providers, provider, request.query.next);
      reply.setCookie(attemptCookieName(provider), started.cookie, {
        ...cookieOptions(provider),
        maxAge: ATTEMPT_TTL_MS / 1000,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/v1/auth/oauth/:provider/callback',
    {
      config: { access: notSetUp },
      schema: {
        tags,
        summary: 'Where the provider sends the browser back: signs in and redirects',
        description:
          'Checks state, PKCE and the ID token, signs in (moving what an anonymous session made, as email sign-in ' +
          'does) and redirects to `next`. Failures send the browser to /auth/sign-in?error=<code>: a cancel with ' +
          '303, the rest with their status (400 state or token, 403 disabled, 409 link needed, 502 provider down) ' +
          'and a page that forwards there.',
        params: SocialProviderParamsSchema,
        querystring: SocialSignInCallbackSchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      reply.header('cache-control', 'no-store');
      clearAttempt(reply, provider);
      try {
        const outcome = await completeSocialSignIn(
          app.ctx,
          providers,
          provider,
          request.query,
          request.cookies[attemptCookieName(provider)],
          callerOf(request),
        );
        if (outcome.kind === 'link-required') {
          reply.setCookie(pendingLinkCookieName(provider), outcome.pendingCookie, {
            ...cookieOptions(provider),
            maxAge: ATTEMPT_TTL_MS / 1000,
          });
          const to = backToSignIn('link_required', provider, outcome.next, { email: outcome.email });
          return sendBack(reply, 409, to);
        }
        setSessionCookie(reply, outcome.token);
        return reply.redirect(outcome.redirect, 303);
      } catch (err) {
        if (!(err instanceof SocialSignInFailure)) throw err;
        if (err.status >= 500 || err.code === 'invalid_token')
          request.log.warn({ provider, why: err.message }, 'social sign-in failed');
        const to = backToSignIn(err.code, provider, null);
        return err.code === 'cancelled' ? reply.redirect(to, 303) : sendBack(reply, err.status, to);
      }
    },
  );

  app.post(
    '/v1/auth/oauth/:provider/callback',
    {
      // Apple posts the answer from appleid.apple.com (response_mode=form_post): cross-site by design. The route
      // changes nothing and reads no cookie; it hands the fields to the GET callback as a same-site navigation,
      // where the SameSite=Lax session and attempt cookies are sent (decision 041).
      config: { access: notSetUp, crossSiteForm: true },
      schema: {
        tags,
        summary: "The provider's form_post answer (Sign in with Apple): forwarded to the GET callback",
        consumes: ['application/x-www-form-urlencoded'],
        params: SocialProviderParamsSchema,
        body: SocialSignInCallbackSchema,
        response: { 303: z.null().describe('To the GET callback'), ...errorResponses(400, 404) },
      },
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!providers.has(provider)) return sendBack(reply, 404, backToSignIn('not_configured', provider, null));
      const query = new URLSearchParams(
        Object.entries(request.body).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      return reply.redirect(`/v1/auth/oauth/${provider}/callback?${query.toString()}`, 303);
    },
  );

  app.post(
    '/v1/auth/oauth/:provider/link',
    {
      config: { access: access({ ...everyone(404), signedOut: 401, anonymous: 403 }) },
      schema: {
        tags,
        summary: 'Connect the provider account waiting in this browser to the signed-in account',
        description:
          'After a callback answered link_required (an email the provider does not vouch for matched this account), ' +
          'the person signs in with their password and the web calls this. The emails must match.',
        security: [{ session: [] }],
        params: SocialProviderParamsSchema,
        response: { 200: SocialLinkResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const user = requireRegistered(request);
      await linkPendingIdentity(app.ctx, providers, provider, request.cookies[pendingLinkCookieName(provider)], user);
      reply.clearCookie(pendingLinkCookieName(provider), cookieOptions(provider));
      return { provider };
    },
  );
};
