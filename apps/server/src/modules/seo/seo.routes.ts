import type { FastifyPluginAsync } from 'fastify';
import { publishedListingsPage } from '../listings';
import {
  contentSitemap,
  type ContentStamp,
  listingSitemap,
  SITEMAP_URLS_PER_FILE,
  sitemapIndex,
} from './sitemap.service';
import { vehicleFeedStream } from './vehicle-feed';

export type SeoRoutesOptions = {
  appUrl: string;
  /** Published content in id order after `afterId` (the content module's read, plugged in by app.ts). */
  publishedContent(afterId: string | null, limit: number): Promise<ContentStamp[]>;
  /** URLs per listing sitemap file; lowered in tests to prove the split. */
  urlsPerFile?: number;
};

const XML = 'application/xml; charset=utf-8';
/** Crawlers and catalogues fetch these a few times a day: an hour of caching spares the database. */
const CACHE = 'public, max-age=3600';

/**
 * Addresses for crawlers and catalogues (issue 17, decision 037): the sitemap index and its files, and the vehicle
 * feed. Registered whether or not this instance serves the web app, since they describe the product's public pages
 * wherever those are served from.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, opts) => {
  const perFile = opts.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  const route = { schema: { hide: true }, logLevel: 'warn' as const };

  app.get('/sitemap.xml', route, async (_request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type(XML)
      .send(await sitemapIndex(app.ctx, opts.appUrl, perFile)),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', route, async (request, reply) => {
    const { file } = request.params;
    if (file === 'content.xml') {
      return reply
        .header('cache-control', CACHE)
        .type(XML)
        .send(await contentSitemap(opts.appUrl, opts.publishedContent));
    }
    const n = /^listings-([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
    const xml = n ? await listingSitemap(app.ctx, opts.appUrl, Number(n), perFile) : null;
    if (xml === null) return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap');
    return reply.header('cache-control', CACHE).type(XML).send(xml);
  });

  app.get('/feeds/vehicles.xml', route, async (_request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type(XML)
      .send(vehicleFeedStream(opts.appUrl, (after, limit) => publishedListingsPage(app.ctx, after, limit))),
  );
};
