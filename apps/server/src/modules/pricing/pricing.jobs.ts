import { intervalJob } from '../../lib/interval-job';
import { refreshPriceEstimates } from './pricing.service';

export const PRICE_REFRESH_INTERVAL_MS = 60_000;

/**
 * Keeps showroom deal badges current: once when the app is ready, then every minute, estimates
 * of published listings that are missing, older than the listing's last change, or a day old.
 */
export const pricingJobs = intervalJob('pricing-jobs', PRICE_REFRESH_INTERVAL_MS, refreshPriceEstimates);
