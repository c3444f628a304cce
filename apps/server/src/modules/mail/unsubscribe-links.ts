import type { MailMessage, Mailer } from '../../adapters/mail';
import type { DbOrTx } from '../../db/client';
import { mailSigningKey } from './mail-key';
import { signUnsubscribeToken } from './unsubscribe-token';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The two addresses of a user's unsubscribe: the page a person opens, the endpoint a mail client posts to. */
export function unsubscribeUrls(appUrl: string, token: string) {
  const t = encodeURIComponent(token);
  return { page: `${appUrl}/account/unsubscribe?token=${t}`, oneClick: `${appUrl}/v1/mail/unsubscribe?token=${t}` };
}

/** The message with the user's unsubscribe link in its text and HTML, and RFC 8058's two headers. */
export function withUnsubscribe(message: MailMessage, urls: { page: string; oneClick: string }): MailMessage {
  const line = 'Stop Revy’s alert and reminder emails (you will still get sign-in codes and deal steps):';
  const html = message.html
    ? (() => {
        const footer = `<p style="color:#6b7280;font-size:12px;margin:24px auto 0;max-width:520px;padding:0 24px">${escapeHtml(line)} <a href="${escapeHtml(urls.page)}" style="color:#6b7280">Unsubscribe</a></p>`;
        return message.html.includes('</body>')
          ? message.html.replace('</body>', `${footer}</body>`)
          : `${message.html}${footer}`;
      })()
    : undefined;
  return {
    ...message,
    text: `${message.text}\n\n--\n${line}\n${urls.page}\n`,
    html,
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${urls.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Every email to a user (one with a userId) leaves with an unsubscribe link and one-click headers (issue 19, decision
 * 045-email-unsubscribe), whichever module wrote it: context.ts wraps the mailer once. Mail to no user (the support
 * inbox) goes as it is. What an unsubscribe stops is decided where optional mail is written (the digest), not here.
 */
export function unsubscribingMailer(
  inner: Mailer,
  opts: { db: DbOrTx; appUrl: string; appSecret: string | undefined },
): Mailer {
  return {
    transport: inner.transport,
    async send(message) {
      if (!message.userId) return inner.send(message);
      const key = await mailSigningKey(opts.db, opts.appSecret);
      return inner.send(
        withUnsubscribe(message, unsubscribeUrls(opts.appUrl, signUnsubscribeToken(key, message.userId))),
      );
    },
    close: () => inner.close(),
  };
}
