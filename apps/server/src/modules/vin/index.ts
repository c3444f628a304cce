/*
 * Public entry of the vin module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { vinRoutes } from './vin.routes';
export { EquipmentCache } from './equipment-cache';
export { getVinEquipment } from './vin.service';
