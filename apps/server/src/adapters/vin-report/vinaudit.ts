import type { VinAuditConfig } from '../../config';
import type { ProviderAvailability, ProviderMiss, VinReportFile, VinReportLog, VinReportProvider } from './vin-report';

/** What VinAudit's v2 `query` answers (JSON): a report id to pull, and whether NMVTIS has records. */
type QueryAnswer = { id?: unknown; vin?: unknown; success?: unknown; error?: unknown; error_message?: unknown };

/** VinAudit error codes that mean "we asked fine, there is nothing to give" rather than "asking failed". */
const NO_RECORDS = new Set(['no_records', 'invalid_vin', 'unexpected_input']);
/** Report ids are kept this long: VinAudit bills a report id once, so the same car's next download is free. */
const REPORT_ID_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_REMEMBERED_IDS = 1000;

/**
 * VinAudit's vehicle history API, v2 (https://www.vinaudit.com/vehicle-history-api):
 * - `GET {base}/v2/query?vin&key&user&pass&format=json` → `{ id, vin, attributes, success, error, error_message }`;
 *   `success` says whether NMVTIS has records, `id` is the report id to pull;
 * - `GET {base}/v2/pullreport?id&vin&key&user&pass&format=pdf` → the report PDF (an error comes back as JSON).
 * Every failure (network, timeout, non-2xx, an error code, a body that is not a PDF) is logged and answered as
 * "failed"/null, never thrown: the caller falls back to the built-in report (decision 039).
 */
export class VinAuditProvider implements VinReportProvider {
  readonly name = 'vinaudit';
  private readonly reportIds = new Map<string, { id: string; at: number }>();

  constructor(
    private readonly config: VinAuditConfig,
    private readonly log: VinReportLog,
  ) {}

  async checkAvailability(vin: string): Promise<ProviderAvailability> {
    const answer = await this.query(vin);
    if (answer.state === 'available') return { state: 'available' };
    return answer;
  }

  async fetchReport(vin: string): Promise<VinReportFile | ProviderMiss> {
    const remembered = this.reportIds.get(vin);
    let id = remembered && Date.now() - remembered.at < REPORT_ID_TTL_MS ? remembered.id : null;
    if (!id) {
      const answer = await this.query(vin);
      if (answer.state !== 'available') return answer;
      id = answer.id;
    }
    try {
      const res = await fetch(this.url('/v2/pullreport', { id, vin, format: 'pdf' }), {
        signal: AbortSignal.timeout(this.config.timeoutMs),
        headers: { accept: 'application/pdf' },
      });
      const data = Buffer.from(await res.arrayBuffer());
      if (!res.ok || data.subarray(0, 5).toString('latin1') !== '%PDF-') {
        this.reportIds.delete(vin);
        this.warn({ vin, status: res.status, body: data.subarray(0, 200).toString('utf8') }, 'pullreport failed');
        return { state: 'failed', message: `VinAudit answered ${res.status} without a report` };
      }
      return { data, contentType: 'application/pdf', filename: `vinaudit-${vin}.pdf` };
    } catch (err) {
      this.warn({ vin, err: String(err) }, 'pullreport failed');
      return { state: 'failed', message: 'VinAudit did not answer' };
    }
  }

  /** The query call, with the report id remembered for the pull. */
  private async query(vin: string): Promise<{ state: 'available'; id: string } | ProviderMiss> {
    try {
      const res = await fetch(this.url('/v2/query', { vin, format: 'json' }), {
        signal: AbortSignal.timeout(this.config.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) {
        this.warn({ vin, status: res.status }, 'query failed');
        return { state: 'failed', message: `VinAudit answered ${res.status}` };
      }
      const body = (await res.json()) as QueryAnswer;
      const error = typeof body.error === 'string' ? body.error : '';
      const message = typeof body.error_message === 'string' && body.error_message ? body.error_message : error;
      if (body.success === true && typeof body.id === 'string' && body.id) {
        this.remember(vin, body.id);
        return { state: 'available', id: body.id };
      }
      if (!error || NO_RECORDS.has(error)) return { state: 'no-records', message: message || 'No records' };
      this.warn({ vin, error, message }, 'query refused');
      return { state: 'failed', message };
    } catch (err) {
      this.warn({ vin, err: String(err) }, 'query failed');
      return { state: 'failed', message: 'VinAudit did not answer' };
    }
  }

  private url(path: string, params: Record<string, string>): URL {
    const u = new URL(`${this.config.apiBase.replace(/\/$/, '')}${path}`);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    u.searchParams.set('key', this.config.apiKey);
    if (this.config.user) u.searchParams.set('user', this.config.user);
    if (this.config.password) u.searchParams.set('pass', this.config.password);
    return u;
  }

  private remember(vin: string, id: string): void {
    if (this.reportIds.size >= MAX_REMEMBERED_IDS) {
      const oldest = this.reportIds.keys().next().value;
      if (oldest !== undefined) this.reportIds.delete(oldest);
    }
    this.reportIds.set(vin, { id, at: Date.now() });
  }

  // Never the key or password: they are in the URL, which is not logged.
  private warn(obj: object, msg: string): void {
    this.log.warn({ provider: 'vinaudit', ...obj }, `VinAudit ${msg}`);
  }
}
