/**
 * Feature flags of spec 9. Values are strings so they fit the user's metadata
 * (`metadata.featureFlags`, a string map) and the `ff` query parameter alike.
 */
export type FlagDefinition = {
  readonly description: string;
  /** Every value the flag may take; an override with any other value is rejected. */
  readonly variants: readonly string[];
  readonly default: string;
};

export const FLAGS = {
  t31Notifications: {
    description: 'Notification centre experiment T31',
    variants: ['false', 'true', 'test'],
    default: 'false',
  },
  lpCtaPricingTest: {
    description: 'Landing page call to action shows pricing',
    variants: ['false', 'true'],
    default: 'false',
  },
  themeFlag: {
    description: 'Colour theme of the whole app',
    variants: ['theme1', 'theme2', 'theme3', 'theme4'],
    default: 'theme4',
  },
} as const satisfies Record<string, FlagDefinition>;

export type FlagName = keyof typeof FLAGS;
export type FlagValues = Record<FlagName, string>;
export type FlagOverrides = Partial<Record<string, string>>;

export const FLAG_NAMES = Object.keys(FLAGS) as FlagName[];

export function flagDefaults(): FlagValues {
  return Object.fromEntries(FLAG_NAMES.map((n) => [n, FLAGS[n].default])) as FlagValues;
}

/** Why an `ff` entry was not applied. */
export type IgnoredFlag = { entry: string; reason: 'unknown' | 'ambiguous' | 'invalid-value' | 'empty' };

export type ParsedFlagOverrides = { overrides: Record<string, string>; ignored: IgnoredFlag[] };

/**
 * Finds the known flag a typed name refers to: an exact match first, then a case-insensitive
 * one, then a unique (case-insensitive) prefix. Returns the reason when none fits.
 */
export function matchFlagName(
  name: string,
  known: readonly string[],
): { name: string } | { reason: 'unknown' | 'ambiguous' } {
  if (known.includes(name)) return { name };
  const lower = name.toLowerCase();
  const insensitive = known.filter((k) => k.toLowerCase() === lower);
  if (insensitive.length === 1) return { name: insensitive[0]! };
  if (insensitive.length > 1) return { reason: 'ambiguous' };
  const prefixed = known.filter((k) => k.toLowerCase().startsWith(lower));
  if (prefixed.length === 1) return { name: prefixed[0]! };
  return { reason: prefixed.length > 1 ? 'ambiguous' : 'unknown' };
}

/**
 * Parses the `ff` query parameter (spec 2): comma-separated `name` or `name:value` entries.
 * A bare name means "true". Unknown and ambiguous names are left out and reported in `ignored`.
 * When a flag appears twice, the last entry wins.
 */
export function parseFlagOverrides(ff: string | null | undefined, known: readonly string[]): ParsedFlagOverrides {
  const overrides: Record<string, string> = {};
  const ignored: IgnoredFlag[] = [];
  if (!ff) return { overrides, ignored };
  for (const raw of ff.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const colon = entry.indexOf(':');
    const name = (colon === -1 ? entry : entry.slice(0, colon)).trim();
    const value = colon === -1 ? 'true' : entry.slice(colon + 1).trim();
    if (!name || !value) {
      ignored.push({ entry, reason: 'empty' });
      continue;
    }
    const match = matchFlagName(name, known);
    if ('reason' in match) ignored.push({ entry, reason: match.reason });
    else overrides[match.name] = value;
  }
  return { overrides, ignored };
}

/**
 * Keeps only overrides naming a registered flag with one of its variants
 * (`ff=themeFlag:theme9` must not leave the app without a theme).
 */
export function validateFlagOverrides(
  overrides: FlagOverrides,
  registry: Record<string, FlagDefinition> = FLAGS,
): ParsedFlagOverrides {
  const valid: Record<string, string> = {};
  const ignored: IgnoredFlag[] = [];
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const def = registry[name];
    if (!def) ignored.push({ entry: `${name}:${value}`, reason: 'unknown' });
    else if (!def.variants.includes(value)) ignored.push({ entry: `${name}:${value}`, reason: 'invalid-value' });
    else valid[name] = value;
  }
  return { overrides: valid, ignored };
}

/**
 * The flag values in force: defaults, overlaid by the user's saved overrides (user metadata
 * when signed in, local storage otherwise), overlaid by this URL's `ff` overrides. Overrides
 * that are not valid for the registry are skipped, so a stale saved value cannot break a flag.
 */
export function resolveFlags(
  defaults: FlagValues,
  userOverrides: FlagOverrides | null | undefined,
  urlOverrides: FlagOverrides | null | undefined,
): FlagValues {
  const result: FlagValues = { ...defaults };
  for (const layer of [userOverrides, urlOverrides]) {
    if (!layer) continue;
    const { overrides } = validateFlagOverrides(layer);
    Object.assign(result, overrides);
  }
  return result;
}

/** Whether a flag value switches its feature on: anything but false, off, control or empty. */
export function isFlagOn(value: string | undefined): boolean {
  return !!value && !['false', 'off', 'control', '0'].includes(value.toLowerCase());
}
