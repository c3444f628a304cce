// Config value kinds and limits, without zod (the schemas are in config.schema.ts), for the settings the browser
// reads at start.

/** How a config value (always stored as text) is parsed. Values are ours. */
export const CONFIG_TYPES = ['string', 'number', 'boolean', 'json'] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/** Largest stored value (text); a setting is a knob, not a document store. */
export const CONFIG_VALUE_MAX = 10_000;
export const CONFIG_DESCRIPTION_MAX = 1_000;
