import type { z } from 'zod';
import type { TestCodesSchema } from '@revy/shared';
import type { AppContext } from '../../context';
import { findPlainCodes, getUserRecord } from '../users/users.service';

/** The plain codes kept for a user while test endpoints are on, newest first. */
export async function listTestCodes(ctx: AppContext, userId: string): Promise<z.infer<typeof TestCodesSchema>> {
  await getUserRecord(ctx.db, userId);
  const rows = await findPlainCodes(ctx.db, userId);
  return {
    emailVerify: rows
      .filter((r) => r.kind === 'emailVerify')
      .map((r) => ({ code: r.plainCode!, email: r.email, createdAt: r.createdAt.toISOString() })),
    passwordReset: rows
      .filter((r) => r.kind === 'passwordReset')
      .map((r) => ({ code: r.plainCode!, createdAt: r.createdAt.toISOString() })),
  };
}
