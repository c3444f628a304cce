import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';

/**
 * A background job of the app: run once when the app is ready, then every `intervalMs`; runs
 * never overlap (each waits for the one before), a failure is logged and the next run goes on,
 * and closing the app clears the timer and waits for a run under way. Jobs that must be correct
 * with several server instances make their own work safe (row locks, conditional updates).
 */
export function intervalJob(name: string, intervalMs: number, work: (ctx: AppContext) => Promise<unknown>) {
  return fp(
    async (app: FastifyInstance) => {
      let running: Promise<unknown> = Promise.resolve();
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const run = () => {
        if (stopped) return;
        running = running.then(() => work(app.ctx).catch((err: unknown) => app.log.error({ err }, `${name} failed`)));
      };
      app.addHook('onReady', async () => {
        run();
        timer = setInterval(run, intervalMs).unref();
      });
      app.addHook('onClose', async () => {
        stopped = true;
        clearInterval(timer);
        await running;
      });
    },
    { name },
  );
}
