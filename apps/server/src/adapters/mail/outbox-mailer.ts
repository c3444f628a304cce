import { logRow, type MailLog, type Mailer } from './mailer';

/**
 * The built-in mailer when no SMTP_URL is set: every message goes to the mail_outbox table
 * and, unless `print` is off (tests), a boxed summary is printed so a developer running the
 * app locally can read verification codes and reset links in the terminal.
 */
export function createOutboxMailer(opts: { log: MailLog; print: boolean; write?: (text: string) => void }): Mailer {
  const write = opts.write ?? ((text: string) => console.info(text));
  return {
    transport: 'outbox',
    async send(message) {
      const id = await opts.log.record(logRow(message, 'outbox', 'outbox'));
      if (opts.print) write(boxed(message.to, message.subject, message.highlights ?? {}));
      return { id, status: 'outbox' };
    },
    async close() {},
  };
}

/** A plain-text box, e.g. `+-- mail (outbox) --+ | to: ... | code: 123456 |`. */
export function boxed(to: string, subject: string, highlights: Record<string, string>): string {
  const lines = [
    `to:      ${to}`,
    `subject: ${subject}`,
    ...Object.entries(highlights).map(([k, v]) => `${`${k}:`.padEnd(9)}${v}`),
  ];
  const width = Math.max(40, ...lines.map((l) => l.length));
  const title = ' mail (outbox, not sent) ';
  const top = `+${title}${'-'.repeat(width + 2 - title.length)}+`;
  const bottom = `+${'-'.repeat(width + 2)}+`;
  return ['', top, ...lines.map((l) => `| ${l.padEnd(width)} |`), bottom, ''].join('\n');
}
