import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An OAuth provider's form_post callback (Sign in with Apple), cross-site and urlencoded by design. Only for a
     * route that changes nothing and reads no cookie (decision 041), or whose only authority is a signed token in its
     * address (one-click unsubscribe, RFC 8058: the mail provider posts a form, decision 045-email-unsubscribe).
     */
    crossSiteForm?: boolean;
  }
}
const API_PATH = /^\/(v1|api)(\/|$|\?)/;

/**
 * Cross-site request protection (issue 13, decision 014). A state-changing API request that a
 * browser sends must come from the app's own origin:
 * - with an `Origin` header, it must be the app's public origin (APP_URL), the origin the request
 *   was addressed to (its Host, for `npm start` opened at 127.0.0.1 or another name), or in
 *   development the Vite dev server;
 * - without `Origin` but with `Sec-Fetch-Site`, that must be `same-origin` (or `none`: typed by
 *   the user);
 * - with neither, the caller is not a browser (curl, the CLI, tests, Stripe's webhook) and no
 *   victim's cookie can be riding on it.
 * Bodies must be JSON, or multipart on the upload routes that declare it: a cross-site HTML form
 * can only send urlencoded, multipart or text/plain bodies, so refusing those elsewhere (415)
 * closes the gap for browsers that send neither header. The websocket upgrade of /v1/feed gets
 * the same origin check. Refusals are 403 (415 for a body type) and change nothing.
 */
export const requestOriginPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app.ctx;
    const fixed = new Set([new URL(config.appUrl).origin]);
    if (!config.isProduction)
      for (const host of ['localhost', '127.0.0.1']) fixed.add(`http://${host}:${config.webPort}`);

    const allowedOrigin = (request: FastifyRequest, origin: string): boolean => {
      if (fixed.has(origin)) return true;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false; // "null" (sandboxed frames, file:) and garbage
      }
      const host = (config.trustProxy && headerValue(request, 'x-forwarded-host')) || request.headers.host;
      return !!host && url.host === host;
    };

    app.addHook('onRequest', async (request) => {
      const path = request.url;
      if (!API_PATH.test(path)) return;
      const isFeedUpgrade = request.method === 'GET' && request.headers.upgrade?.toLowerCase() === 'websocket';
      if (!UNSAFE.has(request.method) && !isFeedUpgrade) return;
      if (request.routeOptions.config?.crossSiteForm) return;
      const origin = headerValue(request, 'origin');
      const site = headerValue(request, 'sec-fetch-site');
      const refusal = () => {
        if (isFeedUpgrade) refusedUpgrades.add(request);
        return crossSite();
      };
      if (origin !== undefined) {
        if (!allowedOrigin(request, origin)) throw refusal();
      } else if (site !== undefined && site !== 'same-origin' && site !== 'none') {
        throw refusal();
      }
      if (isFeedUpgrade) return;
      const type = headerValue(request, 'content-type')?.split(';')[0]!.trim().toLowerCase();
      if (!type || type === 'application/json' || type.endsWith('+json')) return;
      const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      if (type === 'multipart/form-data' && consumes.includes('multipart/form-data')) return;
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `This endpoint takes ${consumes.includes('multipart/form-data') ? 'multipart/form-data' : 'application/json'}, not ${type}`,
      );
    });

    // A refused websocket upgrade is answered before @fastify/websocket marks the request as
    // one, so its raw socket would outlive the answer (and hold up shutdown): close it here.
    const refusedUpgrades = new WeakSet<FastifyRequest>();
    app.addHook('onResponse', async (request) => {
      if (refusedUpgrades.has(request)) request.raw.socket?.destroy();
    });
  },
  { name: 'request-origin' },
);

const crossSite = () => new AppError('FORBIDDEN', 'This request did not come from the Revy app, so it was refused.');

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
