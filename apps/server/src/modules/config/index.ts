/*
 * Public entry of the config module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { readSetting } from './settings';
export { browserSettings } from './config.service';
export { configRoutes } from './config.routes';
export { settingsPlugin } from './settings.plugin';
