import type { AppContext } from '../../context';
import type { QueueSpec } from '../../lib/queue/job-queue';
import { AppError } from '../../lib/errors';
import { createImageAsset } from '../assets';
import { liveListingSeller, upsertListingByVin } from '../listings';
import { findUserById, type UserRecord } from '../users';
import * as repo from './listing-import.repo';
import { IMPORT_QUEUE, planRows } from './listing-import.service';
import { fetchPhoto, PHOTO_FETCH_DEFAULTS, PhotoFetchError, type PhotoFetchOptions } from './photo-fetch';

export type ImportJob = { importId: string };

export const IMPORT_QUEUE_SPEC: QueueSpec = {
  name: IMPORT_QUEUE,
  policy: 'standard',
  retryLimit: 2,
  retryDelay: 10,
  retryDelayMax: 120,
  // A 5,000-row file with photos takes minutes; the heartbeat finds a dead instance sooner.
  expireInSeconds: 3600,
  pollingSeconds: 2,
  heartbeatSeconds: 30,
};

/** Tests fetch photos from a fake server on 127.0.0.1: they set this per app through testing.ts (never the environment). */
const photoOptions = new WeakMap<AppContext, Partial<PhotoFetchOptions>>();
export function setPhotoFetchOptions(ctx: AppContext, opts: Partial<PhotoFetchOptions>): void {
  photoOptions.set(ctx, opts);
}

/**
 * The import job (decision 033): each row not done yet is re-planned and created, updated or
 * skipped with its reason, one transaction per row, counters bumped as it goes (the page polls
 * them); then the photos of the listings it created are fetched. A retried job resumes after
 * the last row done, and upserts by VIN under a lock, so it never creates a listing twice.
 */
export async function runImport(ctx: AppContext, data: ImportJob): Promise<void> {
  const moved = await repo.moveImport(ctx.db, data.importId, ['queued', 'running'], {
    status: 'running',
    startedAt: new Date(),
  });
  if (!moved) return;
  try {
    const actor = moved.uploadedBy ? await findUserById(ctx.db, moved.uploadedBy) : null;
    if (!actor) throw new AppError('CONFLICT', 'The staff member who uploaded this file no longer exists');
    const all = await repo.importRows(ctx.db, moved.id);
    // Planned together, so a VIN repeated in the file is refused the same way as in the preview.
    const planned = await planRows(ctx.db, moved, all);
    const done = new Set(all.filter((r) => r.outcome).map((r) => r.rowNumber));
    for (const p of planned) {
      if (done.has(p.row)) continue;
      if (p.errors.length || !p.vin || !p.sellerId) {
        const message = p.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join('; ');
        await repo.updateRow(ctx.db, moved.id, p.row, { outcome: 'skipped', message });
        await repo.bumpCounters(ctx.db, moved.id, { processed: 1, skipped: 1 });
        continue;
      }
      try {
        const { listingId, outcome } = await upsertListingByVin(ctx, actor, p.sellerId, p.vin, p.input);
        // Photos only for cars this import created: a re-import must not add the same photos again.
        const photoUrls = outcome === 'created' ? p.photoUrls : [];
        await repo.updateRow(ctx.db, moved.id, p.row, { outcome, listingId, photoUrls, message: null });
        await repo.bumpCounters(ctx.db, moved.id, { processed: 1, [outcome]: 1, photosPending: photoUrls.length });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        await repo.updateRow(ctx.db, moved.id, p.row, { outcome: 'skipped', message: err.message });
        await repo.bumpCounters(ctx.db, moved.id, { processed: 1, skipped: 1 });
      }
    }
    await repo.updateImport(ctx.db, moved.id, { status: 'photos' });
    await fetchPhotos(ctx, actor, moved.id);
    await repo.updateImport(ctx.db, moved.id, { status: 'done', finishedAt: new Date() });
  } catch (err) {
    ctx.log.error({ err, importId: moved.id }, 'listing import failed');
    await repo.updateImport(ctx.db, moved.id, {
      status: 'failed',
      finishedAt: new Date(),
      error:
        err instanceof AppError
          ? err.message
          : 'The import stopped on an unexpected error; the rows done so far are kept',
    });
  }
}

/** Fetches each created listing's photos in order (cover first); a failure is recorded on the row, never fatal. */
async function fetchPhotos(ctx: AppContext, actor: UserRecord, importId: string): Promise<void> {
  const opts = { ...PHOTO_FETCH_DEFAULTS, ...photoOptions.get(ctx) };
  for (const row of await repo.importRows(ctx.db, importId)) {
    if (!row.listingId || row.photoUrls.length === 0 || row.photoResults.length >= row.photoUrls.length) continue;
    const results = [...row.photoResults];
    for (const [i, url] of row.photoUrls.entries()) {
      if (i < results.length) continue;
      let result: { url: string; ok: boolean; message: string | null };
      try {
        if (!(await liveListingSeller(ctx.db, row.listingId))) throw new PhotoFetchError('The listing was deleted');
        const { data } = await fetchPhoto(url, opts);
        const asset = await createImageAsset(
          ctx,
          actor,
          { targetId: row.listingId, tag: 'photo', ordinal: i, source: 'uploadcare' },
          data,
        );
        result =
          asset.status === 'ready'
            ? { url, ok: true, message: null }
            : { url, ok: false, message: 'The image could not be processed' };
      } catch (err) {
        if (!(err instanceof PhotoFetchError) && !(err instanceof AppError)) throw err;
        result = { url, ok: false, message: err.message };
      }
      results.push(result);
      await repo.updateRow(ctx.db, importId, row.rowNumber, { photoResults: results });
      await repo.bumpCounters(
        ctx.db,
        importId,
        result.ok ? { photosFetched: 1, photosPending: -1 } : { photosFailed: 1, photosPending: -1 },
      );
    }
  }
}
