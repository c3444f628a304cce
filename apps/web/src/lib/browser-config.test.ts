import { afterEach, describe, expect, it } from 'vitest';
import { publicSettings, resetPublicSettingsForTests } from './browser-config';
import { currentFlags } from './flags';
import { makeUser } from '../test/user.fixture';

afterEach(() => {
  delete window.__REVY__;
  resetPublicSettingsForTests();
});

describe('the public settings the server writes into the page', () => {
  it('uses each checked value and the default for anything missing or unusable', () => {
    window.__REVY__ = {
      defaultLandingUrl: '/showroom',
      settings: { defaultUserPrice: 59, supportEmail: 'not an email', flagDefaults: { themeFlag: 'theme2' } },
    };
    expect(publicSettings()).toEqual({
      defaultLandingUrl: '',
      defaultUserPrice: 59,
      supportEmail: 'support@revy.local',
      supportPhone: '',
      flagDefaults: { themeFlag: 'theme2' },
    });
  });

  it('the flagDefaults setting changes everyone’s defaults, and a user’s own override still wins', () => {
    window.__REVY__ = { settings: { flagDefaults: { themeFlag: 'theme2', lpCtaPricingTest: 'true' } } };
    expect(currentFlags(null)).toMatchObject({ themeFlag: 'theme2', lpCtaPricingTest: 'true' });
    const user = makeUser({ metadata: { featureFlags: { themeFlag: 'theme3' } } });
    expect(currentFlags(user)).toMatchObject({ themeFlag: 'theme3', lpCtaPricingTest: 'true' });
  });

  it('without a server (the Vite dev server) everything is the registry default', () => {
    expect(publicSettings()).toMatchObject({ defaultUserPrice: 49, flagDefaults: {} });
    expect(currentFlags(null).themeFlag).toBe('theme4');
  });
});
