import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireStaleOffers } from './offers.service';

export const OFFER_EXPIRY_INTERVAL_MS = 60_000;

/** Expires unanswered offers once when the app is ready, then every minute; stopped on close. */
export const chatJobs = fp(
  async (app: FastifyInstance) => {
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const run = () => {
      if (stopped) return;
      running = running.then(() => expireStaleOffers(app.ctx).catch((err: unknown) => app.log.error({ err }, 'chats: the offer expiry job failed')));
    };
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, OFFER_EXPIRY_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'chat-jobs' },
);
