import { intervalJob } from '../../lib/interval-job';
import { escalateOverdueChats } from './assistant.service';

export const SLA_CHECK_INTERVAL_MS = 60_000;

/** Hands chats the seller left unanswered past the SLA to a concierge; every minute, stopped on close. */
export const assistantJobs = intervalJob('assistant-jobs', SLA_CHECK_INTERVAL_MS, escalateOverdueChats);
