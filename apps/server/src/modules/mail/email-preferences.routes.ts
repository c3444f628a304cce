import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailPreferencesInputSchema,
  EmailPreferencesSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
} from '@revy/shared';
import { access, anyone, everyone, signedIn } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { getEmailPreferences, saveEmailPreferences, unsubscribeWithToken } from './email-preferences.service';
import { unsubscribeUrls } from './unsubscribe-links';

const tags = ['mail'];
const security = [{ session: [] }];
/** A bare form body is all RFC 8058 sends ("List-Unsubscribe=One-Click"); the token in the address is what counts. */
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * Email preferences and one-click unsubscribe (issue 19, decision 045-email-unsubscribe). The unsubscribe POST takes
 * the mail client's RFC 8058 form post (urlencoded or multipart, no cookie, from the mail provider's servers) and the
 * unsubscribe page's JSON alike: the signed token in the address is the only authority, so the cross-site checks of
 * decision 014 do not apply to it (it reads no session).
 */
export const emailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ignoreBody = (_request: unknown, _body: unknown, done: (err: null, body: object) => void) => done(null, {});
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    ignoreBody,
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, ignoreBody);

  app.get(
    '/v1/account/email-preferences',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "The caller's optional emails: alerts, and the digest of unread activity",
        security,
        response: { 200: EmailPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => getEmailPreferences(app.ctx, requireUser(request)),
  );

  app.put(
    '/v1/account/email-preferences',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "Turns the caller's optional emails on or off (the GET body back)",
        security,
        body: EmailPreferencesInputSchema,
        response: { 200: EmailPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => saveEmailPreferences(app.ctx, requireUser(request), request.body),
  );

  app.post(
    '/v1/mail/unsubscribe',
    {
      config: { access: anyone, crossSiteForm: true },
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): turns the token's user's alert and digest emails off",
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeResultSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => unsubscribeWithToken(app.ctx, request.query.token),
  );

  // A mail client without one-click support opens the List-Unsubscribe address in a browser: it gets the page that
  // asks first. A GET never unsubscribes (link scanners open every link).
  app.get(
    '/v1/mail/unsubscribe',
    {
      config: { access: access(everyone('ok')) },
      schema: {
        tags,
        summary: 'Sends a browser to the unsubscribe page (changes nothing)',
        querystring: UnsubscribeQuerySchema,
        response: {
          200: z.string().describe('A small HTML page that forwards to /account/unsubscribe'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const page = unsubscribeUrls(app.ctx.config.appUrl, request.query.token).page;
      const href = page.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>Unsubscribe</title><p><a href="${href}">Continue to unsubscribe</a></p>`,
        );
    },
  );
};
