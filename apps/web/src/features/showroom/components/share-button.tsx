import { useEffect, useId, useRef, useState } from 'react';
import { ShareIcon } from '../../listings';
import { createShortLink } from '../api/short-link';
import { useShare } from '../hooks/use-share';

/**
 * "Share this car" (issue 17): a short link `/r/{key}` (so the seller sees how many people followed it), given to
 * the system share sheet on phones; elsewhere copied, with a small panel to copy it again or send it by email or
 * text. Falls back to the page's own address when the short link cannot be made.
 */
export function ShareButton({ title, listingId }: { title: string; listingId: string }) {
  const { share, status } = useShare();
  const [link, setLink] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  async function onShare() {
    setBusy(true);
    const url =
      link ??
      (await createShortLink(listingId)
        .then((r) => r.shortUrl)
        .catch(() => `${window.location.origin}/listings/${listingId}`));
    setLink(url);
    setBusy(false);
    const outcome = await share({ title, text: `${title} on Revy`, url });
    if (outcome === 'copied' || outcome === 'failed') setOpen(true);
  }

  const body = link ? encodeURIComponent(`${title} on Revy: ${link}`) : '';
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => void onShare()}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-busy={busy || undefined}
        className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary-soft"
      >
        <ShareIcon className="h-4 w-4" />
        Share this car
      </button>
      <p aria-live="polite" className="sr-only">
        {status === 'copied' ? 'Link copied to your clipboard' : status === 'failed' ? "Couldn't copy the link" : ''}
      </p>
      {open && link ? (
        <div
          id={panelId}
          className="mt-2 rounded-xl border border-line bg-white p-3 shadow-sm"
          role="region"
          aria-label="Share link"
        >
          <p className="text-sm font-medium text-ink">
            {status === 'failed'
              ? 'Copy this link to share the car:'
              : 'Copied. Anyone with this link can see the car:'}
          </p>
          <div className="mt-2 flex gap-2">
            <input
              readOnly
              value={link}
              aria-label="Short link to this car"
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-lg border border-line px-3 text-sm text-ink"
            />
            <button
              type="button"
              onClick={() => void navigator.clipboard?.writeText(link).catch(() => undefined)}
              className="h-10 shrink-0 rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-primary-soft"
            >
              Copy
            </button>
          </div>
          <div className="mt-2 flex flex-wrap gap-3 text-sm font-semibold">
            <a
              className="text-primary hover:underline"
              href={`mailto:?subject=${encodeURIComponent(title)}&body=${body}`}
            >
              Email
            </a>
            <a className="text-primary hover:underline" href={`sms:?&body=${body}`}>
              Text message
            </a>
            <button type="button" className="ml-auto text-muted hover:text-ink" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
