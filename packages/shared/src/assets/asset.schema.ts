import { z } from 'zod';
import { acceptingReadOnly } from '../common/read-only-fields';
import { DEFAULT_ASSET_ORDINAL } from './asset.rules';

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

/** Values are ours: an upload is processing until its sizes exist. */
export const ASSET_STATUSES = ['processing', 'ready', 'failed'] as const;
export const AssetStatusSchema = z.enum(ASSET_STATUSES);
export type AssetStatus = z.infer<typeof AssetStatusSchema>;

/** Size name → URL of that rendition (WebP or AVIF); `<size>.jpg` keys hold the JPEG fallbacks. */
export const AssetFilesSchema = z.record(z.string(), z.string());

export const AssetTagSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[\w-]+$/, 'Use letters, digits, - and _'),
  ordinal: z.number().int().min(0).max(DEFAULT_ASSET_ORDINAL).optional(),
});
export type AssetTag = z.infer<typeof AssetTagSchema>;

export const AssetSchema = z
  .object({
    id: z.string(),
    targetId: z.string(),
    fileUrl: z.string().nullable(),
    files: AssetFilesSchema,
    tags: z.array(z.object({ name: z.string(), ordinal: z.number().int() })),
    title: z.string().nullable(),
    type: z.string(),
    size: z.number().int().nullable(),
    status: AssetStatusSchema,
    /** Why processing failed, when status is `failed`. */
    error: z.string().nullable().optional(),
    source: z.string().nullable(),
    contentType: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Asset' });
export type Asset = z.infer<typeof AssetSchema>;
/** GET /v1/asset/target/{id}/tag/{tag}: a target's assets of one tag, in ordinal order. */
export const AssetListSchema = z.array(AssetSchema);

/**
 * PUT /v1/asset/{id}: title and tags (tags replace the asset's tags). The asset's own GET body is
 * accepted: targetId, files, sizes, createdBy... are dropped, never applied (decision 019).
 */
export const AssetUpdateSchema = acceptingReadOnly(
  z.object({ title: z.string().trim().max(200).nullish(), tags: z.array(AssetTagSchema).max(20).optional() }).strict(),
  AssetSchema,
);

/** Multipart fields beside `file` on POST /v1/asset. */
export const AssetUploadFieldsSchema = z.object({
  targetId: z.uuid(),
  tag: AssetTagSchema.shape.name.optional(),
  ordinal: z.coerce.number().int().min(0).max(DEFAULT_ASSET_ORDINAL).optional(),
  /** Replace the target's assets carrying `tag` instead of adding. */
  overwrite: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  title: z.string().trim().max(200).optional(),
});

/** POST /v1/asset/uploadcare: import images by URL (hosts allowed by config only). */
export const AssetImportSchema = z
  .object({
    files: z.array(z.url()).min(1).max(30),
    targetId: z.uuid(),
    tag: AssetTagSchema.shape.name.optional(),
    overwrite: z.boolean().optional(),
  })
  .strict();

/** POST /v1/asset/target/batch/tag/{tag}/first: body is the list of target ids. */
export const AssetBatchTargetsSchema = z.array(z.uuid()).max(500);
/** Answer: target id → its first asset with the tag (absent when none). */
export const AssetFirstByTargetSchema = z.record(z.string(), AssetSchema);

/**
 * Largest upload accepted, and the pixel bounds that refuse absurd images. 60 megapixels takes
 * every phone and most cameras (a 48 MP phone photo is 8064x6048, 48.8 MP) and refuses a file
 * that claims 100 MP, which would decode to 300 MB of pixels (issue 13, decision 018).
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 60_000_000;
export const MIN_IMAGE_SIDE = 200;
