import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@revy/shared';
import { whenIdle } from '../lib/idle';
import { globalPrivacyControl, PRIVACY_CHOICES_EVENT, readConsent, writeConsent } from '../lib/consent';

/**
 * Asks once whether product analytics may be used (decision 036). Counting page views for sellers is first-party and
 * needs no cookie; sending events to our analytics provider does, so it waits for a yes. Browsers that send Global
 * Privacy Control are never asked: that is already a no. Sits above the phone's bottom action bar, never over it.
 */
export function ConsentBanner() {
  // Asked once the page is up: the first read of local storage is slow, and the first screen does not need it.
  const [open, setOpen] = useState(false);
  useEffect(() => whenIdle(() => setOpen(readConsent() === null)), []);
  useEffect(() => {
    const reopen = () => setOpen(!globalPrivacyControl());
    window.addEventListener(PRIVACY_CHOICES_EVENT, reopen);
    return () => window.removeEventListener(PRIVACY_CHOICES_EVENT, reopen);
  }, []);
  if (!open) return null;
  const answer = (value: 'granted' | 'denied') => {
    writeConsent(value);
    setOpen(false);
  };
  return (
    // Above whichever bottom bar the page shows (its measured height, --bottom-bar-h), not at a fixed guess of it.
    <section
      aria-label="Cookie choices"
      className="fixed inset-x-3 bottom-[calc(var(--bottom-bar-h,0px)+0.75rem)] z-40 mx-auto max-w-xl rounded-xl border border-line bg-white p-4 shadow-lg sm:inset-x-4"
    >
      <p className="text-sm text-ink">
        We count visits ourselves to show sellers how their cars do. With your OK we also use analytics cookies to learn
        how people use Revy.{' '}
        <Link to={ROUTES.privacyPolicy} className="font-semibold text-primary underline">
          Privacy policy
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => answer('denied')}
          className="h-10 rounded-lg border border-line px-4 text-sm font-semibold text-ink hover:bg-canvas"
        >
          No thanks
        </button>
        <button
          type="button"
          onClick={() => answer('granted')}
          className="h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-hover"
        >
          Allow analytics
        </button>
      </div>
    </section>
  );
}
