import type { BuilderEntry, ContentBuilderSource } from '../../adapters/content-builder';
import type { AppContext } from '../../context';
import * as repo from './content.repo';

/** Landing copy by the page it belongs to: the landing routes of spec 2 and their variant names. */
export const LANDING_VARIANTS: Readonly<Record<string, string>> = {
  '/': 'home',
  '/marketing': 'marketing',
  '/marketing/live': 'live',
  '/lp': 'lp',
  '/marketing/landing-page-test-1': 'test1',
  '/test/alternatelanding': 'alternate',
};

/** The slug a page address names: /privacy/terms and /privacy/policy are the terms and privacy pages. */
export function slugOfPath(urlPath: string | undefined, prefix = ''): string | null {
  if (!urlPath) return null;
  const path = urlPath.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if (path === '/privacy/terms') return 'terms';
  if (path === '/privacy/policy') return 'privacy';
  const m = new RegExp(`^${prefix}/([a-z0-9-]+)$`).exec(path);
  return m ? m[1]! : null;
}

function toEntry(row: repo.ContentRow, model: string): BuilderEntry {
  const metadata = (row.metadata ?? {}) as Record<string, unknown>;
  const data = (row.data ?? {}) as Record<string, unknown>;
  const url = row.type === 'blog' ? `/blog/${row.slug ?? row.id}` : row.slug ? `/${row.slug}` : `/content/${row.id}`;
  return {
    id: row.id,
    name: row.title ?? '',
    modelId: model,
    published: 'published',
    lastUpdated: row.updatedAt.getTime(),
    data: { ...metadata, ...data, title: row.title, url, slug: row.slug, type: row.type },
  };
}

/**
 * The product's own content in Builder.io's shape: the built-in builder, and the fallback of the Builder.io proxy.
 * Models: `page` (a page by urlPath), `blog-post` (a post by urlPath /blog/{slug}, or the newest), `landing` /
 * `landing-section` (a landing page's copy by `variant` or urlPath). Only published entries are served.
 */
export function createOwnContentSource(ctx: AppContext): ContentBuilderSource {
  return {
    kind: 'own',
    async fetch({ model, userAttributes, limit }) {
      const one = (row: repo.ContentRow | null) => ({ results: row ? [toEntry(row, model)] : [] });
      const published = (row: repo.ContentRow | null) => (row?.status === 'published' ? row : null);
      switch (model) {
        case 'page': {
          const slug = slugOfPath(userAttributes.urlPath);
          const row = slug ? published(await repo.findContentBySlug(ctx.db, slug)) : null;
          return one(row?.type === 'page' ? row : null);
        }
        case 'blog-post':
        case 'blog': {
          const slug = slugOfPath(userAttributes.urlPath, '/blog');
          if (slug) {
            const row = published(await repo.findContentBySlug(ctx.db, slug));
            return one(row?.type === 'blog' ? row : null);
          }
          const { rows } = await repo.listContentRows(
            ctx.db,
            { page: 0, size: limit, sort: 'publishedAt,desc', type: 'blog' },
            ['published'],
          );
          return { results: rows.map((r) => toEntry(r, model)) };
        }
        case 'landing':
        case 'landing-page':
        case 'landing-section': {
          const variant = userAttributes.variant ?? LANDING_VARIANTS[userAttributes.urlPath ?? ''] ?? null;
          return one(variant ? await repo.findPublishedLanding(ctx.db, variant) : null);
        }
        default:
          return { results: [] };
      }
    },
  };
}
