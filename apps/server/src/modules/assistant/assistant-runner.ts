import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';

/**
 * Background work of the assistant on this instance, serialised per chat: a burst of buyer
 * messages is answered one after another, in order (each sees the answers before it in its
 * history). Closing the app waits for the work under way; work queued after close is dropped.
 */
export class AssistantRunner {
  private readonly chains = new Map<string, Promise<void>>();
  private closed = false;

  constructor(private readonly log: AppContext['log']) {}

  /** Queues `work` after the chat's work before it; resolves when it is done (it never rejects). */
  enqueue(chatId: string, work: () => Promise<void>): Promise<void> {
    if (this.closed) return Promise.resolve();
    const next = (this.chains.get(chatId) ?? Promise.resolve())
      .then(() => (this.closed ? undefined : work()))
      .catch((err: unknown) => this.log.error({ err, chatId }, 'assistant: answering failed'));
    this.chains.set(chatId, next);
    void next.then(() => {
      if (this.chains.get(chatId) === next) this.chains.delete(chatId);
    });
    return next;
  }

  /** Resolves when every queued answer is done (tests poll less with it). */
  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.all([...this.chains.values()]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }
}

const runners = new WeakMap<AppContext, AssistantRunner>();

export function runnerOf(ctx: AppContext): AssistantRunner {
  let r = runners.get(ctx);
  if (!r) runners.set(ctx, (r = new AssistantRunner(ctx.log)));
  return r;
}

/** Waits for the assistant's work under way when the app closes (before the database closes). */
export const assistantRunnerPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onClose', () => runnerOf(app.ctx).close());
  },
  { name: 'assistant-runner' },
);
