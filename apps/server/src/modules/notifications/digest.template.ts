import type { NotificationRow } from './notifications.mapper';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** At most this many items are listed; the rest are counted ("and 12 more"). */
const MAX_LISTED = 20;

/**
 * The digest email: one per user per run, listing what they have not seen. Bodies are what
 * other users typed, so they are escaped in HTML and cut short; links are APP_URL + the
 * notification's in-app path (never an outside address).
 */
export function digestMail(opts: {
  firstName: string | null;
  appUrl: string;
  items: NotificationRow[];
  guest?: boolean;
}) {
  const n = opts.items.length;
  const listed = opts.items.slice(-MAX_LISTED);
  const more = n - listed.length;
  const subject = n === 1 ? `New on Revy: ${listed[0]!.title}` : `You have ${n} unread notifications on Revy`;
  const linkOf = (item: NotificationRow) =>
    item.link?.startsWith('/') ? `${opts.appUrl}${item.link}` : `${opts.appUrl}/`;
  const short = (s: string | null) => (s && s.length > 200 ? `${s.slice(0, 199)}…` : s);
  const greeting = opts.firstName ? `Hi ${opts.firstName},` : 'Hi,';
  // A guest wrote without an account (issue 19): the links open where they wrote; an account keeps it everywhere.
  const register = `${opts.appUrl}/auth/register`;
  const guestNote = opts.guest
    ? `You left this address when you wrote to a seller on Revy without an account. Open the links in the browser you wrote from, or create an account with this address to keep the conversation on any device: ${register}`
    : null;

  const text = [
    greeting,
    '',
    n === 1
      ? 'You have something you have not seen yet on Revy:'
      : `You have ${n} things you have not seen yet on Revy:`,
    '',
    ...listed.flatMap((i) => [`- ${i.title}`, ...(i.body ? [`  ${short(i.body)}`] : []), `  ${linkOf(i)}`]),
    ...(more > 0 ? ['', `…and ${more} more: ${opts.appUrl}/`] : []),
    '',
    ...(guestNote ? [guestNote, ''] : []),
    'You get this email when a notification stays unread for a few minutes.',
  ].join('\n');

  const itemsHtml = listed
    .map(
      (i) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(linkOf(i))}" style="color:#5F3566;font-weight:600">${escapeHtml(i.title)}</a>${
          i.body ? `<br><span style="color:#4b5563">${escapeHtml(short(i.body)!)}</span>` : ''
        }</li>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:520px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#5F3566;margin:0 0 16px">Revy</p>
<p>${escapeHtml(greeting)}</p>
<ul style="padding-left:18px">${itemsHtml}</ul>
${more > 0 ? `<p>…and ${more} more on <a href="${escapeHtml(opts.appUrl)}/">Revy</a>.</p>` : ''}
${guestNote ? `<p>You left this address when you wrote to a seller on Revy without an account. Open the links in the browser you wrote from, or <a href="${escapeHtml(register)}" style="color:#5F3566">create an account with this address</a> to keep the conversation on any device.</p>` : ''}
<p style="color:#6b7280;font-size:13px;margin-top:32px">You get this email when a notification stays unread for a few minutes.</p>
</div></body></html>`;
  return { subject, text, html, template: 'notificationDigest' };
}
