/** Whether a vehicle history report can be bought for a VIN, in words a seller understands. */
export type VinReportAvailability = { available: boolean; provider: string | null; reason: string | null };

/**
 * A vehicle history report provider (VinAudit and the like). The built-in one says reports are
 * not set up; a real one is switched on by VIN_REPORT_PROVIDER_URL (config.ts).
 */
export interface VinReportProvider {
  readonly name: string | null;
  checkAvailability(vin: string): Promise<VinReportAvailability>;
}

export const NOT_SET_UP = 'Vehicle history reports are not set up on this marketplace yet.';

/** No provider configured: never a fake report, always "not available" with the reason. */
export class NoVinReportProvider implements VinReportProvider {
  readonly name = null;
  async checkAvailability(): Promise<VinReportAvailability> {
    return { available: false, provider: null, reason: NOT_SET_UP };
  }
}
