import { EMAIL_CODE_TTL_MS, RESET_CODE_TTL_MS } from '@revy/shared';

export type RenderedMail = { subject: string; text: string; html: string; template: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const greeting = (firstName: string | null | undefined) => (firstName ? `Hi ${firstName},` : 'Hi,');

function layout(bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:520px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#5F3566;margin:0 0 16px">Revy</p>
${bodyHtml}
<p style="color:#6b7280;font-size:13px;margin-top:32px">If you did not ask for this email, you can ignore it.</p>
</div></body></html>`;
}

/** The 6-digit code that confirms an email address. */
export function verificationCodeMail(opts: { code: string; firstName?: string | null; appUrl: string }): RenderedMail {
  const minutes = Math.round(EMAIL_CODE_TTL_MS / 60_000);
  const text = [
    greeting(opts.firstName),
    '',
    `Your Revy verification code is: ${opts.code}`,
    '',
    `Enter it on the verification page. It expires in ${minutes} minutes.`,
    `${opts.appUrl}/auth/verify-email`,
  ].join('\n');
  const html = layout(`<p>${escapeHtml(greeting(opts.firstName))}</p>
<p>Your Revy verification code is:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px;margin:8px 0">${escapeHtml(opts.code)}</p>
<p>Enter it on the <a href="${escapeHtml(opts.appUrl)}/auth/verify-email">verification page</a>. It expires in ${minutes} minutes.</p>`);
  return { subject: `Your Revy code: ${opts.code}`, text, html, template: 'emailVerify' };
}

/** The link that lets a user choose a new password. */
export function passwordResetMail(opts: { link: string; firstName?: string | null }): RenderedMail {
  const minutes = Math.round(RESET_CODE_TTL_MS / 60_000);
  const text = [
    greeting(opts.firstName),
    '',
    'Someone (hopefully you) asked to reset your Revy password. Choose a new one here:',
    opts.link,
    '',
    `The link works once and expires in ${minutes} minutes.`,
  ].join('\n');
  const html = layout(`<p>${escapeHtml(greeting(opts.firstName))}</p>
<p>Someone (hopefully you) asked to reset your Revy password.</p>
<p><a href="${escapeHtml(opts.link)}" style="display:inline-block;background:#5F3566;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(opts.link)}<br>It works once and expires in ${minutes} minutes.</p>`);
  return { subject: 'Reset your Revy password', text, html, template: 'passwordReset' };
}

/** A visitor's message from /contact, to the support inbox; replying answers the visitor. */
export function contactStaffMail(opts: {
  name: string;
  email: string;
  topic: string;
  message: string;
  listingUrl?: string | undefined;
  appUrl: string;
}): RenderedMail {
  const text = [
    `New message from ${opts.name} <${opts.email}>`,
    `Topic: ${opts.topic}`,
    ...(opts.listingUrl ? [`About: ${opts.listingUrl}`] : []),
    '',
    opts.message,
  ].join('\n');
  const html =
    layout(`<p><strong>${escapeHtml(opts.name)}</strong> &lt;${escapeHtml(opts.email)}&gt; wrote about <strong>${escapeHtml(opts.topic)}</strong>:</p>
${opts.listingUrl ? `<p>Listing: ${escapeHtml(opts.listingUrl)}</p>` : ''}
<blockquote style="border-left:3px solid #e5e7eb;margin:12px 0;padding:4px 12px;white-space:pre-wrap">${escapeHtml(opts.message)}</blockquote>
<p style="font-size:13px;color:#6b7280">Reply to this email to answer ${escapeHtml(opts.name)} directly.</p>`);
  return { subject: `Contact: ${opts.topic} from ${opts.name}`.slice(0, 150), text, html, template: 'contactStaff' };
}

/** The copy a visitor gets of what they sent from /contact. */
export function contactConfirmationMail(opts: { name: string; topic: string; message: string }): RenderedMail {
  const text = [
    greeting(opts.name),
    '',
    'Thanks for writing to Revy. We have your message and answer within one business day.',
    '',
    `Topic: ${opts.topic}`,
    'Your message:',
    opts.message,
  ].join('\n');
  const html = layout(`<p>${escapeHtml(greeting(opts.name))}</p>
<p>Thanks for writing to Revy. We have your message and answer within one business day.</p>
<p style="color:#6b7280;margin-bottom:4px">Topic: ${escapeHtml(opts.topic)}</p>
<blockquote style="border-left:3px solid #e5e7eb;margin:8px 0;padding:4px 12px;white-space:pre-wrap">${escapeHtml(opts.message)}</blockquote>`);
  return { subject: 'We got your message', text, html, template: 'contactConfirmation' };
}

/** The outcome of an ID check (issue 18): accepted, or not with staff's reason and a way to try again. */
export function idVerificationResultMail(opts: {
  verified: boolean;
  reason: string | null;
  firstName?: string | null;
  link: string;
}): RenderedMail {
  const lines = opts.verified
    ? ['Your ID has been verified. Sellers and buyers now see an "ID verified" badge next to your name.']
    : [
        'We could not verify your ID this time.',
        ...(opts.reason ? ['', `The reason: ${opts.reason}`] : []),
        '',
        'You can try again with new photos:',
      ];
  const text = [greeting(opts.firstName), '', ...lines, opts.link].join('\n');
  const html = layout(`<p>${escapeHtml(greeting(opts.firstName))}</p>
${opts.verified ? `<p>${escapeHtml(lines[0]!)}</p>` : `<p>We could not verify your ID this time.</p>${opts.reason ? `<p><strong>The reason:</strong> ${escapeHtml(opts.reason)}</p>` : ''}`}
<p><a href="${escapeHtml(opts.link)}" style="display:inline-block;background:#5F3566;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${opts.verified ? 'See your verification' : 'Try again'}</a></p>`);
  return {
    subject: opts.verified ? 'Your ID is verified' : 'We could not verify your ID',
    text,
    html,
    template: 'idVerificationResult',
  };
}
