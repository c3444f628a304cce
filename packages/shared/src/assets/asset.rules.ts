// Asset constants without zod (the schemas are in asset.schema.ts): the listing page uses them on the first load.

/** Spec 5: assets are ordered by ordinal, 999999999 when absent. */
export const DEFAULT_ASSET_ORDINAL = 999_999_999;

/** The tag listing photos carry; its ordinal is the photo order, ordinal 0 is the cover. */
export const PHOTO_TAG = 'photo';
