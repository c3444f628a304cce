import { z } from 'zod';
import { REVY_SELLER_SLA_MS } from '../limits';
import { FLAGS, type FlagName } from '../flags';
import type { ConfigType } from './config-values';
import { isLandingPath, PUBLIC_SETTING_DEFAULTS, SUPPORT_PHONE_PATTERN } from './public-settings';

/**
 * The settings the product itself reads (issue 16): each is a Config row by this name, typed, with the value used
 * while no row exists. Staff may add other rows too; these are the ones the code acts on. `public` settings reach
 * the browser (index.html and GET /v1/config/name/{name} without sign-in); the rest are staff-only.
 */
type SettingDefinition<T> = {
  readonly type: ConfigType;
  readonly schema: z.ZodType<T>;
  readonly default: T;
  readonly public: boolean;
  readonly description: string;
};

const define = <T>(d: SettingDefinition<T>) => d;

/** A same-site path ("/marketing") or nothing: the landing guard never sends visitors off the site. */
const LandingPathSchema = z.string().trim().max(500).refine(isLandingPath, {
  message: 'Use a path on this site that starts with one "/", such as /marketing, or leave it empty',
});

const FlagDefaultsSchema = z
  .record(z.string(), z.string())
  .superRefine((map, ctx) => {
    for (const [name, value] of Object.entries(map)) {
      const flag = (FLAGS as Record<string, { variants: readonly string[] }>)[name];
      if (!flag) ctx.addIssue({ code: 'custom', message: `Unknown flag "${name}"`, path: [name] });
      else if (!flag.variants.includes(value))
        ctx.addIssue({
          code: 'custom',
          message: `"${value}" is not a value of ${name}; use one of ${flag.variants.join(', ')}`,
          path: [name],
        });
    }
  })
  .transform((m) => m as Partial<Record<FlagName, string>>);

export const SETTINGS = {
  defaultLandingUrl: define<string>({
    type: 'string',
    schema: LandingPathSchema,
    default: PUBLIC_SETTING_DEFAULTS.defaultLandingUrl,
    public: true,
    description:
      'Where the home page sends visitors who came without a landing link, e.g. /marketing. Empty shows the home page.',
  }),
  sellerSlaMinutes: define<number>({
    type: 'number',
    schema: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
    default: REVY_SELLER_SLA_MS / 60_000,
    public: false,
    description: 'Minutes a buyer waits on the seller before a concierge is asked to answer.',
  }),
  classifiedsRepostDelayMinutes: define<number>({
    type: 'number',
    schema: z
      .number()
      .int()
      .min(0)
      .max(30 * 24 * 60),
    default: 2,
    public: false,
    description:
      'A listing changed this many minutes after its last classifieds posting goes back in the work queue for a repost.',
  }),
  flagDefaults: define<Partial<Record<FlagName, string>>>({
    type: 'json',
    schema: FlagDefaultsSchema,
    default: PUBLIC_SETTING_DEFAULTS.flagDefaults,
    public: true,
    description:
      'Feature-flag values everyone gets unless their own overrides say otherwise, e.g. {"themeFlag":"theme2"}.',
  }),
  defaultUserPrice: define<number>({
    type: 'number',
    schema: z.number().int().min(0).max(10_000),
    default: PUBLIC_SETTING_DEFAULTS.defaultUserPrice,
    public: true,
    description: 'The starting plan price in dollars that marketing pages quote.',
  }),
  supportEmail: define<string>({
    type: 'string',
    schema: z.union([z.literal(''), z.email('Enter an email address')]),
    default: PUBLIC_SETTING_DEFAULTS.supportEmail,
    public: true,
    description: 'The address users are told to write to for help (error pages, settings).',
  }),
  supportPhone: define<string>({
    type: 'string',
    schema: z
      .string()
      .trim()
      .max(40)
      .regex(SUPPORT_PHONE_PATTERN, 'Enter a phone number of digits, spaces, +, ( ) and -'),
    default: PUBLIC_SETTING_DEFAULTS.supportPhone,
    public: true,
    description: 'The phone number users may call for help; empty hides it.',
  }),
} as const;

export type SettingName = keyof typeof SETTINGS;
export type SettingValue<N extends SettingName> = (typeof SETTINGS)[N]['default'];
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];
export const isSettingName = (name: string): name is SettingName => Object.hasOwn(SETTINGS, name);

/** Parses a stored text value by its type; throws a message a person can act on. */
export function parseConfigValue(type: ConfigType, raw: string | null): unknown {
  if (raw === null) return null;
  switch (type) {
    case 'string':
      return raw;
    case 'number': {
      const n = Number(raw.trim());
      if (raw.trim() === '' || !Number.isFinite(n)) throw new Error('Enter a number');
      return n;
    }
    case 'boolean': {
      const v = raw.trim().toLowerCase();
      if (v === 'true') return true;
      if (v === 'false') return false;
      throw new Error('Enter true or false');
    }
    case 'json':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        throw new Error('Enter valid JSON');
      }
  }
}

/**
 * The value of a known setting from its stored text: parsed and checked against the setting's schema. An unusable
 * stored value (a row written before the rule, or by hand) gives the default, never an exception at a read site.
 */
export function settingFromStored<N extends SettingName>(
  name: N,
  stored: { type: ConfigType; value: string | null } | null,
): SettingValue<N> {
  const def = SETTINGS[name];
  if (!stored || stored.value === null) return def.default;
  try {
    const parsed = (def.schema as z.ZodType<unknown>).safeParse(parseConfigValue(def.type, stored.value));
    return parsed.success ? (parsed.data as SettingValue<N>) : def.default;
  } catch {
    return def.default;
  }
}

/** The settings that reach the browser (window.__REVY__.settings) and anyone's GET /v1/config/name/{name}. */
export const PUBLIC_SETTING_NAMES = SETTING_NAMES.filter((n) => SETTINGS[n].public);
/** A known setting's default as the text the API stores and shows (JSON for json settings). */
export function settingDefaultText(name: SettingName): string {
  const def = SETTINGS[name];
  return def.type === 'json' ? JSON.stringify(def.default) : String(def.default);
}

/**
 * Why a value may not be stored as `type` (for a known setting: its fixed type and its schema), or null when it may.
 * Null values always may: they mean "the default". The message is shown next to the field.
 */
export function configValueProblem(name: string, type: ConfigType, raw: string | null): string | null {
  if (isSettingName(name) && SETTINGS[name].type !== type)
    return `${name} is a ${SETTINGS[name].type} setting; its type cannot change`;
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = parseConfigValue(type, raw);
  } catch (err) {
    return (err as Error).message;
  }
  if (!isSettingName(name)) return null;
  const checked = (SETTINGS[name].schema as z.ZodType<unknown>).safeParse(parsed);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'This value is not allowed here');
}
