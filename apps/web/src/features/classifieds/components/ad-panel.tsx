import { useState, type FormEvent } from 'react';
import { ClassifiedsUrlSchema, type ClassifiedsSyncBody, type ClassifiedsWorkItem } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { buildUrl, isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { classifiedsApiPaths } from '../../../lib/paths';
import { useAd, useSync } from '../api/classifieds';
import { QueryState } from './classifieds-chrome';
import { CopyField } from './copy-field';

/** Craigslist's own posting form: staff open it in a new tab and paste the ad there. */
const SITE_POST_URL = 'https://post.craigslist.org/';

/**
 * One work item opened: the ready-to-paste ad with copy buttons, the photos as a zip, then the posting URL to
 * record. Only the holder of the claim posts (the server skips the item for anyone else).
 */
export function AdPanel({ item, onPosted }: { item: ClassifiedsWorkItem; onPosted: (message: string) => void }) {
  const ad = useAd(item.listingId);
  const sync = useSync();
  const [url, setUrl] = useState(item.craigslistUrl ?? '');
  const [urlError, setUrlError] = useState<string>();
  const [skipped, setSkipped] = useState<string | null>(null);
  const heldByOther = item.claim !== null && !item.claim.mine;

  // mutateAsync, not mutate's callbacks: a recorded posting refreshes the queue, the item leaves it and this panel
  // unmounts before per-call callbacks would run; the promise still settles and the page shows the notice.
  const record = async (body: ClassifiedsSyncBody) => {
    setSkipped(null);
    try {
      const result = (await sync.mutateAsync(body)).results[0];
      if (result?.outcome === 'synced') onPosted(`${item.title} is posted. It has left the queue.`);
      else setSkipped(result?.reason ?? 'It was not recorded');
    } catch (err) {
      // The server checks the site's host (the adapter's rule): its answer belongs on the address field.
      if (isApiError(err) && err.status === 400) setUrlError(errorMessage(err));
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ClassifiedsUrlSchema.safeParse(url);
    if (!parsed.success) return setUrlError(parsed.error.issues[0]?.message);
    setUrlError(undefined);
    void record({ items: [{ listingId: item.listingId, url: parsed.data }] });
  };

  return (
    <QueryState query={ad} what="ad">
      {ad.data ? (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <CopyField
              label="Title"
              value={ad.data.title}
              hint={`${ad.data.title.length} of ${ad.data.limits.titleMax} characters`}
            />
            <div className="grid grid-cols-2 gap-4">
              <CopyField
                label="Price"
                value={ad.data.price === null ? '' : String(ad.data.price)}
                hint="Whole dollars"
              />
              <CopyField label="ZIP code" value={ad.data.location.zip ?? ''} />
            </div>
            <CopyField label="Location" value={ad.data.location.text} />
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-ink">Photos</span>
              <div className="flex flex-wrap items-center gap-2">
                <a
                  href={buildUrl(classifiedsApiPaths.photosZip(item.listingId))}
                  download
                  className={buttonClass(
                    'secondary',
                    'sm',
                    ad.data.photos.length ? '' : 'pointer-events-none opacity-50',
                  )}
                  aria-disabled={ad.data.photos.length === 0}
                >
                  Download photos (zip)
                </a>
                <span className="text-xs text-muted">
                  {ad.data.photos.length
                    ? `${ad.data.photos.length} photo${ad.data.photos.length === 1 ? '' : 's'}, up to ${ad.data.limits.photosMax}`
                    : 'This listing has no photos ready'}
                </span>
              </div>
            </div>
          </div>
          <CopyField label="Body" value={ad.data.body} multiline />
          <p className="text-sm text-muted">
            Paste these into{' '}
            <a href={SITE_POST_URL} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
              {ad.data.site}&rsquo;s posting form
            </a>{' '}
            (cars &amp; trucks, by owner), publish it, then paste the address of the ad below.
          </p>
          {heldByOther ? (
            <Alert tone="info">{`${item.claim!.claimedBy.name} is working on this car; you can read the ad, not post it.`}</Alert>
          ) : (
            <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                label="Address of the posting"
                name="url"
                type="url"
                inputMode="url"
                placeholder="https://sfbay.craigslist.org/…"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                error={urlError}
                className="flex-1"
              />
              <Button type="submit" className="sm:mt-7" disabled={sync.isPending}>
                {sync.isPending ? 'Saving…' : 'Mark as posted'}
              </Button>
              {item.kind === 'repost' && item.craigslistUrl ? (
                <Button
                  type="button"
                  variant="secondary"
                  className="sm:mt-7"
                  disabled={sync.isPending}
                  onClick={() => void record({ listingIds: [item.listingId] })}
                >
                  Updated at the same address
                </Button>
              ) : null}
            </form>
          )}
          {sync.isError && !urlError ? (
            <Alert tone="error" title="We couldn't record the posting">
              {errorMessage(sync.error)}
            </Alert>
          ) : skipped ? (
            <Alert tone="error" title="Not recorded">
              {skipped}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </QueryState>
  );
}
