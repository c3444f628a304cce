import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInUrl } from '@revy/shared';
import { readJson, writeStorage } from '../../../lib/browser-storage';
import { useCurrentUser } from '../../../lib/current-user';
import { useSavedCarIds, useSetCarSaved } from '../api/saved-cars';
import { HeartIcon } from './heart-icon';

/** The car a visitor pressed the heart of before signing in: saved once they come back signed in (30 minutes). */
const PENDING = 'revy.save-after-sign-in';
const PENDING_MS = 30 * 60_000;

/**
 * The heart that saves a car (issue 19): a toggle button (aria-pressed) on cards and on the listing page. It turns at
 * once and turns back if saving fails. Visitors without an account are sent to sign in and brought back here, where
 * the car they pressed is saved without a second press.
 * `card` sits on the card's photo, above the link that covers the card; `page` is a labelled button.
 */
export function SaveCarButton({
  listingId,
  title,
  variant = 'card',
}: {
  listingId: string;
  title: string;
  variant?: 'card' | 'page';
}) {
  const user = useCurrentUser().data;
  const account = !!user && !user.anonymous;
  const ids = useSavedCarIds({ enabled: account });
  const setSaved = useSetCarSaved();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [failed, setFailed] = useState<'save' | 'remove' | null>(null);
  const saved = account && !!ids.data?.ids.includes(listingId);

  // Back from signing in: the press that sent the visitor away counts, so one press saves the car.
  const loaded = ids.isSuccess;
  const mutate = setSaved.mutate;
  useEffect(() => {
    if (!account || !loaded) return;
    const pending = readJson<{ listingId: string; at: number }>('session', PENDING);
    if (pending?.listingId !== listingId) return;
    writeStorage('session', PENDING, null);
    if (!saved && Date.now() - pending.at < PENDING_MS) mutate({ listingId, saved: true });
  }, [account, loaded, saved, listingId, mutate]);

  const toggle = () => {
    if (!account) {
      writeStorage('session', PENDING, JSON.stringify({ listingId, at: Date.now() }));
      navigate(signInUrl(pathname + search));
      return;
    }
    setFailed(null);
    const next = !saved;
    setSaved.mutate({ listingId, saved: next }, { onError: () => setFailed(next ? 'save' : 'remove') });
  };

  const label = `Save ${title}`;
  const message = failed ? (
    <span role="status" className={variant === 'card' ? 'sr-only' : 'text-sm text-danger'}>
      Could not {failed} it. Try again.
    </span>
  ) : null;

  if (variant === 'page')
    return (
      <span className="inline-flex items-center gap-2">
        <button
          type="button"
          aria-pressed={saved}
          aria-label={label}
          title={saved ? 'Saved: remove from your saved cars' : 'Save this car'}
          onClick={toggle}
          className={`inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
            saved
              ? 'border-primary bg-primary-soft text-primary'
              : 'border-line bg-white text-ink hover:bg-primary-soft'
          }`}
        >
          <HeartIcon filled={saved} className={`h-5 w-5 ${saved ? 'text-rose-600' : ''}`} />
          <span aria-hidden="true">{saved ? 'Saved' : 'Save'}</span>
        </button>
        {message}
      </span>
    );

  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={label}
        title={saved ? 'Saved: remove from your saved cars' : 'Save this car'}
        onClick={toggle}
        className="absolute right-2 top-2 z-10 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-ink shadow-md ring-1 ring-black/5 transition hover:scale-105 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <HeartIcon filled={saved} className={`h-6 w-6 ${saved ? 'text-rose-600' : 'text-ink'}`} />
      </button>
      {message}
    </>
  );
}
