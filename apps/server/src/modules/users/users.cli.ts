import { EmailSchema, IdSchema, NameSchema, PasswordSchema, PermissionSchema, userKind } from '@revy/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import {
  createUser,
  findUserByEmail,
  findUsers,
  grantPermission,
  revokePermission,
  setUserDisabled,
  type UserRecord,
} from './users.service';

/** Where CLI commands write; tests pass arrays, the CLI passes stdout and stderr. */
export type CliIo = { out(line: string): void; err(line: string): void };
export type CliArgs = Record<string, string | boolean | undefined>;

/** A mistake in how the command was called: the CLI prints usage and exits 2. */
export class UsageError extends Error {}

export const USER_COMMANDS = {
  'user:create': '--email <email> --password <password> [--first <name>] [--last <name>] [--role admin|concierge]',
  'user:grant': '--email <email> --permission <public|authenticated|admin|concierge|edit|view> [--target <id>]',
  'user:revoke': '--email <email> --permission <permission> [--target <id>]',
  'user:list': '[--search <text>] [--size <n>]',
  'user:disable': '--email <email>',
  'user:enable': '--email <email>',
} as const;
export type UserCommand = keyof typeof USER_COMMANDS;

function arg<T>(args: CliArgs, name: string, schema: z.ZodType<T>, required: true): T;
function arg<T>(args: CliArgs, name: string, schema: z.ZodType<T>, required?: false): T | undefined;
function arg<T>(args: CliArgs, name: string, schema: z.ZodType<T>, required = false): T | undefined {
  const value = args[name];
  if (value === undefined || value === false) {
    if (required) throw new UsageError(`--${name} is required`);
    return undefined;
  }
  if (value === true) throw new UsageError(`--${name} needs a value`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--${name}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
  return parsed.data;
}

async function userByEmail(ctx: AppContext, args: CliArgs): Promise<UserRecord> {
  const email = arg(args, 'email', EmailSchema, true);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('NOT_FOUND', `No user with email ${email}`);
  return user;
}

const describeUser = (u: Pick<UserRecord, 'id' | 'email' | 'acl'>) =>
  `${u.email} (${u.id})${u.acl.length ? ` grants: ${u.acl.map((g) => (g.targetId ? `${g.permission}@${g.targetId}` : g.permission)).join(', ')}` : ''}`;

/**
 * Runs one `user:*` command with the same services the API uses. Throws UsageError for bad
 * arguments and AppError for refused operations (unknown email, email taken).
 */
export async function runUserCommand(ctx: AppContext, command: UserCommand, args: CliArgs, io: CliIo): Promise<void> {
  switch (command) {
    case 'user:create': {
      const role = arg(args, 'role', PermissionSchema.extract(['admin', 'concierge']));
      const user = await createUser(ctx.db, {
        email: arg(args, 'email', EmailSchema, true),
        password: arg(args, 'password', PasswordSchema, true),
        firstName: arg(args, 'first', NameSchema) ?? null,
        lastName: arg(args, 'last', NameSchema) ?? null,
        signupMethod: 'cli',
        verified: true,
        roles: role ? [role] : [],
      });
      io.out(`Created ${describeUser(user)}`);
      return;
    }
    case 'user:grant':
    case 'user:revoke': {
      const permission = arg(args, 'permission', PermissionSchema, true);
      const targetId = arg(args, 'target', IdSchema) ?? null;
      const user = await userByEmail(ctx, args);
      const grant = { userId: user.id, permission, targetId };
      const changed =
        command === 'user:grant' ? await grantPermission(ctx.db, grant) : await revokePermission(ctx.db, grant);
      const what = `${permission}${targetId ? ` on ${targetId}` : ''}`;
      if (command === 'user:grant')
        io.out(changed ? `Granted ${what} to ${user.email}` : `${user.email} already had ${what}`);
      else io.out(changed ? `Revoked ${what} from ${user.email}` : `${user.email} did not have ${what}`);
      return;
    }
    case 'user:list': {
      const size = arg(args, 'size', z.coerce.number().int().min(1).max(1000)) ?? 100;
      const search = arg(args, 'search', z.string().max(200));
      const page = await findUsers(ctx, { page: 0, size, search });
      const rows = page.content.map((u) => [
        u.id,
        u.email ?? u.unverifiedEmail ?? '(anonymous)',
        [u.firstName, u.lastName].filter(Boolean).join(' '),
        [u.admin && 'admin', u.concierge && 'concierge'].filter(Boolean).join(',') || '-',
        u.disabled ? 'disabled' : userKind(u),
        u.createdAt.slice(0, 19).replace('T', ' '),
      ]);
      const header = ['id', 'email', 'name', 'roles', 'state', 'created (UTC)'];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
      const line = (cells: unknown[]) =>
        cells
          .map((c, i) => String(c).padEnd(widths[i]!))
          .join('  ')
          .trimEnd();
      io.out(line(header));
      for (const r of rows) io.out(line(r));
      io.out(`${page.content.length} of ${page.totalElements} users`);
      return;
    }
    case 'user:disable':
    case 'user:enable': {
      const user = await userByEmail(ctx, args);
      await setUserDisabled(ctx.db, user.id, command === 'user:disable');
      io.out(`${command === 'user:disable' ? 'Disabled' : 'Enabled'} ${user.email}`);
      return;
    }
  }
}
