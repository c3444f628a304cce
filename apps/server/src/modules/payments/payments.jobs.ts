import { intervalJob } from '../../lib/interval-job';
import { EXPIRY_INTERVAL_MS, expireEndedPurchases } from './expiry.job';

/** The purchase expiry job: once when the app is ready, then every minute; stopped on close. */
export const paymentJobs = intervalJob('payment-jobs', EXPIRY_INTERVAL_MS, expireEndedPurchases);
