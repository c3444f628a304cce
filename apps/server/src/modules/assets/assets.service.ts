import { randomBytes } from 'node:crypto';
import {
  type AssetUpdateSchema,
  parseSort,
  toPage,
  type Asset,
  type AssetFiles,
  type Page,
  type PageQuery,
  type Principal,
} from '@revy/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, validationFailed } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertCanEditTarget, assertCanReadTarget, notAsset, targetAccess } from './assets.access';
import { storageKeysOf, toAsset } from './assets.mapper';
import * as repo from './assets.repo';
import type { AssetRecord, AssetSortField } from './assets.repo';
import { prepareImage, sourceSize, type ImageSource, type PreparedImage } from './image-pipeline';

export type AssetUpdate = z.infer<typeof AssetUpdateSchema>;
export type NewAssetInput = {
  targetId: string;
  tag?: string | undefined;
  ordinal?: number | undefined;
  overwrite?: boolean | undefined;
  title?: string | undefined;
  source: 'upload' | 'uploadcare';
};

const SORT_FIELDS: readonly AssetSortField[] = ['id', 'createdAt', 'updatedAt'];

async function getRecord(ctx: AppContext, id: string): Promise<AssetRecord> {
  const row = await repo.findAsset(ctx.db, id);
  if (!row) throw notAsset();
  return row;
}

/** Removes stored files; a failure is logged, never the caller's problem (the rows are gone). */
async function removeFiles(ctx: AppContext, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await ctx.storage.delete(keys).catch((err: unknown) => ctx.log.warn({ err, keys }, 'could not delete asset files'));
}

/**
 * Renders every size and stores the files under a new version folder. Returns the `files` map
 * (URLs) and the folder. On failure the files stored so far are removed and the error rethrown.
 */
async function storeRenditions(ctx: AppContext, asset: { id: string; targetId: string }, prepared: PreparedImage) {
  const folder = `${asset.targetId}/${asset.id}/${randomBytes(8).toString('hex')}`;
  const { renditions } = prepared;
  const files: Record<string, string> = {};
  const stored: string[] = [];
  try {
    await Promise.all(
      renditions.map(async (r) => {
        const key = `${folder}/${r.size}.${r.extension}`;
        await ctx.storage.put(key, r.data, r.contentType);
        stored.push(key);
        files[r.fileKey] = ctx.storage.url(key);
      }),
    );
  } catch (err) {
    await removeFiles(ctx, stored);
    throw err;
  }
  // The original exists as JPEG only; `original` names the same file (decision 008).
  files.original ??= files['original.jpg']!;
  return { folder, files: files as AssetFiles & Record<string, string> };
}

/** Why processing failed, kept on the asset; the details go to the log, not to the uploader. */
function failureMessage(err: unknown): string {
  return err instanceof AppError ? err.message : 'The photo could not be processed. Please try uploading it again.';
}

/**
 * POST /v1/asset and each file of POST /v1/asset/uploadcare: checks the caller may change the
 * target, checks and decodes the image (4xx before anything is stored), records the asset as
 * processing, renders and stores every size, then marks it ready. Processing failures after
 * that point mark it failed with the reason, never a 500. With `overwrite` and a tag, the
 * target's other assets with that tag are deleted, their files after the new ones are stored.
 */
export async function createImageAsset(
  ctx: AppContext,
  actor: Principal,
  input: NewAssetInput,
  file: ImageSource,
): Promise<Asset> {
  await assertCanEditTarget(ctx.db, actor, input.targetId);
  const prepared = await prepareImage(file);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await repo.insertAsset(tx, {
      id,
      targetId: input.targetId,
      title: input.title || null,
      type: 'image',
      size: sourceSize(file),
      status: 'processing',
      source: input.source,
      contentType: prepared.sourceType,
      width: prepared.width,
      height: prepared.height,
      createdBy: actor.id,
    });
    if (input.tag)
      await repo.replaceTags(tx, { id, targetId: input.targetId }, [
        { name: input.tag, ordinal: input.ordinal ?? null },
      ]);
  });
  try {
    const { folder, files } = await storeRenditions(ctx, { id, targetId: input.targetId }, prepared);
    await repo.updateAsset(ctx.db, id, {
      status: 'ready',
      files,
      storageKey: folder,
      fileUrl: files.original ?? null,
      error: null,
    });
  } catch (err) {
    ctx.log.error({ err, assetId: id }, 'asset processing failed');
    await repo.updateAsset(ctx.db, id, { status: 'failed', error: failureMessage(err) });
    return toAsset(await getRecord(ctx, id));
  }
  if (input.overwrite && input.tag) await deleteTaggedExcept(ctx, input.targetId, input.tag, [id]);
  return toAsset(await getRecord(ctx, id));
}

/** Overwrite: deletes the target's assets with `tag` other than `keep`, rows first, then files. */
export async function deleteTaggedExcept(
  ctx: AppContext,
  targetId: string,
  tag: string,
  keep: string[],
): Promise<void> {
  const ids = (await repo.idsWithTag(ctx.db, targetId, tag)).filter((id) => !keep.includes(id));
  const old = await repo.deleteAssets(ctx.db, ids);
  await removeFiles(
    ctx,
    old.flatMap((a) => storageKeysOf(a)),
  );
}

