import { intervalJob } from '../../lib/interval-job';
import { escalateOverdueChats, sweepUnanswered } from './assistant.service';

export const SLA_CHECK_INTERVAL_MS = 60_000;
export const SWEEP_INTERVAL_MS = 30_000;

/** Hands chats the seller left unanswered past the SLA to a concierge; every minute, stopped on close. */
export const assistantJobs = intervalJob('assistant-jobs', SLA_CHECK_INTERVAL_MS, escalateOverdueChats);

/** Answers buyer texts a crash or restart left unanswered; at ready (a restart catches up at once), then every 30 s. */
export const assistantSweepJob = intervalJob('assistant-sweep', SWEEP_INTERVAL_MS, sweepUnanswered);
