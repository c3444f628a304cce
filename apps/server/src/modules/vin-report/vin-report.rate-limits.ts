import type { RateRule } from '../../adapters/rate-limit';

/**
 * Report downloads per client address. A buyer opens a report or two; a script pulling reports in bulk would
 * spend the marketplace's VinAudit credit (each new VIN is a paid pull) or its CPU (built-in reports).
 */
export const REPORT_RATE_RULE: RateRule = { max: 30, windowMs: 10 * 60_000 };

export const reportRateKey = (ip: string) => `vin-report:ip:${ip}`;
