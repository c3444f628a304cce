import type { FastifyPluginAsync } from 'fastify';
import { createInvalidationBus } from '../../adapters/invalidation-bus';
import { ensureKnownSettings } from './config.service';
import { attachSettingsCache, SettingsCache } from './settings-cache';

/** How often counted reads are written (and at close). */
const READ_FLUSH_MS = 10_000;

/**
 * Gives this app its settings cache (readSetting) with cross-instance invalidation over Redis when REDIS_URL is set,
 * writes counted reads periodically and on close, and makes sure the known settings have rows. Registered before the
 * modules that read settings.
 */
export const settingsPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  await ensureKnownSettings(ctx.db);
  // One channel for every app on this Redis: an invalidation only makes another app re-read a row it may not have.
  const bus = await createInvalidationBus({ redisUrl: ctx.config.redisUrl, channel: 'revy:config', log: ctx.log });
  const cache = new SettingsCache(ctx.db, ctx.config.settingsCacheMs, bus);
  bus.subscribe((name) => cache.invalidate(name));
  attachSettingsCache(ctx, cache);
  const flush = () =>
    cache.flushReads().catch((err: unknown) => ctx.log.warn({ err }, 'config: could not write read counts'));
  const timer = setInterval(() => void flush(), READ_FLUSH_MS);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await flush();
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });
};
