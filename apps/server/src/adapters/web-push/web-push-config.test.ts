import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { generatePushKeys } from '.';

describe('Web Push config (decision 048)', () => {
  it('uses the pair kept in the database when no VAPID key is set, with APP_URL as the contact when https', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).push).toEqual({ vapid: null, subject: 'mailto:push@revy.local' });
    expect(loadConfig({ NODE_ENV: 'test', APP_URL: 'https://revy.example' }).push.subject).toBe('https://revy.example');
  });

  it('takes a pair from the environment, both keys together', () => {
    const keys = generatePushKeys();
    const config = loadConfig({
      NODE_ENV: 'test',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@revy.example',
    });
    expect(config.push).toEqual({ vapid: keys, subject: 'mailto:ops@revy.example' });
  });

  it('refuses half a pair, keys that are not base64url P-256, and a contact that is neither mailto: nor https:', () => {
    const keys = generatePushKeys();
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      new ConfigError('Web Push needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together'),
    );
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/together/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/base64url/);
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_SUBJECT: 'ops@revy.example' })).toThrow(/VAPID_SUBJECT/);
  });
});
