import type { z } from 'zod';
import type { TestCodesSchema, TestOutboxSchema } from '@revy/shared';
import { findMailTo } from '../mail';
import type { AppContext } from '../../context';
import { findPlainCodes } from '../auth';
import { getUserRecord } from '../users';

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

/** The newest emails to an address from mail_outbox, as a person reading the outbox sees them. */
export async function listOutbox(
  ctx: AppContext,
  to: string,
  limit: number,
): Promise<z.infer<typeof TestOutboxSchema>> {
  const rows = await findMailTo(ctx.db, to, limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.text,
    transport: r.transport,
    createdAt: r.createdAt.toISOString(),
  }));
}
