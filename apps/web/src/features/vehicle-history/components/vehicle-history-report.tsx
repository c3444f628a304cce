import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { downloadReport, type DownloadProgress } from '../api/download-report';
import { useReportAvailability } from '../api/report-availability';

type Download =
  | { state: 'idle' }
  | { state: 'loading'; progress: DownloadProgress | null }
  | { state: 'done'; url: string; filename: string }
  | { state: 'failed'; message: string };

const BUILTIN_TEXT =
  "Revy's own report of what we know about this car: the decoded VIN and equipment, the seller's disclosures " +
  'and who wrote them, the title status as stated, and the mileage and prices recorded on Revy. It is not a ' +
  'third-party vehicle history report.';
const PROVIDER_TEXT = 'A VinAudit vehicle history report (NMVTIS title, brand and odometer records) for this VIN.';

function messageOf(err: unknown): string {
  if (isApiError(err)) {
    if (err.status === 429) return 'Too many reports were downloaded from here just now. Try again in a few minutes.';
    if (err.status === 0) return 'You seem to be offline. Check your connection and try again.';
    return err.message;
  }
  return 'The report could not be downloaded. Try again.';
}

function DocumentIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" strokeLinejoin="round" />
      <path d="M14 3v5h5M9 13h6M9 17h6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Saves the file through a temporary link: works after an await, where opening a window would be blocked. */
function saveFile(url: string, filename: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * The listing page's "Vehicle history report" section (spec 7, decision 039): whether there is a report and from
 * whom, and a button that downloads the PDF with progress, then offers to open it again.
 */
export function VehicleHistoryReport({ listingId, hasVin }: { listingId: string; hasVin: boolean }) {
  const availability = useReportAvailability(listingId, { enabled: hasVin });
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const doneUrl = download.state === 'done' ? download.url : null;

  useEffect(() => () => abort.current?.abort(), []);
  // The PDF stays in memory while its link is shown; let it go when it is replaced or the page is left.
  useEffect(() => (doneUrl ? () => URL.revokeObjectURL(doneUrl) : undefined), [doneUrl]);

  const start = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setDownload({ state: 'loading', progress: null });
    try {
      const file = await downloadReport(
        listingId,
        (progress) => setDownload({ state: 'loading', progress }),
        controller.signal,
      );
      const url = URL.createObjectURL(file.blob);
      saveFile(url, file.filename);
      setDownload({ state: 'done', url, filename: file.filename });
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      setDownload({ state: 'failed', message: messageOf(err) });
    }
  };

  let body;
  if (!hasVin)
    body = (
      <p className="text-sm text-muted">
        The seller has not added this car’s VIN, so there is no history report yet. Ask them for it in a message.
      </p>
    );
  else if (availability.isPending)
    body = (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner size={16} /> Checking for a report…
      </p>
    );
  else if (availability.isError)
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink">
        <span>We couldn’t check for a report just now.</span>
        <Button variant="secondary" size="sm" onClick={() => void availability.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (!availability.data.available)
    body = <p className="text-sm text-muted">{availability.data.reason ?? 'No report is available for this car.'}</p>;
  else {
    const provider = availability.data.provider;
    const loading = download.state === 'loading' ? download.progress : undefined;
    const total = loading?.total ?? null;
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{provider === 'vinaudit' ? PROVIDER_TEXT : BUILTIN_TEXT}</p>
        {availability.data.reason ? <p className="text-sm text-muted">{availability.data.reason}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            onClick={() => void start()}
            loading={download.state === 'loading'}
            icon={<DocumentIcon />}
          >
            {download.state === 'loading' ? 'Preparing the report…' : 'Download the report (PDF)'}
          </Button>
          {download.state === 'done' ? (
            <a
              href={download.url}
              target="_blank"
              rel="noopener"
              className="text-sm font-semibold text-primary hover:underline"
            >
              Open the report
            </a>
          ) : null}
        </div>
        {download.state === 'done' ? (
          <p className="break-all text-xs text-muted" role="status">
            Saved as {download.filename}
          </p>
        ) : null}
        {download.state === 'loading' && total ? (
          <ProgressBar value={loading?.received ?? 0} max={total} label="Downloading the report" className="max-w-xs" />
        ) : null}
        {download.state === 'failed' ? (
          <p role="alert" className="text-sm text-orange-900">
            {download.message}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="vehicle-history-heading" className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id="vehicle-history-heading" className="text-lg font-bold text-ink">
        Vehicle history report
      </h2>
      <div className="mt-2">{body}</div>
    </section>
  );
}
