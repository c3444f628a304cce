import type { FastifyReply } from 'fastify';
import type { SocialProvider, SocialSignInError } from '@revy/shared';

/** `/auth/sign-in?error=<code>&provider=<p>` (with `next` and any extras), where the page explains what happened. */
export function backToSignIn(
  code: SocialSignInError,
  provider: SocialProvider,
  next: string | null,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ error: code, provider, ...extra });
  if (next) params.set('next', next);
  return `/auth/sign-in?${params.toString()}`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A failed callback answers with its real status (logs and monitors see a 400, not a redirect) and a tiny page that
 * forwards the browser at once to the sign-in page, where the message is. `to` is always one of our own paths.
 */
export function sendBack(reply: FastifyReply, status: number, to: string) {
  const href = escapeHtml(to);
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}">` +
        `<title>Sign in</title></head><body><p>Signing in did not finish. <a href="${href}">Back to sign in</a></p></body></html>`,
    );
}
