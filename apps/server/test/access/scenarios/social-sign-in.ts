import type { Scenarios } from '../scenario';

/**
 * Social sign-in (issue 18, decision 041). The table's app sets up no provider, so the OAuth routes answer 404 to
 * everyone (nothing to start, nothing to call back), and the provider list is empty but public. The flows themselves
 * run against the fake OAuth server in modules/social-sign-in/*.test.ts.
 */
export const socialSignInScenarios: Scenarios = {
  'GET /v1/auth/providers': () => ({ path: '/v1/auth/providers' }),
  'GET /v1/auth/oauth/:provider': () => ({ path: '/v1/auth/oauth/google', query: { next: '/dashboard/selling' } }),
  'GET /v1/auth/oauth/:provider/callback': () => ({
    path: '/v1/auth/oauth/google/callback',
    query: { code: 'c', state: 's' },
  }),
  'POST /v1/auth/oauth/:provider/callback': () => ({
    path: '/v1/auth/oauth/apple/callback',
    json: { code: 'c', state: 's' },
  }),
  'POST /v1/auth/oauth/:provider/link': () => ({ path: '/v1/auth/oauth/facebook/link' }),
};
