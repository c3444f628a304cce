import { createAnonymous, latestEmailCode, latestResetCode, signIn, TEST_PASSWORD, uniqueEmail } from '../../factories';
import type { Scenarios } from '../scenario';
import { freshSession, freshUser, must } from '../world';

const NEW_PASSWORD = 'another-horse-battery';

/** Auth, users and account: user-targeted routes are about the owner's user. */
export const userScenarios: Scenarios = {
  // Signing in, out or up changes the caller's session: each runs on a fresh session of the caller.
  'POST /v1/auth': async (w, caller) => ({
    path: '/v1/auth',
    json: { email: w.target.email, password: w.target.password },
    client: await freshSession(w, caller),
  }),
  'DELETE /v1/auth': async (w, caller) => ({ path: '/v1/auth', client: await freshSession(w, caller) }),
  'GET /v1/user/current': () => ({ path: '/v1/user/current' }),
  'GET /v1/user': () => ({ path: '/v1/user', query: { search: 'Owner' } }),
  'POST /v1/user': async (w, caller) => ({
    path: '/v1/user',
    json: { email: uniqueEmail('register'), password: TEST_PASSWORD, firstName: 'Reg', lastName: 'Istered' },
    client: await freshSession(w, caller),
  }),
  'POST /v1/user/batch': (w) => ({ path: '/v1/user/batch', json: { ids: [w.target.user.id] } }),
  'GET /v1/user/:id': (w) => ({ path: `/v1/user/${w.target.user.id}` }),
  'POST /v1/user/:id': (w) => ({ path: `/v1/user/${w.target.user.id}`, json: { firstName: 'Olive' } }),
  'POST /v1/user/:id/metadata': (w) => ({
    path: `/v1/user/${w.target.user.id}/metadata`,
    json: { featureFlags: { darkSeats: 'on' } },
  }),
  'POST /v1/user/preValidate': () => ({
    path: '/v1/user/preValidate',
    json: { email: uniqueEmail('pre'), password: TEST_PASSWORD },
  }),
  'PUT /v1/user/emailVerify': async (w, caller) => ({
    path: '/v1/user/emailVerify',
    json: { email: uniqueEmail('verify') },
    client: await freshSession(w, caller),
  }),
  // A passwordless sign-up of someone else waiting for its code; the caller confirms it (and is signed in as them).
  'POST /v1/user/emailVerify': async (w, caller) => {
    const other = await createAnonymous(w.t);
    must(await other.client.put('/v1/user/emailVerify', { email: uniqueEmail('pending') }), 'start verification');
    const code = await latestEmailCode(w.t, other.userId);
    return {
      path: '/v1/user/emailVerify',
      json: { code, userId: other.userId, password: TEST_PASSWORD, firstName: 'Pen', lastName: 'Ding' },
      client: await freshSession(w, caller),
    };
  },
  'GET /v1/user/verificationStatus': (w) => ({
    path: '/v1/user/verificationStatus',
    query: { userId: w.target.user.id },
  }),
  'POST /v1/user/passwordReset/start': (w) => ({
    path: '/v1/user/passwordReset/start',
    json: { email: w.target.email },
  }),
  'POST /v1/user/passwordReset/finish': async (w, caller) => {
    const u = await freshUser(w);
    must(await w.t.client().post('/v1/user/passwordReset/start', { email: u.email }), 'reset start');
    return {
      path: '/v1/user/passwordReset/finish',
      json: { resetCode: await latestResetCode(w.t, u.user.id), password: NEW_PASSWORD },
      client: await freshSession(w, caller),
    };
  },
  // The target is a fresh user per caller (a change ends their other sessions); as `owner`, that user sends it.
  'POST /v1/user/:id/passwordChange': async (w, caller) => {
    const u = await freshUser(w);
    const self = caller === 'owner' ? { client: await signIn(w.t, u) } : {};
    return {
      path: `/v1/user/${u.user.id}/passwordChange`,
      json: { oldPassword: u.password, password: NEW_PASSWORD },
      ...self,
    };
  },
  'GET /v1/test/user/:id/codes': (w) => ({ path: `/v1/test/user/${w.target.user.id}/codes` }),
  'GET /v1/test/outbox': (w) => ({ path: '/v1/test/outbox', query: { to: w.target.email } }),
  'GET /v1/health': () => ({ path: '/v1/health' }),
  'POST /v1/t': (w) => ({ path: '/v1/t', json: { event: 'page_view', page: '/showroom', listingId: w.listing.id } }),
  'GET /v1/vin/:vin/validate': () => ({ path: '/v1/vin/1HGCM82633A004352/validate' }),
  'GET /v1/vin/:vin/equipment': () => ({ path: '/v1/vin/1HGCM82633A004352/equipment' }),
  'GET /v1/vehicle/year': () => ({ path: '/v1/vehicle/year' }),
  'GET /v1/vehicle/make': () => ({ path: '/v1/vehicle/make', query: { year: '2019' } }),
  'GET /v1/vehicle/model': () => ({ path: '/v1/vehicle/model', query: { year: '2019', make: 'Toyota' } }),
  // Not a websocket upgrade: what a plain GET of the feed gets.
  'GET /v1/feed': () => ({ path: '/v1/feed' }),
};
