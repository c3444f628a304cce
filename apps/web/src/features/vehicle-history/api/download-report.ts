import { ApiError, buildUrl } from '../../../lib/api-client';
import { reportApiPaths } from './report-paths';

export type ReportFile = { blob: Blob; filename: string };
/** Bytes received so far and the total when the server said it (content-length), for the progress bar. */
export type DownloadProgress = { received: number; total: number | null };

/**
 * GET /v1/asset/listing/{listingId}/vin-audit-report: the report PDF, read as a stream so the button can show
 * progress (a provider's report can take a few seconds). An error answer is the API's JSON error body.
 */
export async function downloadReport(
  listingId: string,
  onProgress: (p: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<ReportFile> {
  let res: Response;
  try {
    res = await fetch(buildUrl(reportApiPaths.download(listingId)), {
      credentials: 'include',
      signal,
      headers: { accept: 'application/pdf, application/json' },
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError({ name: 'NetworkError', error: 'NETWORK', message: 'You seem to be offline.', status: 0 });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string; name?: string };
    throw new ApiError({ ...body, message: body.message ?? 'The report could not be downloaded.', status: res.status });
  }
  const total = Number(res.headers.get('content-length')) || null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      onProgress({ received, total });
    }
  } else chunks.push(new Uint8Array(await res.arrayBuffer()));
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'vehicle-history-report.pdf';
  return { blob: new Blob(chunks, { type: 'application/pdf' }), filename };
}
