import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { GuestContactSchema, ROUTES, signInUrl, type Chat } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage, parseForm } from '../../../lib/form-errors';
import { useSaveContactEmail } from '../api/contact-email';
import { useMessages } from '../api/get-messages';

const dismissKey = (chatId: string) => `revy__guest-email-dismissed:${chatId}`;

/**
 * Issue 19: a guest (no account) who has written to a seller is asked, in the conversation, for an email so the
 * seller's replies reach them, or to sign in. An address that has an account is refused with a sign-in link
 * (nothing is attached to it). Shown after their first message, until they answer or put it off for this tab.
 */
export function GuestEmailPrompt({ chat }: { chat: Chat }) {
  const user = useCurrentUser().data;
  const messages = useMessages(chat.id);
  const here = useLocation();
  const next = here.pathname + here.search;
  const save = useSaveContactEmail(chat.id);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissKey(chat.id)) === '1');

  const guest = !!user && user.anonymous && chat.buyerId === user.id;
  const wrote = (messages.data ?? []).some((m) => m.senderId === user?.id);
  if (!guest || !wrote) return null;
  if (saved)
    return (
      <div role="status" className="border-t border-line bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
        <p>
          We&apos;ll email the seller&apos;s replies to <strong className="break-all">{saved}</strong>.{' '}
          <Link to={`${ROUTES.register}?next=${encodeURIComponent(next)}`} className="font-semibold underline">
            Create an account
          </Link>{' '}
          with it to keep this conversation on any device.
        </p>
      </div>
    );
  if (user.contactEmail || dismissed) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTaken(false);
    const parsed = parseForm(GuestContactSchema, { email }, ['email']);
    if (!parsed.ok) return setError(parsed.errors.email ?? 'Enter a valid email address');
    setError(null);
    save.mutate(parsed.data.email, {
      onSuccess: (r) => setSaved(r.contactEmail),
      onError: (err) => {
        if (isApiError(err) && err.error === 'EMAIL_TAKEN') setTaken(true);
        else setError(isApiError(err) && err.fields?.email ? err.fields.email : errorMessage(err));
      },
    });
  };

  return (
    <section
      aria-labelledby={`guest-email-${chat.id}`}
      className="border-t border-line bg-primary-soft/60 px-4 py-3 text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`guest-email-${chat.id}`} className="font-semibold text-ink">
          Get the seller&apos;s reply by email
        </h2>
        <button
          type="button"
          className="shrink-0 rounded text-xs font-semibold text-muted hover:text-ink"
          onClick={() => {
            sessionStorage.setItem(dismissKey(chat.id), '1');
            setDismissed(true);
          }}
        >
          Not now
        </button>
      </div>
      <p className="mt-0.5 text-muted">
        You&apos;re writing as a guest. Leave your email so replies reach you, or{' '}
        <Link to={signInUrl(next)} className="font-semibold text-primary underline-offset-2 hover:underline">
          sign in
        </Link>
        .
      </p>
      {taken ? (
        <p role="alert" className="mt-2 rounded-lg bg-white px-3 py-2 text-ink ring-1 ring-line">
          This email already has a Revy account.{' '}
          <Link
            to={`${signInUrl(next)}&email=${encodeURIComponent(email.trim())}`}
            className="font-semibold text-primary underline"
          >
            Sign in
          </Link>{' '}
          to keep this conversation there.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          className="flex-1"
          value={email}
          error={error ?? undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" loading={save.isPending} className="sm:mt-6">
          Email me replies
        </Button>
      </form>
    </section>
  );
}
