import nodemailer from 'nodemailer';
import { logRow, type MailLog, type Mailer } from './mailer';

export const BODY_NOT_KEPT = '(body not kept: sent by SMTP)';

/**
 * Sends through SMTP with nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). Each message
 * is recorded as `queued` first, then marked `sent` or `failed` with the transport's error.
 * The log keeps who, what subject and which template, never the body: bodies carry sign-in
 * codes and reset links, which must not sit readable in the database once mailed.
 */
export function createSmtpMailer(opts: {
  url: string;
  from: string;
  log: MailLog;
  logger?: { error(obj: object, msg: string): void };
}): Mailer {
  // Keys beside `url` apply where the URL does not set them. A stuck mail server must not
  // hold a request for minutes.
  const transport = nodemailer.createTransport({
    url: opts.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

  return {
    transport: 'smtp',
    async send(message) {
      const id = await opts.log.record({
        ...logRow(message, 'smtp', 'queued'),
        text: BODY_NOT_KEPT,
        html: null,
        ical: null,
        headers: null,
      });
      try {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.icalEvent ? { icalEvent: message.icalEvent } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
        await opts.log.update(id, { status: 'sent', sentAt: new Date() });
        return { id, status: 'sent' };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        opts.logger?.error({ err, mailId: id }, 'mail: SMTP send failed');
        await opts.log.update(id, { status: 'failed', error });
        return { id, status: 'failed', error };
      }
    },
    async close() {
      transport.close();
    },
  };
}
