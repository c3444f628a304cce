import { scheduledJob } from '../../lib/queue/scheduled-job';
import { runSavedAlerts } from './saved-alerts.job';

/** Saved cars' and saved searches' alerts: once a minute across all instances (decision 015, 044-saved-alerts). */
export const savedJobs = scheduledJob('saved.alerts', 'minute', runSavedAlerts);
