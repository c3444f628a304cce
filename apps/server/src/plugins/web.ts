import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ConfigError, type Config } from '../config';
import { registerSecurityHeaders } from './security-headers';
import { startValues } from './web-start';
import { firstPagePreloads, withFirstPagePreloads } from './web-first-pages';

/** Paths that belong to the API: never answered with the web app, so they keep JSON 404s. */
const API_PATHS = /^\/(v1|api|docs|openapi\.json)(\/|$|\?)/;

/**
 * What the browser gets (window.__REVY__): the public settings (spec 2's default landing address, support contacts,
 * default price, flag defaults), computed per page request by the caller so a change applies without a restart.
 * Keep this list explicit: only `public` settings of the registry.
 */
export type BrowserValues = () => Promise<Record<string, unknown>>;

/**
 * Fills one page's HTML for crawlers and link previews before it is sent (issue 17, decision 037): its title, head
 * tags and status (404 for an unknown listing). app.ts plugs in the seo module; without it every page is the template.
 */
export type PageHtml = (path: string, html: string, search: string) => Promise<{ status: number; html: string }>;

/** Values for index.html from the environment alone (no database at hand). */
export function browserConfig(config: Config): Record<string, unknown> {
  return {
    defaultLandingUrl: config.defaultLandingUrl ?? null,
    // The showroom map's tiles (issue 19): the web app offers a map only when these are set.
    map: config.map ? { tileUrl: config.map.tileUrl, attribution: config.map.attribution } : null,
  };
}

/**
 * The one inline script of the page: it reads the values from a JSON data block. The data changes with the settings,
 * the script never does, so the content security policy can allow it by a hash computed once at start (a data block
 * is not executed, so the policy does not apply to it).
 */
export const BROWSER_CONFIG_SCRIPT =
  'window.__REVY__=JSON.parse(document.getElementById("revy-config").textContent||"{}")';

/**
 * The app, loaded after the first paint (issue 17, decision 038). As Vite writes index.html, the entry module and its
 * ~15 preloaded imports download alongside the stylesheet and the hero photo and run as soon as the page is parsed,
 * before the browser paints: the server's markup (a listing's photo, the home hero, the loading screen) waits for the
 * whole app, and on a phone the photo shares the line with ~180 KB of script. So the page is painted first and the
 * app requested in the task after that frame: its imports as `modulepreload` links (fetched in parallel, not one
 * after the other), then the entry. Fixed text, so the content security policy allows it by hash; the addresses come
 * from a meta tag.
 */
export const START_APP_SCRIPT =
  'requestAnimationFrame(function(){setTimeout(function(){var m=document.querySelector("meta[name=revy-entry]"),' +
  'h=document.head;(m.dataset.preload||"").split(" ").filter(Boolean).forEach(function(u){' +
  'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)});' +
  'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=m.content;h.appendChild(s)})})';

/**
 * index.html as Vite builds it, with its entry `<script type="module">` and `modulepreload` links replaced by
 * START_APP_SCRIPT. A page without such a script (the dev server's, a test's) is returned unchanged.
 */
export function deferAppStart(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const rest = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
    if (href !== entry[1]) preloads.push(href);
    return '';
  });
  return rest
    .replace(entry[0], `<meta name="revy-entry" content="${entry[1]}" data-preload="${preloads.join(' ')}">`)
    .replace('</body>', `<script>${START_APP_SCRIPT}</script></body>`);
}

/** index.html with `window.__REVY__` set before the app's scripts run. */
export function injectBrowserConfig(html: string, values: Record<string, unknown>): string {
  // `<` escaped so a value can never close the script tag.
  const json = JSON.stringify(values).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="revy-config">${json}</script><script>${BROWSER_CONFIG_SCRIPT}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}

const robotsTxt = (appUrl: string) =>
  [
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
      '/r/',
    ].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');

export type WebFallback = {
  /** Whether a request that matched no route should get the web app's index.html. */
  handles(request: FastifyRequest): boolean;
  sendIndex(reply: FastifyReply): Promise<FastifyReply>;
};

/**
 * Serves the built web app (SERVE_WEB) from `config.webDistDir` on the API's port: hashed
 * files under /assets are immutable, index.html is never cached and carries the browser
 * config, and any other GET outside the API paths falls back to index.html (SPA routing).
 * Refuses to start when the build is missing.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  values: BrowserValues = async () => browserConfig(config),
  pageHtml?: PageHtml,
): Promise<WebFallback> {
  const indexPath = path.join(config.webDistDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new ConfigError(`SERVE_WEB is on but ${indexPath} does not exist: run \`npm run build\` first`);
  }
  const template = deferAppStart(fs.readFileSync(indexPath, 'utf8'));
  const preloads = firstPagePreloads(config.webDistDir, template);
  // Every inline script of the page (the browser config's reader) is allowed by its hash, no other. The hash is the
  // same whatever the values, so it is taken from a page rendered with the environment's.
  const sample = injectBrowserConfig(template, browserConfig(config));
  const inlineScripts = [...sample.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  await registerSecurityHeaders(app, config, inlineScripts);

  await app.register(fastifyStatic, {
    root: config.webDistDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // The build writes .br and .gz copies at the highest levels (apps/web/build/precompress.ts): sent as they are.
    preCompressed: true,
    schemaHide: true,
    logLevel: 'warn',
    setHeaders: (res, filePath) => {
      const rel = path.relative(config.webDistDir, filePath).split(path.sep).join('/');
      // The service worker and the manifest are asked again on every visit (decision 048): a new worker or app name
      // reaches installed apps with the next deploy, not an hour later.
      res.setHeader(
        'cache-control',
        rel.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : rel === 'sw.js' || rel === 'manifest.webmanifest'
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });

  const sendIndex = async (reply: FastifyReply) => {
    const [path, search = ''] = reply.request.url.split('#')[0]!.split('?', 2) as [string, string?];
    const page = pageHtml ? await pageHtml(path, template, search) : { status: 200, html: template };
    const html = withFirstPagePreloads(page.html, path, preloads);
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectBrowserConfig(html, { ...(await values()), ...startValues(reply.request) }));
  };
  app.get('/', { schema: { hide: true }, logLevel: 'warn' }, (_request, reply) => sendIndex(reply));
  app.get('/index.html', { schema: { hide: true }, logLevel: 'warn' }, (_request, reply) => sendIndex(reply));
  // Crawlers get a real robots file: listings and content pages are public, the rest is not.
  app.get('/robots.txt', { schema: { hide: true }, logLevel: 'warn' }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(config.appUrl)),
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
