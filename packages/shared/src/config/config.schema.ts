import { z } from 'zod';

/** How a config value (always stored as text) is parsed. Values are ours. */
export const CONFIG_TYPES = ['string', 'number', 'boolean', 'json'] as const;
export const ConfigTypeSchema = z.enum(CONFIG_TYPES);
export type ConfigType = z.infer<typeof ConfigTypeSchema>;
