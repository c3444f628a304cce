import { intervalJob } from '../../lib/interval-job';
import { DIGEST_INTERVAL_MS, sendNotificationDigests } from './digest.job';

/** The notification email digest: once when the app is ready, then every minute; stopped on close. */
export const notificationJobs = intervalJob('notification-jobs', DIGEST_INTERVAL_MS, sendNotificationDigests);
