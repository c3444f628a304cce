import type { RateRule } from '../../adapters/rate-limit';

/**
 * VIN lookups per client address, validate and equipment together. A seller checks one or two
 * VINs; a scraper decoding VINs in bulk is stopped (each offline decode costs ~100 ms of CPU).
 */
export const VIN_RATE_RULE: RateRule = { max: 60, windowMs: 10 * 60_000 };

export const vinRateKey = (ip: string) => `vin:ip:${ip}`;
