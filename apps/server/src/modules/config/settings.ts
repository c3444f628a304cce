import { settingFromStored, type SettingName, type SettingValue } from '@revy/shared';
import type { AppContext } from '../../context';
import { findConfigByName, type ConfigRow } from './config.repo';
import { settingsCacheOf } from './settings-cache';

/** The stored row of a setting through the app's cache (counting the read), or straight from the database. */
async function storedRow(ctx: Pick<AppContext, 'db'>, name: string, count = true): Promise<ConfigRow | null> {
  const cache = settingsCacheOf(ctx);
  if (!cache) return findConfigByName(ctx.db, name);
  if (count) cache.countRead(name);
  return cache.row(name);
}

/**
 * The value of a setting the product acts on (packages/shared config/settings.ts): the Config row of that name,
 * parsed and checked, or the setting's default. Every read site goes through here. Cached for a few seconds
 * (SETTINGS_CACHE_MS) and dropped on every instance when the setting changes (settings-cache.ts).
 */
export async function readSetting<N extends SettingName>(
  ctx: Pick<AppContext, 'db'>,
  name: N,
): Promise<SettingValue<N>> {
  return settingFromStored(name, await storedRow(ctx, name));
}

/**
 * Like readSetting, but `fallback` instead of the registry default while no value is stored: for the settings an
 * install could already set in its environment (DEFAULT_LANDING_URL), which keep working until staff set a value.
 */
export async function readSettingOr<N extends SettingName>(
  ctx: Pick<AppContext, 'db'>,
  name: N,
  fallback: SettingValue<N> | undefined,
): Promise<SettingValue<N>> {
  const row = await storedRow(ctx, name);
  if ((!row || row.value === null) && fallback !== undefined) return fallback;
  return settingFromStored(name, row);
}

/** After a committed change: every instance (this one too) drops its copy of `name`. */
export async function announceSettingChange(ctx: Pick<AppContext, 'db'>, name: string): Promise<void> {
  const cache = settingsCacheOf(ctx);
  if (!cache) return;
  cache.invalidate(name);
  await cache.bus?.publish(name);
}

/** Counts a read made through the API (GET by id or name) like a read by the code. */
export function countSettingRead(ctx: Pick<AppContext, 'db'>, name: string): void {
  settingsCacheOf(ctx)?.countRead(name);
}
