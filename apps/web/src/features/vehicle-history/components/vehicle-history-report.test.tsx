import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render';
import { VehicleHistoryReport } from './vehicle-history-report';

const ID = '0190b8e0-0000-7000-8000-0000000000aa';
const AVAILABILITY = `/v1/listing/${ID}/vinaudit/check-availability`;
const DOWNLOAD = `/v1/asset/listing/${ID}/vin-audit-report`;
const PDF = new TextEncoder().encode('%PDF-1.7 a small report');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A PDF answer whose body arrives in two parts, the second only when `release` is called (to see progress). */
function slowPdf() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(PDF.slice(0, 8));
      await gate;
      controller.enqueue(PDF.slice(8));
      controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': 'attachment; filename="revy-vehicle-report-1HGCM82633A004352.pdf"',
    },
  });
  return { response, release };
}

function stubFetch(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push(path);
    const handler = routes[path];
    return handler ? handler() : json(404, { error: 'NOT_FOUND', message: 'No mock' });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

const clicks: string[] = [];
beforeEach(() => {
  clicks.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:report-1');
  URL.revokeObjectURL = vi.fn();
  // jsdom does not navigate; record which file the hidden link saved.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VehicleHistoryReport', () => {
  it('explains the built-in report, downloads it with progress, then offers to open it', async () => {
    const pdf = slowPdf();
    stubFetch({
      [AVAILABILITY]: () => json(200, { available: true, provider: 'builtin', reason: null }),
      [DOWNLOAD]: () => pdf.response,
    });
    renderPage(<VehicleHistoryReport listingId={ID} hasVin />);
    expect(screen.getByRole('status').textContent).toContain('Checking for a report');
    expect(await screen.findByText(/It is not a third-party vehicle history report/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Download the report (PDF)' }));
    const busy = await screen.findByRole('button', { name: 'Preparing the report…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const bar = await screen.findByRole('progressbar', { name: 'Downloading the report' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('8'));
    expect(bar.getAttribute('aria-valuemax')).toBe(String(PDF.length));

    pdf.release();
    const open = await screen.findByRole('link', { name: 'Open the report' });
    expect(open.getAttribute('href')).toBe('blob:report-1');
    expect(screen.getByText('Saved as revy-vehicle-report-1HGCM82633A004352.pdf')).toBeTruthy();
    expect(clicks).toEqual(['revy-vehicle-report-1HGCM82633A004352.pdf']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('names VinAudit and the fallback reason the server gives', async () => {
    stubFetch({
      [AVAILABILITY]: () =>
        json(200, {
          available: true,
          provider: 'builtin',
          reason: 'VinAudit has no records for this VIN, so this report shows what Revy knows about the car.',
        }),
    });
    renderPage(<VehicleHistoryReport listingId={ID} hasVin />);
    expect(await screen.findByText(/VinAudit has no records for this VIN/)).toBeTruthy();
  });

  it('shows a VinAudit report as such', async () => {
    stubFetch({ [AVAILABILITY]: () => json(200, { available: true, provider: 'vinaudit', reason: null }) });
    renderPage(<VehicleHistoryReport listingId={ID} hasVin />);
    expect(await screen.findByText(/A VinAudit vehicle history report/)).toBeTruthy();
  });

  it('shows the server’s message when a download fails, and lets the buyer try again', async () => {
    let fail = true;
    stubFetch({
      [AVAILABILITY]: () => json(200, { available: true, provider: 'builtin', reason: null }),
      [DOWNLOAD]: () =>
        fail
          ? json(429, { error: 'RATE_LIMITED', message: 'Too many requests' })
          : new Response(PDF, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    renderPage(<VehicleHistoryReport listingId={ID} hasVin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download the report (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many reports were downloaded from here just now. Try again in a few minutes.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Download the report (PDF)' }));
    expect(await screen.findByRole('link', { name: 'Open the report' })).toBeTruthy();
    expect(screen.getByText('Saved as vehicle-history-report.pdf')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks nothing of the server without a VIN, and says why there is no report', async () => {
    const calls = stubFetch({});
    renderPage(<VehicleHistoryReport listingId={ID} hasVin={false} />);
    expect(screen.getByText(/The seller has not added this car’s VIN/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('offers a retry when the availability check fails', async () => {
    let calls = 0;
    stubFetch({
      [AVAILABILITY]: () =>
        ++calls === 1
          ? json(500, { error: 'INTERNAL', message: 'Something went wrong' })
          : json(200, { available: false, provider: null, reason: 'No report for this one.' }),
    });
    renderPage(<VehicleHistoryReport listingId={ID} hasVin />);
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t check for a report just now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No report for this one.')).toBeTruthy();
  });
});
