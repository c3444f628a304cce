/** One email as the product writes it; the transport decides how it leaves. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Template name, for the log (`emailVerify`, `passwordReset`). */
  template?: string | undefined;
  userId?: string | null | undefined;
  /** Where a reply goes (a contact message to staff: the visitor who wrote it). */
  replyTo?: string | undefined;
  /** Short label/value pairs the console outbox prints in its box (the code, the link). */
  highlights?: Record<string, string> | undefined;
  /**
   * A calendar invitation (RFC 5545 text). SMTP sends it the way nodemailer's `icalEvent` does
   * (a text/calendar alternative plus an .ics attachment, so mail apps show Accept/Decline);
   * the outbox keeps it in mail_outbox.ical.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string } | undefined;
  /** Extra header lines (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); kept in the log. */
  headers?: Record<string, string> | undefined;
};

export type MailStatus = 'queued' | 'sent' | 'failed' | 'outbox';
export type MailResult = { id: string; status: MailStatus; error?: string };

/**
 * Sends email. Implementations never throw for a delivery failure: they record it and return
 * status `failed`, so the caller decides whether the user must hear about it.
 */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<MailResult>;
  close(): Promise<void>;
}

/** Where every message is recorded (the mail_outbox table), whatever the transport. */
export interface MailLog {
  record(row: {
    toAddress: string;
    subject: string;
    text: string;
    html: string | null;
    ical?: string | null;
    headers?: Record<string, string> | null;
    template: string | null;
    userId: string | null;
    transport: 'smtp' | 'outbox';
    status: MailStatus;
  }): Promise<string>;
  update(id: string, patch: { status: MailStatus; error?: string | null; sentAt?: Date | null }): Promise<void>;
}

export function logRow(message: MailMessage, transport: 'smtp' | 'outbox', status: MailStatus) {
  return {
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    ical: message.icalEvent?.content ?? null,
    headers: message.headers ?? null,
    template: message.template ?? null,
    userId: message.userId ?? null,
    transport,
    status,
  };
}
