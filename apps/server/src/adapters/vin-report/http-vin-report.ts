import type { VinReportAvailability, VinReportProvider } from './vin-report';

/**
 * A provider reached over HTTP: GET <url>/availability?vin=...&key=... answering JSON with an
 * `available` boolean (VinAudit's availability call has this shape). Failures and timeouts read
 * as "not available right now" rather than an error page for the seller.
 */
export class HttpVinReportProvider implements VinReportProvider {
  readonly name: string;

  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
    private readonly timeoutMs = 5000,
  ) {
    this.name = new URL(url).hostname;
  }

  async checkAvailability(vin: string): Promise<VinReportAvailability> {
    const u = new URL(`${this.url.replace(/\/$/, '')}/availability`);
    u.searchParams.set('vin', vin);
    if (this.apiKey) u.searchParams.set('key', this.apiKey);
    try {
      const res = await fetch(u, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) return this.unavailable('The vehicle history service did not answer. Try again later.');
      const body = (await res.json()) as { available?: unknown; status?: unknown };
      const available = body.available === true || body.status === 'success';
      return available
        ? { available: true, provider: this.name, reason: null }
        : this.unavailable('No history report is available for this VIN.');
    } catch {
      return this.unavailable('The vehicle history service did not answer. Try again later.');
    }
  }

  private unavailable(reason: string): VinReportAvailability {
    return { available: false, provider: this.name, reason };
  }
}
