import { scheduledJob } from '../../lib/queue/scheduled-job';
import { refreshPriceEstimates } from './pricing.service';

/**
 * Keeps showroom deal badges current: once a minute across all instances, estimates of
 * published listings that are missing, older than the listing's last change, or a day old.
 */
export const pricingJobs = scheduledJob('pricing.refresh', 'minute', refreshPriceEstimates);
