import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createPaymentProvider, SandboxPaymentProvider, StripePaymentProvider, type SandboxStore } from '.';

const store: SandboxStore = {
  insertSession: async () => {
    throw new Error('not used');
  },
  findSession: async () => null,
  findPromoCode: async () => null,
};

describe('payment provider configuration', () => {
  it('is the sandbox without STRIPE_SECRET_KEY, Stripe with it and its webhook secret', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(createPaymentProvider(loadConfig({}), store)).toBeInstanceOf(SandboxPaymentProvider);
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(createPaymentProvider(config, store)).toBeInstanceOf(StripePaymentProvider);
  });

  it('refuses to start with half a Stripe configuration or a bad API address', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'w', STRIPE_API_BASE: 'not a url' }),
    ).toThrow(ConfigError);
  });

  it('the sandbox has no webhooks', () => {
    expect(() => new SandboxPaymentProvider(store).verifyWebhook()).toThrow(/sandbox/);
  });
});
