import type { FastifyPluginAsync } from 'fastify';
import { createPostHogSink } from '../../adapters/analytics';
import { trackingRoutes } from './tracking.routes';

/** The tracking calls, with PostHog as a second destination when POSTHOG_API_KEY is set (decision 036). */
export const trackingPlugin: FastifyPluginAsync = async (app) => {
  const { posthog } = app.ctx.config;
  const sink = posthog.apiKey
    ? createPostHogSink({ apiKey: posthog.apiKey, host: posthog.host, flushMs: posthog.flushMs, log: app.ctx.log })
    : null;
  if (sink) app.addHook('onClose', () => sink.close());
  await app.register(trackingRoutes(sink));
};
