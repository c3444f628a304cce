import { parseImportRow, type ListingImportReport } from '@revy/shared';
import type { AppContext } from '../../context';
import { csvLine } from './csv-file';
import * as repo from './listing-import.repo';
import { getImportRow, rowTitle, toListingImport } from './listing-import.service';

/** GET /v1/listing-import/{id}/report: every row with what the run did, and its photos. */
export async function importReport(ctx: AppContext, id: string): Promise<ListingImportReport> {
  const saved = await getImportRow(ctx.db, id);
  const rows = await repo.importRows(ctx.db, id);
  return {
    import: await toListingImport(ctx.db, saved),
    rows: rows.map((r) => {
      const parsed = parseImportRow(r.rowNumber, r.cells, saved.headers, saved.mapping);
      return {
        row: r.rowNumber,
        outcome: (r.outcome ?? 'pending') as ListingImportReport['rows'][number]['outcome'],
        vin: parsed.vin,
        listingId: r.listingId,
        title: rowTitle(parsed),
        message: r.message,
        photos: r.photoResults,
      };
    }),
  };
}

/** The same report as a CSV file (one line per row; photo failures joined). */
export async function importReportCsv(ctx: AppContext, id: string): Promise<{ fileName: string; csv: string }> {
  const report = await importReport(ctx, id);
  const lines = [
    csvLine(['row', 'outcome', 'vin', 'title', 'listing_id', 'message', 'photos_fetched', 'photo_errors']),
  ];
  for (const r of report.rows) {
    const failed = r.photos.filter((p) => !p.ok).map((p) => `${p.url}: ${p.message ?? 'failed'}`);
    lines.push(
      csvLine([
        r.row,
        r.outcome,
        r.vin,
        r.title,
        r.listingId,
        r.message,
        r.photos.filter((p) => p.ok).length,
        failed.join(' | '),
      ]),
    );
  }
  const base = report.import.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]/g, '_') || 'import';
  return { fileName: `${base}-report.csv`, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}
