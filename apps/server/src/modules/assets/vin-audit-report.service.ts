import { IdSchema, type Principal } from '@revy/shared';
import type { AppContext } from '../../context';
import { createVinReportProvider, NOT_SET_UP, type VinReportProvider } from '../../adapters/vin-report';
import { AppError } from '../../lib/errors';
import { assertCanRead, getListingRow } from '../listings';
import type { UserRecord } from '../users';

export const LISTING_ID_REQUIRED = 'Listing ID is required to download a VIN audit report';

export type VinReportFile = { data: Buffer; contentType: string; filename: string };
/** A provider that can also hand out the report itself (the availability check is all the adapter has so far). */
type DownloadingProvider = VinReportProvider & { fetchReport(vin: string): Promise<VinReportFile | null> };

const providers = new WeakMap<AppContext, VinReportProvider>();

function providerFor(ctx: AppContext): VinReportProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = createVinReportProvider({ url: ctx.config.vinReportProviderUrl, apiKey: ctx.config.vinReportApiKey });
    providers.set(ctx, provider);
  }
  return provider;
}

/**
 * GET /v1/asset/listing/{listingId}/vin-audit-report (spec 7 and 8): the listing's history report
 * as a file. A missing id is a 400 with the spec's message; with no provider set up, 503
 * NOT_CONFIGURED — never a made-up report. Whoever may read the listing may download it.
 */
export async function downloadVinAuditReport(
  ctx: AppContext,
  viewer: Principal | null,
  listingId: string | undefined,
): Promise<VinReportFile> {
  const id = listingId?.trim() ?? '';
  if (!IdSchema.safeParse(id).success) throw new AppError('BAD_REQUEST', LISTING_ID_REQUIRED);
  // Who may see the listing first: a stranger learns nothing, not even what is set up.
  const row = await getListingRow(ctx.db, id);
  assertCanRead(viewer as UserRecord | null, row);
  const provider = providerFor(ctx);
  if (provider.name === null) throw new AppError('NOT_CONFIGURED', NOT_SET_UP);
  if (!('fetchReport' in provider) || typeof provider.fetchReport !== 'function') {
    throw new AppError('NOT_CONFIGURED', 'Downloading vehicle history reports is not set up on this marketplace yet.');
  }
  if (!row.vinValue) throw new AppError('UNPROCESSABLE', 'Add the VIN to this listing first.');
  const report = await (provider as DownloadingProvider).fetchReport(row.vinValue);
  if (!report) throw new AppError('NOT_FOUND', 'No history report is available for this VIN.');
  return report;
}
