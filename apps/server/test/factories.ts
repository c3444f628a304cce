import { randomBytes } from 'node:crypto';
import { createUser as createUserRecord, type UserRecord } from '../src/modules/users';
import type { TestApp } from './build-test-app';
import type { TestClient } from './http-client';

let seq = 0;

/** An address no other test uses. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${++seq}-${randomBytes(3).toString('hex')}@test.revy.local`;
}

export const TEST_PASSWORD = 'correct-horse-battery';

export type TestUser = { user: UserRecord; email: string; password: string };

/** A verified user with a password (straight through the service, not HTTP). */
export async function createUser(
  t: TestApp,
  opts: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    verified?: boolean;
    roles?: ('admin' | 'concierge')[];
  } = {},
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail(opts.roles?.[0] ?? 'user');
  const password = opts.password ?? TEST_PASSWORD;
  const user = await createUserRecord(t.ctx.db, {
    email,
    password,
    firstName: opts.firstName ?? 'Test',
    lastName: opts.lastName ?? 'User',
    signupMethod: 'seed',
    verified: opts.verified ?? true,
    roles: opts.roles,
  });
  return { user, email, password };
}

/** Signs `client` (a new one by default) in over HTTP; throws unless it worked. */
export async function signIn(t: TestApp, creds: { email: string; password: string }, client: TestClient = t.client()) {
  const res = await client.post('/v1/auth', creds);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
}

/** A verified user and a client signed in as them. */
export async function createSignedInUser(t: TestApp, opts: Parameters<typeof createUser>[1] = {}) {
  const u = await createUser(t, opts);
  return { ...u, client: await signIn(t, u) };
}

/** A signed-in admin or concierge. */
export function createStaff(t: TestApp, role: 'admin' | 'concierge' = 'admin') {
  return createSignedInUser(t, { roles: [role] });
}

/** A client signed in as a new anonymous user (POST /v1/auth with an empty body). */
export async function createAnonymous(t: TestApp) {
  const client = t.client();
  const res = await client.post('/v1/auth', {});
  if (res.status !== 200) throw new Error(`anonymous sign-in failed: ${res.status} ${res.text}`);
  return { client, userId: res.body.user.id as string };
}

/** The newest email verification code mailed to the user (test endpoint). */
export async function latestEmailCode(t: TestApp, userId: string): Promise<string> {
  const res = await t.client().get(`/v1/test/user/${userId}/codes`);
  const code = res.body?.emailVerify?.[0]?.code;
  if (!code) throw new Error(`no email code for ${userId}: ${res.status} ${res.text}`);
  return code;
}

export async function latestResetCode(t: TestApp, userId: string): Promise<string> {
  const res = await t.client().get(`/v1/test/user/${userId}/codes`);
  const code = res.body?.passwordReset?.[0]?.code;
  if (!code) throw new Error(`no reset code for ${userId}: ${res.status} ${res.text}`);
  return code;
}
