import { z } from 'zod';
import { pageSchema } from '../common/page.schema';

import { CONFIG_DESCRIPTION_MAX, CONFIG_TYPES, CONFIG_VALUE_MAX } from './config-values';

export const ConfigTypeSchema = z.enum(CONFIG_TYPES);

/**
 * A setting's name: a letter first, then letters, digits, dot, dash or underscore (so it is safe in a URL path and
 * readable in logs), up to 100 characters.
 */
export const ConfigNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(100, 'Use at most 100 characters')
  .regex(/^[A-Za-z][A-Za-z0-9._-]*$/, 'Start with a letter; use only letters, digits, ".", "-" and "_"');

const ValueSchema = z.string().max(CONFIG_VALUE_MAX, `Use at most ${CONFIG_VALUE_MAX} characters`).nullable();
const DescriptionSchema = z
  .string()
  .trim()
  .max(CONFIG_DESCRIPTION_MAX, `Use at most ${CONFIG_DESCRIPTION_MAX} characters`)
  .nullable();

/** A Config row as staff see it (spec 3), with who changed it last by name and whether the product reads it. */
export const ConfigSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The stored text; null means "use the default" (known settings). */
    value: z.string().nullable(),
    type: ConfigTypeSchema,
    description: z.string().nullable(),
    updatedBy: z.string().nullable(),
    /** The staff member's name (or email) for updatedBy; null when nobody has changed it. */
    updatedByName: z.string().nullable(),
    readCount: z.number().int(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** One of the settings the product acts on (packages/shared config/settings.ts). */
    known: z.boolean(),
    /** Readable by anyone through GET /v1/config/name/{name} and the page's browser config. */
    public: z.boolean(),
    /** A known setting's default, as text, shown while `value` is null. */
    defaultValue: z.string().nullable(),
  })
  .meta({ id: 'Config' });
export type ConfigItem = z.infer<typeof ConfigSchema>;
export const ConfigPageSchema = pageSchema(ConfigSchema);

/** POST /v1/config (admin). */
export const CreateConfigSchema = z.object({
  name: ConfigNameSchema,
  value: ValueSchema,
  type: ConfigTypeSchema.default('string'),
  description: DescriptionSchema.optional(),
});
export type CreateConfig = z.infer<typeof CreateConfigSchema>;

/** PUT /v1/config/{id} (admin): the value, and optionally the type and description. */
export const UpdateConfigSchema = z.object({
  value: ValueSchema,
  type: ConfigTypeSchema.optional(),
  description: DescriptionSchema.optional(),
});
export type UpdateConfig = z.infer<typeof UpdateConfigSchema>;

/** PATCH /v1/config/{id}/description (admin). */
export const ConfigDescriptionSchema = z.object({ description: DescriptionSchema });
export type ConfigDescription = z.infer<typeof ConfigDescriptionSchema>;

/** GET /v1/config: paged, sorted by a column, optionally narrowed by a piece of the name. */
export const ConfigListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(100),
  sort: z
    .string()
    .regex(
      /^(name|updatedAt|readCount|readAt|createdAt)(,(asc|desc))?$/,
      'Sort by name, updatedAt, readCount, readAt or createdAt, then ,asc or ,desc',
    )
    .default('name,asc'),
  search: z.string().trim().max(100).optional(),
});
export type ConfigListQuery = z.infer<typeof ConfigListQuerySchema>;

/** GET /v1/config/name/{name} for anyone: a public setting's parsed value. Staff get the whole row (ConfigSchema). */
export const PublicConfigValueSchema = z.object({
  name: z.string(),
  type: ConfigTypeSchema,
  value: z.unknown(),
});
export type PublicConfigValue = z.infer<typeof PublicConfigValueSchema>;
