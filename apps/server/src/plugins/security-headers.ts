import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

/** The widget is embedded on other sites (spec 2: /iframe, layout widget). */
const EMBEDDABLE = /^\/iframe(\/|\?|$)/;
/** The deal room shows the bill of sale in an iframe of its own page (issue 18): same-origin framing only. */
const SELF_FRAMED = /^\/v1\/deal\/[^/?]+\/bill-of-sale\.pdf(\?|$)/;
/** Swagger UI runs inline scripts and styles of its own. */
const DOCS = /^\/docs(\/|\?|$)/;

/** The CSP hash of an inline script, as `'sha256-…'`. */
export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/**
 * Security headers whenever the server serves the web app (issue 13, decision 020): a content
 * security policy the app passes (its own scripts plus the one inline config script, by hash;
 * styles inline for React's style attributes; images from the photo CDN when set; the feed's
 * websocket is 'self'), nosniff, a strict referrer policy, no framing except the /iframe widget (and the bill of
 * sale's PDF, by the app's own pages),
 * and HSTS only on requests that arrived over TLS (directly or, with TRUST_PROXY, per
 * X-Forwarded-Proto), so a plain-HTTP install is never locked out of itself.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  inlineScripts: string[],
): Promise<void> {
  const photoOrigins = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  // The showroom map's tile server (issue 19), when one is set.
  const tileOrigins = config.map?.imageOrigin ? [config.map.imageOrigin] : [];
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScripts.map(scriptHash)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...photoOrigins, ...tileOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // Photos and the widget are used by other sites' pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const hsts = { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false };
  app.addHook('onRequest', async (request, reply) => {
    const tls = isTls(request);
    const base = { strictTransportSecurity: tls ? hsts : false };
    if (DOCS.test(request.url)) return reply.helmet({ ...base, contentSecurityPolicy: false });
    if (EMBEDDABLE.test(request.url)) {
      return reply.helmet({
        ...base,
        frameguard: false,
        contentSecurityPolicy: { useDefaults: false, directives: { ...directives, frameAncestors: ['*'] } },
      });
    }
    if (SELF_FRAMED.test(request.url)) {
      return reply.helmet({
        ...base,
        frameguard: { action: 'sameorigin' },
        contentSecurityPolicy: { useDefaults: false, directives: { ...directives, frameAncestors: ["'self'"] } },
      });
    }
    return reply.helmet(base);
  });
}

const isTls = (request: FastifyRequest) => request.protocol === 'https';
