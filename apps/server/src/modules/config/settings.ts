import { settingFromStored, type SettingName, type SettingValue } from '@revy/shared';
import type { AppContext } from '../../context';
import { findConfigByName } from './config.repo';

/**
 * The value of a setting the product acts on (packages/shared config/settings.ts): the Config row of that name,
 * parsed and checked, or the setting's default. Every read site goes through here.
 */
export async function readSetting<N extends SettingName>(
  ctx: Pick<AppContext, 'db'>,
  name: N,
): Promise<SettingValue<N>> {
  return settingFromStored(name, await findConfigByName(ctx.db, name));
}
