import { createHash } from 'node:crypto';
import { IdSchema, type VinReportAvailability } from '@revy/shared';
import type { AppContext } from '../../context';
import { BUILTIN_PROVIDER, type ProviderMiss, type VinReportFile } from '../../adapters/vin-report';
import { AppError } from '../../lib/errors';
import { assertCanRead, getListingRow, type ListingRow } from '../listings';
import type { UserRecord } from '../users';
import { gatherReportFacts } from './report-facts.service';
import { buildReportPdf } from './report-pdf';
import { reportState } from './vin-report.provider';

/** Spec 8. */
export const LISTING_ID_REQUIRED = 'Listing ID is required to download a VIN audit report';
export const NO_VIN = 'This listing has no VIN yet, so there is no vehicle history report for it.';
const NO_RECORDS_NOTE = 'VinAudit has no records for this VIN, so this report shows what Revy knows about the car.';
const FAILED_NOTE =
  'The vehicle history service did not answer just now, so this report shows what Revy knows about the car.';

/** The listing, if `viewer` may read it (a stranger gets the 404 of a missing one), and its VIN. */
async function readableListing(
  ctx: AppContext,
  viewer: UserRecord | null,
  id: string,
): Promise<{ row: ListingRow; vin: string | null }> {
  const row = await getListingRow(ctx.db, id);
  assertCanRead(viewer, row);
  return { row, vin: row.vinValue?.trim() || null };
}

const noteFor = (a: ProviderMiss) => (a.state === 'no-records' ? NO_RECORDS_NOTE : FAILED_NOTE);

/**
 * GET /v1/listing/{id}/vinaudit/check-availability: whoever may read the listing. A listing with a VIN always has
 * a report: VinAudit's when it is configured and has records, else the built-in one (provider 'builtin', with
 * the reason in `reason`). Without a VIN: not available, and why.
 */
export async function checkVinReportAvailability(
  ctx: AppContext,
  viewer: UserRecord | null,
  id: string,
): Promise<VinReportAvailability> {
  const { vin } = await readableListing(ctx, viewer, id);
  if (!vin) return { available: false, provider: null, reason: NO_VIN };
  const { provider } = reportState(ctx);
  if (!provider) return { available: true, provider: BUILTIN_PROVIDER, reason: null };
  const answer = await provider.checkAvailability(vin);
  if (answer.state === 'available') return { available: true, provider: provider.name, reason: null };
  return { available: true, provider: BUILTIN_PROVIDER, reason: noteFor(answer) };
}

/**
 * GET /v1/asset/listing/{listingId}/vin-audit-report (spec 7 and 8): the report as a PDF, for whoever may read
 * the listing. A missing or malformed id is a 400 with the spec's message; no VIN is a 422. VinAudit's report
 * when it is configured and delivers; otherwise (not configured, no records, an error or a timeout) the
 * built-in report, so this never answers 5xx for a provider's sake.
 */
export async function downloadVinAuditReport(
  ctx: AppContext,
  viewer: UserRecord | null,
  listingId: string | undefined,
): Promise<VinReportFile> {
  const id = listingId?.trim() ?? '';
  if (!IdSchema.safeParse(id).success) throw new AppError('BAD_REQUEST', LISTING_ID_REQUIRED);
  const { row, vin } = await readableListing(ctx, viewer, id);
  if (!vin) throw new AppError('UNPROCESSABLE', NO_VIN);
  const state = reportState(ctx);
  let note: string | null = null;
  if (state.provider) {
    const provided = await providerReport(ctx, vin);
    if ('data' in provided) return provided;
    note = noteFor(provided);
  }
  return builtinReport(ctx, row, vin, note);
}

/** The provider's PDF: cached for a day per VIN, one pull at a time per VIN. */
async function providerReport(ctx: AppContext, vin: string): Promise<VinReportFile | ProviderMiss> {
  const state = reportState(ctx);
  const cached = state.provided.get(vin);
  if (cached) return cached;
  let pull = state.pulling.get(vin);
  if (!pull) {
    pull = state.provider!.fetchReport(vin).finally(() => state.pulling.delete(vin));
    state.pulling.set(vin, pull);
  }
  const file = await pull;
  if ('data' in file) state.provided.set(vin, file);
  return file;
}

/** The built-in report of what Revy knows, drawn again only when those facts changed. */
export async function builtinReport(
  ctx: AppContext,
  row: ListingRow,
  vin: string,
  providerNote: string | null,
): Promise<VinReportFile> {
  const state = reportState(ctx);
  const facts = await gatherReportFacts(ctx, row, vin, { providerNote });
  const hash = createHash('sha256')
    .update(JSON.stringify({ ...facts, generatedAt: null }))
    .digest('hex');
  const cached = state.builtin.get(row.id);
  if (cached?.hash === hash) return cached.file;
  const data = Buffer.from(await buildReportPdf(facts));
  const file = { data, contentType: 'application/pdf', filename: `revy-vehicle-report-${vin}.pdf` };
  state.builtin.set(row.id, { hash, file });
  return file;
}
