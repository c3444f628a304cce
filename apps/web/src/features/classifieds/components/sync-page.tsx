import { useState, type FormEvent } from 'react';
import { ClassifiedsUrlSchema, IdSchema } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/form-errors';
import { useSync } from '../api/classifieds';
import { ClassifiedsPage } from './classifieds-chrome';
import { SyncResults } from './sync-results';

/**
 * /admin/craigslist/_/sync (staff): record one posting by hand — the listing id and the address of its ad.
 * Without an address, a car that was posted before is marked reposted at the address it has.
 */
export function ClassifiedsSyncPage() {
  const sync = useSync();
  const [listingId, setListingId] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<{ listingId?: string; url?: string }>({});

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const id = IdSchema.safeParse(listingId.trim());
    const link = url.trim() ? ClassifiedsUrlSchema.safeParse(url) : null;
    const next = {
      listingId: id.success ? undefined : 'Paste the listing id, such as 0190a6f8-…',
      url: link && !link.success ? link.error.issues[0]?.message : undefined,
    };
    setErrors(next);
    if (next.listingId || next.url || !id.success) return;
    sync.mutate(link?.success ? { items: [{ listingId: id.data, url: link.data }] } : { listingIds: [id.data] });
  };

  return (
    <ClassifiedsPage
      title="Record one posting"
      description="For a car posted outside the work table. The posting must be an https address on the classifieds site; the car must be waiting in the queue."
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex max-w-2xl flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:p-6"
      >
        <TextField
          label="Listing id"
          name="listingId"
          value={listingId}
          onChange={(e) => setListingId(e.target.value)}
          error={errors.listingId}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label="Address of the posting"
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://sfbay.craigslist.org/…"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={errors.url}
          hint="Leave empty when the car was reposted at the address it already has."
        />
        <div>
          <Button type="submit" disabled={sync.isPending}>
            {sync.isPending ? 'Saving…' : 'Record posting'}
          </Button>
        </div>
      </form>
      {sync.isError ? (
        <Alert tone="error" title="We couldn't record the posting">
          {errorMessage(sync.error)}
        </Alert>
      ) : null}
      {sync.data ? <SyncResults result={sync.data} /> : null}
    </ClassifiedsPage>
  );
}
