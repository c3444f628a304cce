/**
 * Who may call what (issue 13, decision 017). Every API route declares, next to its schema,
 * the outcome each kind of caller gets for a valid request: `config: { access: ... }`.
 * `test/access` builds one world (a seller's published car, a buyer's chat about it with an
 * offer and a booked test drive, staff, strangers) and walks the whole table over HTTP, so an
 * undeclared route, or a caller getting something other than what is declared, fails CI.
 */

/** The callers of the table, relative to the test's world (see test/access/world.ts). */
export const CALLERS = ['signedOut', 'anonymous', 'buyer', 'otherSeller', 'owner', 'concierge', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** `'ok'` is any 2xx; a number is that exact status. */
export type Outcome = 'ok' | 400 | 401 | 402 | 403 | 404 | 409 | 410 | 422 | 429 | 503;

export type AccessPolicy = Readonly<Record<Caller, Outcome>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared outcome per caller (decision 017); required on every API route. */
    access?: AccessPolicy;
  }
}

/** A policy from a preset with exceptions: `access({ ...signedIn, owner: 409 })`. */
export function access(policy: AccessPolicy): AccessPolicy {
  return Object.freeze({ ...policy });
}

/** The same for every caller: the session plays no part (a webhook's signature, a feature not set up). */
export const everyone = (outcome: Outcome): AccessPolicy => ({
  signedOut: outcome,
  anonymous: outcome,
  buyer: outcome,
  otherSeller: outcome,
  owner: outcome,
  concierge: outcome,
  admin: outcome,
});

/** Anyone, signed in or not: public reads, and sign-in, sign-up and tracking calls. */
export const anyone = access(everyone('ok'));
export const publicRead = anyone;
/** Any session, anonymous ones too; 401 without one. */
export const signedIn = access({ ...everyone('ok'), signedOut: 401 });
/** A user with an account (not anonymous): 403 for anonymous users. */
export const registeredOnly = access({ ...signedIn, anonymous: 403 });
/** Concierge or admin (spec 6). */
export const staffOnly = access({ ...everyone(403), signedOut: 401, concierge: 'ok', admin: 'ok' });
export const adminOnly = access({ ...staffOnly, concierge: 403 });
/** The user themself and admins, not concierges (decision 017: names, phone, flags). */
export const selfOrAdmin = access({ ...everyone(403), signedOut: 401, owner: 'ok', admin: 'ok' });
/** The owner of the target and staff; strangers get `denied` (404 where existence is hidden). */
export const ownerOrStaff = (denied: 403 | 404): AccessPolicy =>
  access({ ...everyone(denied), signedOut: 401, owner: 'ok', concierge: 'ok', admin: 'ok' });
/** The chat's buyer only: requests for a test drive or video tour are theirs to make or cancel. */
export const buyerOnly = access({ ...everyone(403), signedOut: 401, buyer: 'ok' });
/** The chat's buyer and seller, and staff; strangers get `denied`. */
export const participantsOrStaff = (denied: 403 | 404): AccessPolicy =>
  access({ ...ownerOrStaff(denied), buyer: 'ok' });
