import type { AppContext } from '../../context';
import { publishedListingSitemap } from '../listings';
import { contentPath } from './content-page';
import { esc } from './seo-html';

/** URLs per sitemap file: the protocol's limit is 50,000 (and 50 MB); tests lower it to prove the split. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** A published content entry as the sitemap lists it. */
export type ContentStamp = { id: string; type: string; slug: string | null; updatedAt: string };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const url = (loc: string, lastmod?: string) =>
  `<url><loc>${esc(loc)}</loc>${lastmod ? `<lastmod>${esc(lastmod)}</lastmod>` : ''}</url>`;

/** /sitemap.xml: the index of the listing files (as many as the cars need) and the content file. */
export async function sitemapIndex(ctx: AppContext, appUrl: string, perFile: number): Promise<string> {
  const files = Math.max(1, Math.ceil((await publishedListingSitemap.count(ctx)) / perFile));
  const entries = [`${appUrl}/sitemaps/content.xml`];
  for (let n = 1; n <= files; n++) entries.push(`${appUrl}/sitemaps/listings-${n}.xml`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">${entries.map((e) => `<sitemap><loc>${esc(e)}</loc></sitemap>`).join('')}</sitemapindex>\n`;
}

/** /sitemaps/listings-{n}.xml (n from 1), or null past the last file. The first file exists even with no cars. */
export async function listingSitemap(
  ctx: AppContext,
  appUrl: string,
  n: number,
  perFile: number,
): Promise<string | null> {
  const rows = await publishedListingSitemap.slice(ctx, (n - 1) * perFile, perFile);
  if (!rows.length && n > 1) return null;
  const urls = rows.map((r) => url(`${appUrl}/listings/${r.id}`, r.updatedAt.toISOString()));
  return `${XML_HEAD}<urlset xmlns="${NS}">${urls.join('')}</urlset>\n`;
}

/** The public pages that always exist, then every published post and page. */
const STATIC_PATHS = ['/', '/showroom', '/blog', '/contact', '/privacy/terms', '/privacy/policy'];

export async function contentSitemap(
  appUrl: string,
  published: (afterId: string | null, limit: number) => Promise<ContentStamp[]>,
): Promise<string> {
  const seen = new Set<string>();
  const urls: string[] = [];
  const add = (path: string, lastmod?: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    urls.push(url(`${appUrl}${path}`, lastmod));
  };
  for (const p of STATIC_PATHS) add(p);
  let after: string | null = null;
  for (;;) {
    const page = await published(after, 1000);
    for (const c of page) add(contentPath(c), c.updatedAt);
    if (page.length < 1000) break;
    after = page[page.length - 1]!.id;
  }
  return `${XML_HEAD}<urlset xmlns="${NS}">${urls.join('')}</urlset>\n`;
}
