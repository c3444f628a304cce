import { IdentityWebhookError, type IdentityProvider } from './identity-provider';

/**
 * The built-in check: no outside service. The person photographs their ID and a selfie in the browser and staff
 * approve or reject in the concierge queue (modules/id-verification), so there is no session and no webhook.
 */
export const builtinIdentity: IdentityProvider = {
  name: 'builtin',
  createSession: async () => null,
  retrieveSession: async () => null,
  verifyWebhook() {
    throw new IdentityWebhookError('Stripe Identity is not set up here (STRIPE_IDENTITY_WEBHOOK_SECRET)');
  },
};
