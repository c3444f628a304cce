/*
 * Public entry of the vehicles module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { canonicalMakeName } from './catalog-make-names';
export { displayMakeName, NON_PASSENGER_MAKES } from './make-names';
export { CATALOG_FIRST_YEAR, type VehicleCatalogFile } from './vehicle-catalog.data';
export { vehicleRoutes } from './vehicles.routes';
