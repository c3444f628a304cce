import { describe, expect, it } from 'vitest';
import {
  FLAG_NAMES,
  flagDefaults,
  isFlagOn,
  matchFlagName,
  parseFlagOverrides,
  resolveFlags,
  validateFlagOverrides,
} from './flags';

const known = ['t31Notifications', 'lpCtaPricingTest', 'themeFlag'];

describe('parseFlagOverrides', () => {
  it('reads bare names as true and name:value pairs', () => {
    expect(parseFlagOverrides('t31Notifications,themeFlag:theme2', known)).toEqual({
      overrides: { t31Notifications: 'true', themeFlag: 'theme2' },
      ignored: [],
    });
  });

  it('matches names exactly, then case-insensitively, then by unique prefix', () => {
    expect(parseFlagOverrides('THEMEFLAG:theme1', known).overrides).toEqual({ themeFlag: 'theme1' });
    expect(parseFlagOverrides('theme:theme3', known).overrides).toEqual({ themeFlag: 'theme3' });
    expect(parseFlagOverrides('lp', known).overrides).toEqual({ lpCtaPricingTest: 'true' });
    expect(parseFlagOverrides('T31:test', known).overrides).toEqual({ t31Notifications: 'test' });
  });

  it('prefers an exact match over a prefix of a longer name', () => {
    expect(matchFlagName('beta', ['beta', 'betaTwo'])).toEqual({ name: 'beta' });
    expect(matchFlagName('Beta', ['beta', 'betaTwo'])).toEqual({ name: 'beta' });
  });

  it('ignores and reports unknown and ambiguous names', () => {
    const result = parseFlagOverrides('nope:1,t,themeFlag:theme2', [...known, 'themeTest']);
    expect(result.overrides).toEqual({ themeFlag: 'theme2' });
    expect(result.ignored).toEqual([
      { entry: 'nope:1', reason: 'unknown' },
      { entry: 't', reason: 'ambiguous' },
    ]);
  });

  it('skips blanks, trims spaces, keeps the last of repeated names and reports empty values', () => {
    const result = parseFlagOverrides(' themeFlag:theme1 ,, themeFlag : theme3 ,lp:', known);
    expect(result.overrides).toEqual({ themeFlag: 'theme3' });
    expect(result.ignored).toEqual([{ entry: 'lp:', reason: 'empty' }]);
  });

  it('returns nothing for a missing parameter', () => {
    expect(parseFlagOverrides(null, known)).toEqual({ overrides: {}, ignored: [] });
    expect(parseFlagOverrides('', known)).toEqual({ overrides: {}, ignored: [] });
  });

  it('keeps a value containing a colon whole', () => {
    expect(parseFlagOverrides('lp:a:b', known).overrides).toEqual({ lpCtaPricingTest: 'a:b' });
  });
});

describe('validateFlagOverrides', () => {
  it('keeps registered flags with allowed variants only', () => {
    expect(validateFlagOverrides({ themeFlag: 'theme9', t31Notifications: 'test', other: 'true' })).toEqual({
      overrides: { t31Notifications: 'test' },
      ignored: [
        { entry: 'themeFlag:theme9', reason: 'invalid-value' },
        { entry: 'other:true', reason: 'unknown' },
      ],
    });
  });
});

describe('resolveFlags', () => {
  it('defaults to theme4 and everything off', () => {
    const flags = flagDefaults();
    expect(flags.themeFlag).toBe('theme4');
    expect(isFlagOn(flags.t31Notifications)).toBe(false);
    expect(isFlagOn(flags.lpCtaPricingTest)).toBe(false);
    expect(Object.keys(flags).sort()).toEqual([...FLAG_NAMES].sort());
  });

  it('layers user overrides over defaults and URL overrides over both', () => {
    const flags = resolveFlags(
      flagDefaults(),
      { themeFlag: 'theme1', lpCtaPricingTest: 'true' },
      { themeFlag: 'theme3' },
    );
    expect(flags).toEqual({ t31Notifications: 'false', lpCtaPricingTest: 'true', themeFlag: 'theme3' });
  });

  it('skips invalid saved values instead of breaking the flag', () => {
    expect(resolveFlags(flagDefaults(), { themeFlag: 'purple' }, null).themeFlag).toBe('theme4');
  });
});

describe('isFlagOn', () => {
  it('treats false, off, control and 0 as off, other values as on', () => {
    for (const v of ['false', 'OFF', 'control', '0', '', undefined]) expect(isFlagOn(v)).toBe(false);
    for (const v of ['true', 'test', 'theme2']) expect(isFlagOn(v)).toBe(true);
  });
});
