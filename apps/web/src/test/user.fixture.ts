import type { User } from '@revy/shared';

let n = 0;
/** A full user as the API answers it, unique per call. */
export function makeUser(overrides: Partial<User> = {}): User {
  n++;
  return {
    id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    email: `seller${n}@example.com`,
    phone: null,
    firstName: 'Sam',
    lastName: 'Seller',
    disabled: false,
    isIdVerified: false,
    unverifiedEmail: null,
    signupMethod: 'email',
    listingCount: 0,
    metadata: {},
    acl: [],
    anonymous: false,
    verified: true,
    concierge: false,
    admin: false,
    hasPassword: true,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A staff user holding one global permission. */
export const staffUser = (permission: 'admin' | 'concierge') =>
  makeUser({
    acl: [{ targetId: null, permission }],
    admin: permission === 'admin',
    concierge: permission === 'concierge',
  });
