import type { Content } from '@revy/shared';

let n = 0;
/** A content entry for web tests, published blog post unless told otherwise. */
export function makeContent(over: Partial<Content> = {}): Content {
  n += 1;
  return {
    id: `0190cccc-0000-7000-8000-${String(n).padStart(12, '0')}`,
    type: 'blog',
    title: `Post ${n}`,
    slug: `post-${n}`,
    status: 'published',
    metadata: { excerpt: `Excerpt ${n}`, publishedAt: '2026-11-20T10:00:00.000Z', authorName: 'Revy team' },
    data: { markdown: `Body of post ${n}` },
    createdBy: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

export const contentPage = (
  content: Content[],
  over: { totalElements?: number; totalPages?: number; number?: number } = {},
) => ({
  content,
  totalElements: over.totalElements ?? content.length,
  size: 12,
  number: over.number ?? 0,
  totalPages: over.totalPages ?? 1,
});
