/**
 * A third-party vehicle history provider (VinAudit). The marketplace always has a report to give: when no
 * provider is configured, or the provider fails, the vin-report module builds its own from what Revy knows
 * (decision 039). So a provider only answers "I have a report", "I have no records" or "I failed", and hands
 * out its PDF or null; it never throws for a provider problem.
 */
export type ProviderAvailability =
  | { state: 'available' }
  /** The provider answered: it has nothing for this VIN (or the VIN is not one it accepts). */
  | { state: 'no-records'; message: string }
  /** The provider could not be asked (network, timeout, credentials, rate limit, its own outage). */
  | { state: 'failed'; message: string };

export type VinReportFile = { data: Buffer; contentType: string; filename: string };

/** No report from the provider, and why. */
export type ProviderMiss = Exclude<ProviderAvailability, { state: 'available' }>;

export interface VinReportProvider {
  /** Shown to buyers as the report's source, e.g. "vinaudit". */
  readonly name: string;
  checkAvailability(vin: string): Promise<ProviderAvailability>;
  /** The provider's PDF, or why there is none (the caller falls back to the built-in report). */
  fetchReport(vin: string): Promise<VinReportFile | ProviderMiss>;
}

/** The name of the built-in report in answers (availability's `provider`). */
export const BUILTIN_PROVIDER = 'builtin';

export type VinReportLog = { warn(obj: object, msg?: string): void };
