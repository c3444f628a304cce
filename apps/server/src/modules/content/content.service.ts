import { z } from 'zod';
import {
  contentMarkdownProblem,
  type Content,
  type ContentListQuery,
  type ContentMetadata,
  type CreateContent,
  CreateContentSchema,
  isStaff,
  type Page,
  toPage,
  type UpdateContent,
  UpdateContentSchema,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { recordHistory } from '../history';
import type { UserRecord } from '../users';
import * as repo from './content.repo';
import { announceContentChange } from './content-cache';

type Row = repo.ContentRow;
const FIELDS = ['type', 'title', 'slug', 'status', 'metadata', 'data'] as const;
const isUuid = (key: string) => z.uuid().safeParse(key).success;

export function toContent(r: Row): Content {
  return {
    id: r.id,
    type: r.type as Content['type'],
    title: r.title,
    slug: r.slug,
    metadata: (r.metadata ?? {}) as ContentMetadata,
    status: r.status,
    data: { markdown: '', ...((r.data as object | null) ?? {}) } as Content['data'],
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** 422 naming the Markdown that could run script (decision 034); what was saved before stays. */
function assertSafe(data: { markdown?: unknown } | undefined): void {
  const problem = contentMarkdownProblem(data);
  if (problem) throw new AppError('UNPROCESSABLE', problem, { fields: { 'data.markdown': problem } });
}

const slugTaken = (slug: string | null | undefined) =>
  new AppError('CONFLICT', `Another page already uses the address ${slug ?? ''}`.trim(), {
    fields: { slug: 'This slug is taken' },
  });

/** First publication stamps metadata.publishedAt; later edits keep it unless staff set another date. */
function withPublishedAt(metadata: ContentMetadata, status: string, previous?: ContentMetadata): ContentMetadata {
  const stamp = metadata.publishedAt ?? previous?.publishedAt;
  if (status === 'published') return { ...metadata, publishedAt: stamp ?? new Date().toISOString() };
  return stamp ? { ...metadata, publishedAt: stamp } : metadata;
}

function diff(before: Partial<Row>, after: Partial<Row>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const f of FIELDS) {
    if (f in after && JSON.stringify(after[f] ?? null) !== JSON.stringify(before[f] ?? null)) {
      b[f] = before[f] ?? null;
      a[f] = after[f] ?? null;
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

/** POST /v1/content (staff). */
export async function createContent(ctx: AppContext, actor: UserRecord, input: CreateContent): Promise<Content> {
  const body = CreateContentSchema.parse(input);
  assertSafe(body.data);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertContent(tx, {
      type: body.type,
      title: body.title,
      slug: body.slug ?? null,
      status: body.status,
      metadata: withPublishedAt(body.metadata, body.status),
      data: body.data,
      createdBy: actor.id,
    });
    if (!created) throw slugTaken(body.slug);
    await recordHistory(tx, {
      className: 'Content',
      targetId: created.id,
      data: { action: 'create', before: {}, after: diff({}, created).after },
      savedBy: actor.id,
    });
    return created;
  });
  await announceContentChange(ctx);
  return toContent(row);
}

/** POST /v1/content/{id} (staff): the fields given; the row is locked so concurrent edits apply one after another. */
export async function updateContent(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: UpdateContent,
): Promise<Content> {
  const body = UpdateContentSchema.parse(input);
  assertSafe(body.data);
  let row: Row;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const current = await repo.findContentById(tx, id, { lock: true });
      if (!current) throw notFound('Content');
      const status = body.status ?? current.status;
      const patch: Partial<Row> = {
        ...(body.type !== undefined ? { type: body.type } : {}),
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.slug !== undefined ? { slug: body.slug } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.data !== undefined ? { data: body.data } : {}),
        metadata: withPublishedAt(
          (body.metadata ?? current.metadata) as ContentMetadata,
          status,
          current.metadata as ContentMetadata,
        ),
      };
      const d = diff(current, patch);
      if (!d.changed) return current;
      const updated = await repo.updateContentRow(tx, id, patch);
      await recordHistory(tx, {
        className: 'Content',
        targetId: id,
        data: { action: body.status && body.status !== current.status ? body.status : 'update', ...d },
        savedBy: actor.id,
      });
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(body.slug);
    throw err;
  }
  await announceContentChange(ctx);
  return toContent(row);
}

/** An entry by id or slug as `viewer` may see it: drafts and archived entries only for staff, else 404. */
async function findVisible(ctx: AppContext, viewer: UserRecord | null, key: string): Promise<Row> {
  const row = isUuid(key) ? await repo.findContentById(ctx.db, key) : await repo.findContentBySlug(ctx.db, key);
  if (!row || (row.status !== 'published' && !isStaff(viewer))) throw notFound('Content');
  return row;
}

/** GET /v1/content/{idOrSlug}. */
export async function getContent(ctx: AppContext, viewer: UserRecord | null, key: string): Promise<Content> {
  return toContent(await findVisible(ctx, viewer, key));
}

/** GET /v1/content: staff see every status, everyone else the published entries only. */
export async function listContent(
  ctx: AppContext,
  viewer: UserRecord | null,
  query: ContentListQuery,
): Promise<Page<Content>> {
  const staff = isStaff(viewer);
  const { rows, total } = await repo.listContentRows(ctx.db, query, staff ? null : ['published']);
  return toPage(rows.map(toContent), total, query);
}

/** For other modules (the page head): a published entry by id or slug, or null. */
export async function getPublishedContent(ctx: AppContext, key: string): Promise<Content | null> {
  const row = isUuid(key) ? await repo.findContentById(ctx.db, key) : await repo.findContentBySlug(ctx.db, key);
  return row && row.status === 'published' ? toContent(row) : null;
}

/** For the sitemap: published posts and pages after `afterId`, in id order. */
export async function listPublishedContentForSitemap(
  ctx: AppContext,
  opts: { afterId?: string | null; limit: number },
): Promise<Array<{ id: string; slug: string | null; type: string; updatedAt: string }>> {
  const rows = await repo.publishedContentAfter(ctx.db, ['page', 'blog'], opts.afterId ?? null, opts.limit);
  return rows.map((r) => ({ id: r.id, slug: r.slug, type: r.type, updatedAt: r.updatedAt.toISOString() }));
}
