import { scheduledJob } from '../../lib/queue/scheduled-job';
import { expireEndedPurchases } from './expiry.job';

/** The purchase expiry job: once a minute across all instances (decision 015). */
export const paymentJobs = scheduledJob('payments.expire-purchases', 'minute', expireEndedPurchases);
