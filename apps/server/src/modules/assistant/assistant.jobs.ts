import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduledJob } from '../../lib/queue/scheduled-job';
import { ANSWER_QUEUE_SPEC, answerQueued, escalateOverdueChats, type AnswerJob } from './assistant.service';

/** Hands chats the seller left unanswered past the SLA to a concierge; once a minute across all instances. */
export const assistantJobs = scheduledJob('assistant.sla', 'minute', escalateOverdueChats);

/** The assistant's answers: queued with each person's message, worked here (decision 015). */
export const assistantAnswerJobs = fp(
  async (app: FastifyInstance) => {
    app.ctx.jobs.work<AnswerJob>(ANSWER_QUEUE_SPEC, (data, job) => answerQueued(app.ctx, data, job));
  },
  { name: 'assistant-answers' },
);
