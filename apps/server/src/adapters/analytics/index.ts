/*
 * Product analytics (spec 7 "product analytics", issue 17, decision 036). The built-in analytics is the product's own
 * page_views store, always on (it feeds the sellers' view charts). When POSTHOG_API_KEY is set, the same events are
 * also sent to PostHog, but only for visitors who agreed in the consent banner and whose browser sends no Global
 * Privacy Control signal: the caller decides that, this adapter only delivers.
 */

type Log = { warn(obj: object, msg?: string): void };

export type AnalyticsEvent = {
  event: string;
  distinctId: string;
  properties: Record<string, unknown>;
  timestamp: Date;
};

export interface AnalyticsSink {
  readonly kind: 'posthog';
  /** Queues an event; never throws, never waits for the network. */
  capture(event: AnalyticsEvent): void;
  /** Sends what is queued (also on a timer and at close). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostHog's batch API: POST {host}/batch/ with the project key. Events are queued in memory and sent every
 * `flushMs` or when `maxBatch` are waiting; a failed send is logged and dropped (analytics never breaks a request,
 * and retrying would pile events up while PostHog is down). At most `maxQueue` wait; beyond that the oldest go.
 */
export function createPostHogSink(opts: {
  apiKey: string;
  host: string;
  log?: Log;
  flushMs?: number;
  maxBatch?: number;
  maxQueue?: number;
  fetchImpl?: typeof fetch;
}): AnalyticsSink {
  const doFetch = opts.fetchImpl ?? fetch;
  const maxBatch = opts.maxBatch ?? 100;
  const maxQueue = opts.maxQueue ?? 10_000;
  let queue: AnalyticsEvent[] = [];
  let sending: Promise<void> = Promise.resolve();

  async function send(batch: AnalyticsEvent[]): Promise<void> {
    try {
      const res = await doFetch(new URL('/batch/', opts.host), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          api_key: opts.apiKey,
          batch: batch.map((e) => ({
            event: e.event,
            distinct_id: e.distinctId,
            properties: { ...e.properties, $lib: 'revy-server' },
            timestamp: e.timestamp.toISOString(),
          })),
        }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) opts.log?.warn({ status: res.status, events: batch.length }, 'analytics: PostHog refused a batch');
    } catch (err) {
      opts.log?.warn({ err, events: batch.length }, 'analytics: could not reach PostHog');
    }
  }

  const flush = () => {
    if (!queue.length) return sending;
    const batches: AnalyticsEvent[][] = [];
    while (queue.length) batches.push(queue.splice(0, maxBatch));
    // One send at a time, in order.
    sending = sending.then(async () => {
      for (const b of batches) await send(b);
    });
    return sending;
  };

  const timer = setInterval(() => void flush(), opts.flushMs ?? 5_000);
  timer.unref();

  return {
    kind: 'posthog',
    capture(event) {
      queue.push(event);
      if (queue.length > maxQueue) queue = queue.slice(queue.length - maxQueue);
      if (queue.length >= maxBatch) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