/** POST /v1/asset/{id}: a new file for an existing asset; old files are deleted once the new ones are stored. */
export async function replaceAssetFile(
  ctx: AppContext,
  actor: Principal,
  id: string,
  file: ImageSource,
): Promise<Asset> {
  const current = await getRecord(ctx, id);
  await assertCanEditTarget(ctx.db, actor, current.targetId, { byAssetId: true });
  const prepared = await prepareImage(file);
  await repo.updateAsset(ctx.db, id, { status: 'processing' });
  try {
    const { folder, files } = await storeRenditions(ctx, current, prepared);
    await repo.updateAsset(ctx.db, id, {
      status: 'ready',
      files,
      storageKey: folder,
      fileUrl: files.original ?? null,
      size: sourceSize(file),
      contentType: prepared.sourceType,
      width: prepared.width,
      height: prepared.height,
      type: 'image',
      error: null,
    });
  } catch (err) {
    // The previous files stay in place and in `files`; the asset says why the new one failed.
    ctx.log.error({ err, assetId: id }, 'asset processing failed');
    await repo.updateAsset(ctx.db, id, { status: 'failed', error: failureMessage(err) });
    return toAsset(await getRecord(ctx, id));
  }
  await removeFiles(ctx, storageKeysOf(current));
  return toAsset(await getRecord(ctx, id));
}

/**
 * PUT /v1/asset/{id}: title and tags (the list replaces the asset's tags). A tag without an
 * ordinal keeps the one it had; a new `photo` tag without one goes last. This is how the web
 * reorders photos and picks the cover (photo ordinal 0).
 */
export async function updateAsset(ctx: AppContext, actor: Principal, id: string, input: AssetUpdate): Promise<Asset> {
  const current = await getRecord(ctx, id);
  await assertCanEditTarget(ctx.db, actor, current.targetId, { byAssetId: true });
  if (input.tags) {
    const names = input.tags.map((t) => t.name);
    if (new Set(names).size !== names.length) throw validationFailed({ tags: 'Each tag may appear once' });
  }
  await ctx.db.transaction(async (tx) => {
    if (input.title !== undefined) await repo.updateAsset(tx, id, { title: input.title || null });
    else if (input.tags) await repo.updateAsset(tx, id, { updatedAt: new Date() });
    if (input.tags) {
      const had = new Map(current.tags.map((t) => [t.name, t.ordinal]));
      await repo.replaceTags(
        tx,
        current,
        input.tags.map((t) => ({ name: t.name, ordinal: t.ordinal ?? had.get(t.name) ?? null })),
      );
    }
  });
  return toAsset(await getRecord(ctx, id));
}

/** DELETE /v1/asset/{id}: the row, its tags and every stored file. */
export async function deleteAsset(ctx: AppContext, actor: Principal, id: string): Promise<void> {
  const current = await getRecord(ctx, id);
  await assertCanEditTarget(ctx.db, actor, current.targetId, { byAssetId: true });
  const deleted = await repo.deleteAssets(ctx.db, [id]);
  await removeFiles(
    ctx,
    deleted.flatMap((a) => storageKeysOf(a)),
  );
}

/** GET /v1/asset/{id}: 404 unless the caller may read the target's assets. */
export async function getAsset(ctx: AppContext, viewer: Principal | null, id: string): Promise<Asset> {
  const row = await getRecord(ctx, id);
  await assertCanReadTarget(ctx.db, viewer, row.targetId).catch(() => {
    throw notAsset();
  });
  return toAsset(row);
}

/** GET /v1/asset/target/{targetId}: a page, newest first by default (sort id,desc). */
export async function findTargetAssets(
  ctx: AppContext,
  viewer: Principal | null,
  targetId: string,
  query: PageQuery,
): Promise<Page<Asset>> {
  await assertCanReadTarget(ctx.db, viewer, targetId);
  const sort = parseSort(query.sort) ?? { field: 'id', dir: 'desc' as const };
  if (!(SORT_FIELDS as readonly string[]).includes(sort.field)) {
    throw validationFailed({ sort: `Sort by one of ${SORT_FIELDS.join(', ')}` });
  }
  const { rows, total } = await repo.listByTarget(ctx.db, targetId, {
    ...query,
    sort: sort as { field: AssetSortField; dir: 'asc' | 'desc' },
  });
  return toPage(rows.map(toAsset), total, query);
}

/** GET /v1/asset/target/{targetId}/tag/{tag}: by ordinal (999999999 when none was given), then id. */
export async function findTaggedAssets(
  ctx: AppContext,
  viewer: Principal | null,
  targetId: string,
  tag: string,
): Promise<Asset[]> {
  await assertCanReadTarget(ctx.db, viewer, targetId);
  return (await repo.listByTag(ctx.db, targetId, tag)).map(toAsset);
}

/** GET /v1/asset/target/{targetId}/tag/{tag}/first: the first by that order, or 404. */
export async function findFirstTagged(
  ctx: AppContext,
  viewer: Principal | null,
  targetId: string,
  tag: string,
): Promise<Asset> {
  await assertCanReadTarget(ctx.db, viewer, targetId);
  const [first] = await repo.listByTag(ctx.db, targetId, tag, 1);
  if (!first) throw new AppError('NOT_FOUND', `No asset tagged ${tag}`);
  return toAsset(first);
}

/**
 * POST /v1/asset/target/batch/tag/{tag}/first: target id → first asset with the tag, in one
 * query. Targets without one, and targets the caller may not read, are left out.
 */
export async function findFirstTaggedBatch(
  ctx: AppContext,
  viewer: Principal | null,
  targetIds: string[],
  tag: string,
): Promise<Record<string, Asset>> {
  const access = await targetAccess(ctx.db, viewer, targetIds);
  const readable = targetIds.filter((id) => access.get(id)?.canRead);
  const rows = await repo.firstByTag(ctx.db, readable, tag);
  return Object.fromEntries(rows.map((r) => [r.targetId, toAsset(r)]));
}
