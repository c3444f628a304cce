import { startCheck, sendPhotos, submittedCheck } from '../../../src/modules/id-verification/testing';
import { createSignedInUser } from '../../factories';
import type { Scenarios } from '../scenario';

/**
 * ID checks (issue 18). The owner is the person being checked (the world's open check of theirs); decisions and
 * photo views act on a fresh sent check per caller, since a decision ends it.
 */
export const idVerificationScenarios: Scenarios = {
  'POST /v1/idVerification': () => ({ path: '/v1/idVerification', json: {} }),
  'GET /v1/idVerification/queue': () => ({ path: '/v1/idVerification/queue' }),
  'GET /v1/idVerification/user/:userId': (w) => ({ path: `/v1/idVerification/user/${w.target.user.id}` }),
  'GET /v1/idVerification/:id': (w) => ({ path: `/v1/idVerification/${w.idVerification.id}` }),
  // A retake replaces the photo, so every caller may send the same request to the owner's open check.
  'POST /v1/idVerification/:id/image/:kind': (w) => ({
    path: `/v1/idVerification/${w.idVerification.id}/image/document`,
    multipart: {},
  }),
  // Sending moves the check on: a fresh person with photos, whose own client plays the owner.
  'POST /v1/idVerification/:id/submit': async (w, caller) => {
    const person = await createSignedInUser(w.t);
    const check = await startCheck(person.client);
    await sendPhotos(person.client, check.id);
    return { path: `/v1/idVerification/${check.id}/submit`, ...(caller === 'owner' ? { client: person.client } : {}) };
  },
  'POST /v1/idVerification/:id/approve': async (w) => ({
    path: `/v1/idVerification/${(await submittedCheck(w.t)).check.id}/approve`,
  }),
  'POST /v1/idVerification/:id/reject': async (w) => ({
    path: `/v1/idVerification/${(await submittedCheck(w.t)).check.id}/reject`,
    json: { reason: 'The photo of the ID is blurred' },
  }),
  // Only staff look at ID photos, the person included: the owner here is the person whose photo it is.
  'POST /v1/idVerification/:id/image/:kind/view': async (w, caller) => {
    const { check, person } = await submittedCheck(w.t);
    return {
      path: `/v1/idVerification/${check.id}/image/selfie/view`,
      ...(caller === 'owner' ? { client: person.client } : {}),
    };
  },
  // Stripe's signature is the credential, not a session; without Stripe Identity set up it is 400 for anyone.
  'POST /v1/idVerification/webhook': () => ({
    path: '/v1/idVerification/webhook',
    json: { id: 'evt_access', type: 'identity.verification_session.verified' },
    headers: { 'stripe-signature': 't=1,v1=abc' },
  }),
};
