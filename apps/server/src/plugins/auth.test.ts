import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Grant } from '@revy/shared';
import type { UserRecord } from '../modules/users';
import { requireAdmin, requireRegistered, requireStaff, requireUser } from './auth';

const now = new Date();
function record(email: string | null, acl: Grant[] = []): UserRecord {
  return {
    id: '01890000-0000-7000-8000-000000000001',
    email,
    unverifiedEmail: null,
    contactEmail: null,
    phone: null,
    firstName: null,
    lastName: null,
    disabled: false,
    isIdVerified: false,
    signupMethod: email ? 'email' : 'anonymous',
    listingCount: 0,
    metadata: {},
    lastSignInAt: null,
    createdAt: now,
    updatedAt: now,
    hasPassword: !!email,
    acl,
  };
}
const req = (user: UserRecord | null, userDisabled = false) => ({ user, userDisabled }) as unknown as FastifyRequest;
const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code;
  }
};

describe('guards', () => {
  const anonymous = record(null);
  const member = record('m@example.com');
  const concierge = record('c@example.com', [{ targetId: null, permission: 'concierge' }]);
  const admin = record('a@example.com', [{ targetId: null, permission: 'admin' }]);
  const scopedAdmin = record('s@example.com', [
    { targetId: '01890000-0000-7000-8000-0000000000ff', permission: 'admin' },
  ]);

  it.each([
    ['signed out', req(null), ['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']],
    ['disabled', req(null, true), ['NOT_AUTHORIZED', 'NOT_AUTHORIZED', 'NOT_AUTHORIZED', 'NOT_AUTHORIZED']],
    ['anonymous', req(anonymous), ['ok', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']],
    ['member', req(member), ['ok', 'ok', 'FORBIDDEN', 'FORBIDDEN']],
    ['concierge', req(concierge), ['ok', 'ok', 'ok', 'FORBIDDEN']],
    ['admin', req(admin), ['ok', 'ok', 'ok', 'ok']],
    ['admin of one listing only', req(scopedAdmin), ['ok', 'ok', 'FORBIDDEN', 'FORBIDDEN']],
  ])('%s: user, registered, staff, admin', (_label, request, expected) => {
    expect([requireUser, requireRegistered, requireStaff, requireAdmin].map((g) => code(() => g(request)))).toEqual(
      expected,
    );
  });
});
