import { absolute } from './listing-page';
import { esc, type PageMeta, SITE_NAME, summarize } from './seo-html';

/** What the head needs of a published content entry (blog post, page). */
export type ContentForHead = {
  id: string;
  type: string;
  title: string | null;
  slug: string | null;
  metadata: {
    seoTitle?: string | undefined;
    seoDescription?: string | undefined;
    excerpt?: string | undefined;
    coverImageUrl?: string | undefined;
    coverAlt?: string | undefined;
    publishedAt?: string | undefined;
    authorName?: string | undefined;
  };
  data: { markdown?: string | undefined } | null;
  createdAt: string;
  updatedAt: string;
};

/** Where a content entry lives: blog posts under /blog, pages at their slug, else /content/{id}. */
export function contentPath(c: Pick<ContentForHead, 'id' | 'type' | 'slug'>, requested?: string): string {
  if (requested) return requested;
  if (c.type === 'blog') return `/blog/${c.slug ?? c.id}`;
  if (c.slug === 'terms') return '/privacy/terms';
  if (c.slug === 'privacy') return '/privacy/policy';
  return c.slug ? `/${c.slug}` : `/content/${c.id}`;
}

/** Head and <noscript> of a blog post (BlogPosting) or a page (WebPage). */
export function contentPageMeta(appUrl: string, c: ContentForHead, path: string): PageMeta {
  const heading = c.title?.trim() || 'Revy';
  const url = `${appUrl}${contentPath(c, path)}`;
  const markdown = c.data?.markdown ?? '';
  const description =
    summarize(c.metadata.seoDescription) || summarize(c.metadata.excerpt) || summarize(markdown) || heading;
  const image = c.metadata.coverImageUrl
    ? { url: absolute(appUrl, c.metadata.coverImageUrl), alt: c.metadata.coverAlt || heading }
    : undefined;
  const post = c.type === 'blog';
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': post ? 'BlogPosting' : 'WebPage',
    [post ? 'headline' : 'name']: heading,
    description,
    url,
    mainEntityOfPage: url,
    dateModified: c.updatedAt,
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${appUrl}/` },
  };
  if (post) ld.datePublished = c.metadata.publishedAt ?? c.createdAt;
  if (image) ld.image = image.url;
  if (post && c.metadata.authorName) ld.author = { '@type': 'Person', name: c.metadata.authorName };
  return {
    status: 200,
    title: `${c.metadata.seoTitle?.trim() || heading} | ${SITE_NAME}`,
    description,
    canonical: url,
    ogType: post ? 'article' : 'website',
    image,
    jsonLd: [ld],
    extraHead: post ? `<meta property="article:published_time" content="${esc(String(ld.datePublished))}" />` : '',
    noscript: `<h1>${esc(heading)}</h1><p>${esc(summarize(markdown, 2000))}</p>`,
  };
}

/** A missing or unpublished content page: 404, never indexed. */
export const missingContentMeta: PageMeta = {
  status: 404,
  title: `Page not found | ${SITE_NAME}`,
  description: 'This page does not exist on Revy.',
  noindex: true,
};
