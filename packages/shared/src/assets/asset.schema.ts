import { z } from 'zod';

/** Spec 9: the image sizes an asset's `files` map is keyed by. */
export const IMAGE_SIZES = [
  'crop200x200',
  'crop1400x1400',
  'cover300x200',
  'cover600x400',
  'cover800x560',
  'cover1280x720',
  'cover1920x1280',
  'crop1920x615',
  'full',
  'original',
] as const;
export const ImageSizeSchema = z.enum(IMAGE_SIZES);
export type ImageSize = z.infer<typeof ImageSizeSchema>;
export type AssetFiles = Partial<Record<ImageSize, string>>;

/** Spec 5: assets are ordered by ordinal, 999999999 when absent. */
export const DEFAULT_ASSET_ORDINAL = 999_999_999;

/** Values are ours: an upload is processing until its sizes exist. */
export const ASSET_STATUSES = ['processing', 'ready', 'failed'] as const;
export const AssetStatusSchema = z.enum(ASSET_STATUSES);
export type AssetStatus = z.infer<typeof AssetStatusSchema>;
