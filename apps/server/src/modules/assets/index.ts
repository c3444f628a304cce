/*
 * Public entry of the assets module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { assetsRoutes } from './assets.routes';
export { createImageAsset, findTaggedAssets } from './assets.service';
export { photoTagsOf } from './photo-tags.repo';
export { listingHasPhoto, photoStats, type PhotoStats } from './photo-stats.repo';
export { assetsUserReferences } from './user-references.repo';
export { listingPhotoFiles, type ListingPhotoFile } from './listing-photo-files';
