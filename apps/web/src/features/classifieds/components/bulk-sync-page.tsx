import { useState, type FormEvent } from 'react';
import { ClassifiedsUrlSchema, IdSchema, MAX_CLASSIFIEDS_SYNC, type ClassifiedsSyncBody } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/form-errors';
import { useSync } from '../api/classifieds';
import { ClassifiedsPage } from './classifieds-chrome';
import { SyncResults } from './sync-results';

/** Lines of "listing-id" or "listing-id https://…" into the sync body, or the first line that is neither. */
export function parseBulkLines(text: string): { body: ClassifiedsSyncBody } | { error: string } {
  const listingIds: string[] = [];
  const items: { listingId: string; url: string }[] = [];
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return { error: 'Paste at least one listing id' };
  if (lines.length > MAX_CLASSIFIEDS_SYNC) return { error: `At most ${MAX_CLASSIFIEDS_SYNC} lines at a time` };
  for (const [n, line] of lines.entries()) {
    const [first = '', second, ...rest] = line.split(/[\s,;]+/);
    const id = IdSchema.safeParse(first);
    if (!id.success || rest.length)
      return { error: `Line ${n + 1}: start with a listing id, then optionally its address` };
    if (second === undefined) listingIds.push(id.data);
    else {
      const url = ClassifiedsUrlSchema.safeParse(second);
      if (!url.success) return { error: `Line ${n + 1}: ${url.error.issues[0]?.message ?? 'not an address'}` };
      items.push({ listingId: id.data, url: url.data });
    }
  }
  return { body: { ...(listingIds.length ? { listingIds } : {}), ...(items.length ? { items } : {}) } };
}

/** /admin/craigslist/_/bulk-sync (staff): record many postings at once, one listing per line. */
export function ClassifiedsBulkSyncPage() {
  const sync = useSync();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseBulkLines(text);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    sync.mutate(parsed.body);
  };

  return (
    <ClassifiedsPage
      title="Record several postings"
      description="After reposting a batch, paste one listing id per line; add the posting's address after the id when it is new or changed. Each line gets its own answer."
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex max-w-3xl flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:p-6"
      >
        <TextAreaField
          label="Listings, one per line"
          name="lines"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error}
          spellCheck={false}
          placeholder={'0190a6f8-…\n0190a6f9-… https://sfbay.craigslist.org/…'}
          hint={`Up to ${MAX_CLASSIFIEDS_SYNC} lines.`}
        />
        <div>
          <Button type="submit" disabled={sync.isPending}>
            {sync.isPending ? 'Saving…' : 'Record postings'}
          </Button>
        </div>
      </form>
      {sync.isError ? (
        <Alert tone="error" title="We couldn't record the postings">
          {errorMessage(sync.error)}
        </Alert>
      ) : null}
      {sync.data ? <SyncResults result={sync.data} /> : null}
    </ClassifiedsPage>
  );
}
