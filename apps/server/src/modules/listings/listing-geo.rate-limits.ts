import type { RateRule } from '../../adapters/rate-limit';

/**
 * Nearest-ZIP look-ups per client address. A buyer asks once or twice a visit; a script turning coordinates into ZIP
 * codes in bulk (our data, served for free) is stopped.
 */
export const GEO_RATE_RULE: RateRule = { max: 60, windowMs: 10 * 60_000 };

export const geoRateKey = (ip: string) => `geo:ip:${ip}`;
