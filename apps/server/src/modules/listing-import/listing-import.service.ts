import {
  IMPORT_MAX_LISTED_ERRORS,
  IMPORT_PREVIEW_ROWS,
  missingRequiredFields,
  parseImportRow,
  suggestMapping,
  toPage,
  type ImportRowError,
  type ListingImport,
  type ListingImportMappingInput,
  type ListingImportPreview,
  type ListingImportUpload,
  type PageQuery,
  type ParsedImportRow,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { isKnownZip, listingIdsBySellerVin } from '../listings';
import { findUserByEmail, findUsersByIds, type UserRecord } from '../users';
import { readCsv } from './csv-file';
import * as repo from './listing-import.repo';
import type { ImportRow } from './listing-import.repo';

export const IMPORT_QUEUE = 'listing-import.run';

export const notImport = () => notFound('Import');

export async function getImportRow(db: DbOrTx, id: string): Promise<ImportRow> {
  const row = await repo.findImport(db, id);
  if (!row) throw notImport();
  return row;
}

const displayName = (u: UserRecord) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || 'Staff';

/** The API shape of a run, with the uploader's name. */
export async function toListingImport(
  db: DbOrTx,
  row: ImportRow,
  users?: Map<string, UserRecord>,
): Promise<ListingImport> {
  const byId =
    users ?? new Map((await findUsersByIds(db, row.uploadedBy ? [row.uploadedBy] : [])).map((u) => [u.id, u]));
  const uploader = row.uploadedBy ? byId.get(row.uploadedBy) : undefined;
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status as ListingImport['status'],
    headers: row.headers,
    mapping: row.mapping,
    sellerEmail: row.sellerEmail,
    counts: {
      rows: row.rowCount,
      processed: row.processed,
      created: row.created,
      updated: row.updated,
      skipped: row.skipped,
      photosFetched: row.photosFetched,
      photosFailed: row.photosFailed,
      photosPending: row.photosPending,
    },
    uploadedBy: uploader ? { id: uploader.id, name: displayName(uploader) } : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** POST /v1/listing-import: reads the file, keeps its rows, suggests a mapping. Nothing is imported yet. */
export async function uploadImport(
  ctx: AppContext,
  actor: UserRecord,
  body: ListingImportUpload,
): Promise<ListingImport> {
  const { headers, rows } = readCsv(body.content);
  const created = await ctx.db.transaction((tx) =>
    repo.insertImport(
      tx,
      {
        fileName: body.fileName,
        uploadedBy: actor.id,
        headers,
        mapping: suggestMapping(headers),
        rowCount: rows.length,
      },
      rows,
    ),
  );
  return toListingImport(ctx.db, created, new Map([[actor.id, actor]]));
}

/** GET /v1/listing-import: the latest runs first. */
export async function listImports(ctx: AppContext, query: PageQuery) {
  const { rows, total } = await repo.listImports(ctx.db, query);
  const ids = [...new Set(rows.map((r) => r.uploadedBy).filter((x): x is string => !!x))];
  const users = new Map((await findUsersByIds(ctx.db, ids)).map((u) => [u.id, u]));
  return toPage(await Promise.all(rows.map((r) => toListingImport(ctx.db, r, users))), total, query);
}

/** A registered seller by email, or null (anonymous guests have no email, so they never match). */
async function sellerByEmail(db: DbOrTx, email: string): Promise<UserRecord | null> {
  const user = await findUserByEmail(db, email.toLowerCase());
  return user && !user.disabled ? user : null;
}

/** PUT /v1/listing-import/{id}/mapping: saves the mapping (and the file's seller) while the run has not started, then previews. */
export async function setMapping(
  ctx: AppContext,
  id: string,
  input: ListingImportMappingInput,
): Promise<ListingImportPreview> {
  const saved = await getImportRow(ctx.db, id);
  const unknown = Object.keys(input.mapping).filter((h) => !saved.headers.includes(h));
  if (unknown.length)
    throw validationFailed({ mapping: `Not a column of this file: ${unknown.slice(0, 3).join(', ')}` });
  const fields = Object.values(input.mapping).filter(Boolean);
  if (new Set(fields).size !== fields.length)
    throw validationFailed({ mapping: 'Map each listing field to one column only' });
  let sellerId: string | null = null;
  if (input.sellerEmail) {
    const seller = await sellerByEmail(ctx.db, input.sellerEmail);
    if (!seller) throw validationFailed({ sellerEmail: 'No registered user has this email' });
    sellerId = seller.id;
  }
  const mapping = Object.fromEntries(saved.headers.map((h) => [h, input.mapping[h] ?? null]));
  const updated = await repo.moveImport(ctx.db, id, ['ready'], {
    mapping,
    sellerId,
    sellerEmail: input.sellerEmail ?? null,
  });
  if (!updated)
    throw new AppError('CONFLICT', 'This import has already started; upload the file again to change its mapping');
  return previewImport(ctx, id);
}

export type PlannedRow = ParsedImportRow & {
  row: number;
  sellerId: string | null;
  action: 'new' | 'update' | 'error';
  listingId: string | null;
};

/**
 * What each row of the file would do now: validated with the shared rules, its seller resolved
 * (the row's Seller email, else the file's seller), a VIN seen earlier in the file refused, and
 * new or update by whether the seller already has a listing with that VIN. The run re-plans each
 * row when it reaches it, so what changed in between is taken into account.
 */
export async function planRows(
  db: DbOrTx,
  saved: ImportRow,
  cells: { rowNumber: number; cells: string[] }[],
): Promise<PlannedRow[]> {
  const parsed = cells.map((c) => ({
    row: c.rowNumber,
    ...parseImportRow(c.rowNumber, c.cells, saved.headers, saved.mapping),
  }));
  const emails = [...new Set(parsed.map((p) => p.sellerEmail).filter((e): e is string => !!e))];
  const sellers = new Map<string, string | null>();
  for (const e of emails) sellers.set(e, (await sellerByEmail(db, e))?.id ?? null);
  const planned = parsed.map((p) => {
    const errors: ImportRowError[] = [...p.errors];
    const sellerColumn = Object.keys(saved.mapping).find((h) => saved.mapping[h] === 'sellerEmail') ?? null;
    let sellerId = saved.sellerId;
    if (p.sellerEmail) {
      sellerId = sellers.get(p.sellerEmail) ?? null;
      if (!sellerId)
        errors.push({ row: p.row, column: sellerColumn, message: `No registered user has the email ${p.sellerEmail}` });
    } else if (!sellerId) {
      errors.push({
        row: p.row,
        column: sellerColumn,
        message: 'No seller: fill in Seller email or choose a seller for the file',
      });
    }
    const zip = p.input.location?.zip;
    if (zip && !isKnownZip(zip)) {
      const zipColumn = Object.keys(saved.mapping).find((h) => saved.mapping[h] === 'zip') ?? null;
      errors.push({ row: p.row, column: zipColumn, message: "We don't know this ZIP code" });
    }
    return { ...p, errors, sellerId };
  });
  const firstRowOf = new Map<string, number>();
  for (const p of planned) {
    if (!p.vin || !p.sellerId || p.errors.length) continue;
    const key = `${p.sellerId}:${p.vin}`;
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      const vinColumn = Object.keys(saved.mapping).find((h) => saved.mapping[h] === 'vin') ?? null;
      p.errors.push({ row: p.row, column: vinColumn, message: `Same VIN as row ${first}` });
    } else firstRowOf.set(key, p.row);
  }
  const valid = planned.filter((p) => p.errors.length === 0 && p.vin && p.sellerId);
  const existing = await listingIdsBySellerVin(
    db,
    valid.map((p) => ({ sellerId: p.sellerId!, vin: p.vin! })),
  );
  return planned.map((p) => {
    const listingId = p.vin && p.sellerId ? (existing.get(`${p.sellerId}:${p.vin}`) ?? null) : null;
    const action = p.errors.length ? 'error' : listingId ? 'update' : 'new';
    return { ...p, action, listingId };
  });
}

export const rowTitle = (p: ParsedImportRow) =>
  p.input.title ??
  ([p.input.vehicle?.year, p.input.vehicle?.make, p.input.vehicle?.model].filter(Boolean).join(' ') || null);

/** GET /v1/listing-import/{id}/preview: every row checked, the first rows shown, counts and errors of all. */
export async function previewImport(ctx: AppContext, id: string): Promise<ListingImportPreview> {
  const saved = await getImportRow(ctx.db, id);
  const planned = await planRows(ctx.db, saved, await repo.importRows(ctx.db, id));
  const counts = { new: 0, update: 0, error: 0 };
  for (const p of planned) counts[p.action]++;
  return {
    import: await toListingImport(ctx.db, saved),
    counts,
    missingFields: missingRequiredFields(saved.mapping, { sellerChosen: !!saved.sellerId }),
    rows: planned.slice(0, IMPORT_PREVIEW_ROWS).map((p) => ({
      row: p.row,
      action: p.action,
      vin: p.vin,
      title: rowTitle(p),
      price: p.input.price ?? null,
      errors: p.errors,
    })),
    errors: planned.flatMap((p) => p.errors).slice(0, IMPORT_MAX_LISTED_ERRORS),
  };
}

/**
 * POST /v1/listing-import/{id}/run: queues the run (once: of racing starts, one moves the import
 * from ready and the others get 409). The job is sent in the same transaction, so it exists if
 * and only if the import shows as queued.
 */
export async function startImport(ctx: AppContext, id: string): Promise<ListingImport> {
  const saved = await getImportRow(ctx.db, id);
  const missing = missingRequiredFields(saved.mapping, { sellerChosen: !!saved.sellerId });
  if (missing.length)
    throw validationFailed(
      { mapping: `Map a column to: ${missing.join(', ')}` },
      'Some required fields have no column',
    );
  const queued = await ctx.db.transaction(async (tx) => {
    const moved = await repo.moveImport(tx, id, ['ready'], { status: 'queued' });
    if (!moved) return null;
    await ctx.jobs.send(IMPORT_QUEUE, { importId: id }, { tx, id });
    return moved;
  });
  if (!queued) throw new AppError('CONFLICT', 'This import has already been started');
  ctx.jobs.wake(IMPORT_QUEUE);
  return toListingImport(ctx.db, queued);
}
