import type { AppContext } from '../../context';
import type { MailResult } from '../../adapters/mail';
import { passwordResetMail, verificationCodeMail } from './mail.templates';

type Recipient = { to: string; userId: string; firstName?: string | null };

/**
 * Mails a 6-digit email verification code. A delivery failure is logged and recorded in
 * mail_outbox, not thrown: the user can ask for a new code.
 */
export async function sendVerificationCode(ctx: AppContext, r: Recipient & { code: string }): Promise<MailResult> {
  const mail = verificationCodeMail({ code: r.code, firstName: r.firstName, appUrl: ctx.config.appUrl });
  return ctx.mailer.send({ ...mail, to: r.to, userId: r.userId, highlights: { code: r.code } });
}

/** Mails the password reset link `${appUrl}/auth/forgot-password?code=...`. */
export async function sendPasswordReset(ctx: AppContext, r: Recipient & { resetCode: string }): Promise<MailResult> {
  const link = `${ctx.config.appUrl}/auth/forgot-password?code=${encodeURIComponent(r.resetCode)}`;
  const mail = passwordResetMail({ link, firstName: r.firstName });
  return ctx.mailer.send({ ...mail, to: r.to, userId: r.userId, highlights: { link } });
}
