import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn, uniqueEmail } from '../../../test/factories';
import { runUserCommand, UsageError, type CliArgs, type UserCommand } from './users.cli';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function run(command: UserCommand, args: CliArgs) {
  const out: string[] = [];
  await runUserCommand(t.ctx, command, args, { out: (l) => out.push(l), err: (l) => out.push(l) });
  return out.join('\n');
}

describe('user CLI commands', () => {
  it('creates a verified admin who can sign in', async () => {
    const email = uniqueEmail('cli');
    expect(await run('user:create', { email, password: 'a-long-password', first: 'Op', role: 'admin' })).toContain(
      `Created ${email}`,
    );
    const c = await signIn(t, { email, password: 'a-long-password' });
    expect((await c.get('/v1/user/current')).body).toMatchObject({
      admin: true,
      verified: true,
      signupMethod: 'cli',
      firstName: 'Op',
    });
  });

  it('grants, revokes, disables, enables and lists', async () => {
    const email = uniqueEmail('cli');
    await run('user:create', { email, password: 'a-long-password' });
    expect(await run('user:grant', { email, permission: 'concierge' })).toContain('Granted concierge');
    expect(await run('user:grant', { email, permission: 'concierge' })).toContain('already had');
    const target = '01890000-0000-7000-8000-000000000000';
    expect(await run('user:grant', { email, permission: 'edit', target })).toContain(`edit on ${target}`);
    expect(await run('user:list', { search: email })).toMatch(/concierge\s+verified/);
    expect(await run('user:revoke', { email, permission: 'concierge' })).toContain('Revoked');
    expect(await run('user:revoke', { email, permission: 'concierge' })).toContain('did not have');
    expect(await run('user:disable', { email })).toContain('Disabled');
    expect(await run('user:list', { search: email })).toContain('disabled');
    expect(await run('user:enable', { email })).toContain('Enabled');
  });

  it('refuses bad arguments with a UsageError and unknown users with NOT_FOUND', async () => {
    await expect(run('user:create', { email: 'x' })).rejects.toBeInstanceOf(UsageError);
    await expect(run('user:create', { email: uniqueEmail() })).rejects.toThrow('--password is required');
    await expect(run('user:grant', { email: uniqueEmail(), permission: 'wizard' })).rejects.toBeInstanceOf(UsageError);
    await expect(run('user:list', { size: '0' })).rejects.toBeInstanceOf(UsageError);
    await expect(run('user:disable', { email: uniqueEmail() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
