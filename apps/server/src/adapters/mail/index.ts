import type { MailLog, Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { MailLog, MailMessage, MailResult, MailStatus, Mailer } from './mailer';
export { createOutboxMailer } from './outbox-mailer';
export { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, the built-in outbox otherwise. */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: MailLog;
  print: boolean;
  logger?: { error(obj: object, msg: string): void };
}): Mailer {
  if (opts.smtpUrl) return createSmtpMailer({ url: opts.smtpUrl, from: opts.from, log: opts.log, logger: opts.logger });
  return createOutboxMailer({ log: opts.log, print: opts.print });
}
