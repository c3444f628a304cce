import { z } from 'zod';
import { pageSchema } from '../common/page.schema';
import { findUnsafeMarkdown } from './markdown-safety';

/** Content status values are not shown in the spec; these are ours. */
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export const ContentStatusSchema = z.enum(CONTENT_STATUSES);
export type ContentStatus = z.infer<typeof ContentStatusSchema>;

/** page: terms, privacy, about…; blog: a post; landing: the copy of a landing page (metadata.variant names which). */
export const CONTENT_TYPES = ['page', 'blog', 'landing'] as const;
export const ContentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentTypeSchema>;

/**
 * First path segments of the app's own addresses (apps/web/src/app/routes.tsx and the server's): a content slug may
 * not be one, or /{slug} would never reach the page.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  '404', 'admin', 'api', 'assets', 'auth', 'blog', 'checkout', 'concierge', 'contact', 'content', 'dashboard',
  'docs', 'error', 'event', 'feeds', 'iframe', 'index', 'landing', 'listings', 'lp', 'marketing', 'my-calendar',
  'my-garage', 'my-settings', 'old-listings', 'onboarding', 'openapi', 'privacy', 'r', 'requests', 'restricted',
  'robots', 'settings', 'showroom', 'sitemap', 'sitemaps', 'test', 'test-drives', 'v1',
]); // prettier-ignore

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One path segment: lowercase letters and digits joined by single dashes, not an app address. */
export const ContentSlugSchema = z
  .string()
  .trim()
  .min(1, 'Enter a slug')
  .max(SLUG_MAX, `Keep the slug to ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'Use lowercase letters and digits joined by single dashes, like how-to-price-your-car')
  .refine((s) => !RESERVED_SLUGS.has(s), 'This address belongs to the app; choose another slug');

/** A readable slug from a title: "How to price your car!" → "how-to-price-your-car". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

const text = (max: number) => z.string().trim().max(max);
/** An image address: our own files (/files/…, /v1/asset/…) or https. */
const ImageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((u) => /^\/(?!\/)/.test(u) || /^https:\/\/[^\s/]+\//i.test(u), 'Use an https address or an uploaded image');

/** SEO and presentation fields; unknown keys are kept (the builder's own). */
export const ContentMetadataSchema = z
  .object({
    seoTitle: text(70).optional(),
    seoDescription: text(200).optional(),
    excerpt: text(400).optional(),
    coverImageUrl: ImageUrlSchema.optional(),
    coverAlt: text(200).optional(),
    /** Set by the server when the entry is first published. */
    publishedAt: z.string().optional(),
    authorName: text(100).optional(),
    /** landing: which landing page this copy belongs to (home, marketing, live, lp, test1, alternate). */
    variant: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z0-9-]*$/)
      .optional(),
  })
  .catchall(z.unknown());
export type ContentMetadata = z.infer<typeof ContentMetadataSchema>;

export const CONTENT_MARKDOWN_MAX = 100_000;

/** The body: Markdown, refused when it carries markup that could run script (decision 034). */
export const ContentDataSchema = z
  .object({
    markdown: z.string().max(CONTENT_MARKDOWN_MAX, 'Keep the text under 100,000 characters'),
  })
  .catchall(z.unknown());

export const ContentSchema = z
  .object({
    id: z.string(),
    type: ContentTypeSchema,
    title: z.string().nullable(),
    slug: z.string().nullable(),
    metadata: ContentMetadataSchema,
    status: ContentStatusSchema,
    data: ContentDataSchema,
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Content' });
export type Content = z.infer<typeof ContentSchema>;
export const ContentPageSchema = pageSchema(ContentSchema);

/** POST /v1/content (staff). */
export const CreateContentSchema = z.object({
  type: ContentTypeSchema,
  title: text(200).min(1, 'Enter a title'),
  slug: ContentSlugSchema.nullish(),
  status: ContentStatusSchema.default('draft'),
  metadata: ContentMetadataSchema.default({}),
  data: ContentDataSchema.default({ markdown: '' }),
});
export type CreateContent = z.input<typeof CreateContentSchema>;

/** POST /v1/content/{id} (staff): any of the fields; a null slug removes it (the page lives at /content/{id}). */
export const UpdateContentSchema = z
  .object({
    type: ContentTypeSchema.optional(),
    title: text(200).min(1, 'Enter a title').optional(),
    slug: ContentSlugSchema.nullable().optional(),
    status: ContentStatusSchema.optional(),
    metadata: ContentMetadataSchema.optional(),
    data: ContentDataSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');
export type UpdateContent = z.input<typeof UpdateContentSchema>;

/** GET /v1/content: paged; non-staff see only published entries. */
export const ContentListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .string()
    .regex(
      /^(id|publishedAt|updatedAt|createdAt|title)(,(asc|desc))?$/,
      'Sort by id, publishedAt, updatedAt, createdAt or title, then ,asc or ,desc',
    )
    .default('id,desc'),
  type: ContentTypeSchema.optional(),
  status: ContentStatusSchema.optional(),
  variant: z.string().trim().max(40).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;

/** GET /v1/content/{idOrSlug}: an id, or a slug. */
export const ContentKeyParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(SLUG_MAX)
    .regex(/^[A-Za-z0-9-]+$/, 'Use a content id or slug'),
});

/** The problem with a body's Markdown, for the server's 422 and the editor's inline message. */
export function contentMarkdownProblem(data: { markdown?: unknown } | undefined | null): string | null {
  return typeof data?.markdown === 'string' ? findUnsafeMarkdown(data.markdown) : null;
}
