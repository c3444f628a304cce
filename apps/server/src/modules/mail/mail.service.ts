import type { AppContext } from '../../context';
import type { MailResult } from '../../adapters/mail';
import {
  contactConfirmationMail,
  contactStaffMail,
  idVerificationResultMail,
  passwordResetMail,
  verificationCodeMail,
} from './mail.templates';

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

/**
 * A /contact message: one mail to the support inbox (reply-to the visitor), one copy to the visitor. Failures are
 * recorded in mail_outbox and logged, never thrown: the message itself is already stored.
 */
export async function sendContactMessage(
  ctx: AppContext,
  m: {
    supportEmail: string;
    name: string;
    email: string;
    topic: string;
    message: string;
    listingUrl?: string | undefined;
    userId: string | null;
  },
): Promise<void> {
  const staff = contactStaffMail({ ...m, appUrl: ctx.config.appUrl });
  const copy = contactConfirmationMail(m);
  await Promise.all([
    ctx.mailer.send({ ...staff, to: m.supportEmail, replyTo: m.email, userId: null }),
    ctx.mailer.send({ ...copy, to: m.email, userId: m.userId }),
  ]);
}

/** Tells a user how their ID check ended (issue 18); failures are recorded in mail_outbox, never thrown. */
export async function sendIdVerificationResult(
  ctx: AppContext,
  r: Recipient & { verified: boolean; reason: string | null; path: string },
): Promise<MailResult> {
  const link = `${ctx.config.appUrl}${r.path}`;
  const mail = idVerificationResultMail({ verified: r.verified, reason: r.reason, firstName: r.firstName, link });
  return ctx.mailer.send({ ...mail, to: r.to, userId: r.userId, highlights: { link } });
}
