import { intervalJob } from '../../lib/interval-job';
import { expireStaleOffers } from './offers.service';

export const OFFER_EXPIRY_INTERVAL_MS = 60_000;

/** Expires unanswered offers once when the app is ready, then every minute; stopped on close. */
export const chatJobs = intervalJob('chat-jobs', OFFER_EXPIRY_INTERVAL_MS, expireStaleOffers);
