import { describe, expect, it } from 'vitest';
import { PUBLIC_SETTING_DEFAULTS, publicSettingsFrom, type PublicSettings } from './public-settings';
import { PUBLIC_SETTING_NAMES, SETTINGS } from './settings';

describe('public settings', () => {
  it('are exactly the registry settings marked public, with the same defaults', () => {
    expect(Object.keys(PUBLIC_SETTING_DEFAULTS).sort()).toEqual([...PUBLIC_SETTING_NAMES].sort());
    for (const name of PUBLIC_SETTING_NAMES)
      expect(SETTINGS[name].default).toEqual(PUBLIC_SETTING_DEFAULTS[name as keyof PublicSettings]);
  });

  it('keeps what the server wrote', () => {
    const written = {
      defaultLandingUrl: '/marketing',
      flagDefaults: { themeFlag: 'theme2' },
      defaultUserPrice: 49,
      supportEmail: 'help@example.com',
      supportPhone: '+1 (206) 555-0100',
    };
    expect(publicSettingsFrom(written)).toEqual(written);
  });

  it('falls back to the defaults for a missing page value or one of the wrong kind', () => {
    expect(publicSettingsFrom(undefined)).toEqual(PUBLIC_SETTING_DEFAULTS);
    expect(publicSettingsFrom('nonsense')).toEqual(PUBLIC_SETTING_DEFAULTS);
    expect(
      publicSettingsFrom({
        defaultLandingUrl: 42,
        flagDefaults: ['themeFlag'],
        defaultUserPrice: '49',
        supportEmail: null,
        supportPhone: { n: 1 },
      }),
    ).toEqual(PUBLIC_SETTING_DEFAULTS);
    expect(
      publicSettingsFrom({
        flagDefaults: { themeFlag: 2 },
        defaultUserPrice: -1,
        supportEmail: 'not an email',
        supportPhone: 'call me',
      }),
    ).toEqual(PUBLIC_SETTING_DEFAULTS);
  });

  it('never takes a landing address off this site', () => {
    for (const away of ['//evil.example', 'https://evil.example', '/\\evil.example', 'marketing'])
      expect(publicSettingsFrom({ defaultLandingUrl: away }).defaultLandingUrl).toBe('');
  });
});
