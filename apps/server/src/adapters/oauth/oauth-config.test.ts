import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createOAuthProviders } from '.';

describe('social sign-in config (decision 041)', () => {
  it('offers no provider when nothing is set', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.oauth).toEqual({ google: null, apple: null, facebook: null });
    expect(createOAuthProviders(config.oauth, config.appUrl).size).toBe(0);
  });

  it('refuses a half-set provider at boot, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'id' })).toThrow(
      new ConfigError('Google sign-in is half set up: GOOGLE_CLIENT_SECRET missing'),
    );
    expect(() => loadConfig({ NODE_ENV: 'test', APPLE_CLIENT_ID: 'id', APPLE_TEAM_ID: 't' })).toThrow(/APPLE_KEY_ID/);
  });

  it('refuses the fake-provider base URLs in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', GOOGLE_OAUTH_BASE_URL: 'http://127.0.0.1:9' })).toThrow(
      /refused in production/,
    );
  });

  it('reads an Apple key written on one line with \\n', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      APPLE_CLIENT_ID: 'com.example',
      APPLE_TEAM_ID: 'T',
      APPLE_KEY_ID: 'K',
      APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });
    expect(config.oauth.apple?.privateKey).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
  });
});
