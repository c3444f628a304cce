import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ConfigError, type Config } from '../config';
import { registerSecurityHeaders } from './security-headers';

/** Paths that belong to the API: never answered with the web app, so they keep JSON 404s. */
const API_PATHS = /^\/(v1|api|docs|openapi\.json)(\/|$|\?)/;

/** What the browser gets from config (spec 2: where `/` sends visitors). Keep this list explicit. */
export function browserConfig(config: Config): Record<string, unknown> {
  return { defaultLandingUrl: config.defaultLandingUrl ?? null };
}

/** index.html with `window.__REVY__` set before the app's scripts run. */
export function injectBrowserConfig(html: string, values: Record<string, unknown>): string {
  // `<` escaped so a value can never close the script tag.
  const json = JSON.stringify(values).replace(/</g, '\\u003c');
  const tag = `<script>window.__REVY__=${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}

const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  ...[
    '/v1/',
    '/api/',
    '/admin',
    '/concierge',
    '/my-garage',
    '/my-settings',
    '/settings',
    '/dashboard',
    '/my-calendar',
    '/checkout',
    '/auth/',
    '/iframe',
  ].map((p) => `Disallow: ${p}`),
  '',
].join('\n');

export type WebFallback = {
  /** Whether a request that matched no route should get the web app's index.html. */
  handles(request: FastifyRequest): boolean;
  sendIndex(reply: FastifyReply): FastifyReply;
};

/**
 * Serves the built web app (SERVE_WEB) from `config.webDistDir` on the API's port: hashed
 * files under /assets are immutable, index.html is never cached and carries the browser
 * config, and any other GET outside the API paths falls back to index.html (SPA routing).
 * Refuses to start when the build is missing.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<WebFallback> {
  const indexPath = path.join(config.webDistDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new ConfigError(`SERVE_WEB is on but ${indexPath} does not exist: run \`npm run build\` first`);
  }
  const indexHtml = injectBrowserConfig(fs.readFileSync(indexPath, 'utf8'), browserConfig(config));
  // Every inline script of the page (the browser config above) is allowed by its hash, no other.
  const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  await registerSecurityHeaders(app, config, inlineScripts);

  await app.register(fastifyStatic, {
    root: config.webDistDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    schemaHide: true,
    logLevel: 'warn',
    setHeaders: (res, filePath) => {
      const rel = path.relative(config.webDistDir, filePath).split(path.sep).join('/');
      res.setHeader(
        'cache-control',
        rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  app.get('/', { schema: { hide: true }, logLevel: 'warn' }, (_request, reply) => sendIndex(reply));
  app.get('/index.html', { schema: { hide: true }, logLevel: 'warn' }, (_request, reply) => sendIndex(reply));
  // Crawlers get a real robots file: listings and content pages are public, the rest is not.
  app.get('/robots.txt', { schema: { hide: true }, logLevel: 'warn' }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );

  return {
    handles: (request) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PATHS.test(request.url) &&
      // A missing file (a stale /assets/x.js, /favicon.ico, /sitemap.xml) is a real 404, not a page.
      !/\/assets\//.test(request.url) &&
      !/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0]!),
    sendIndex,
  };
}
