import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { SectionTabs } from '../../../components/section-nav';
import { errorMessage } from '../../../lib/form-errors';

export const CLASSIFIEDS_TABS = [
  { to: '/admin/craigslist', label: 'Overview', end: true },
  { to: '/admin/craigslist/_/work', label: 'Work table' },
  { to: '/admin/craigslist/_/sync', label: 'Sync one' },
  { to: '/admin/craigslist/_/status', label: 'Status' },
  { to: '/admin/craigslist/_/bulk-sync', label: 'Bulk sync' },
];

/** The heading and sub-tabs every classifieds page shares. */
export function ClassifiedsPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <SectionTabs label="Classifieds" tabs={CLASSIFIEDS_TABS} className="mt-0" />
      <div>
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted">{description}</p>
      </div>
      {children}
    </div>
  );
}

/** Loading and error states of a query-backed section, the same on every page. */
export function QueryState({
  query,
  what,
  children,
}: {
  query: { isError: boolean; error: unknown; data: unknown; refetch: () => unknown };
  what: string;
  children: ReactNode;
}) {
  if (query.isError)
    return (
      <Alert tone="error" title={`We couldn't load the ${what}`}>
        {errorMessage(query.error)}
        <div className="mt-2">
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  if (query.data === undefined)
    return (
      <div className="flex justify-center py-12 text-primary">
        <Spinner size={28} label={`Loading the ${what}`} />
      </div>
    );
  return <>{children}</>;
}

export const KIND_LABEL = { new: 'New post', repost: 'Repost' } as const;
export const KIND_TONE = { new: 'bg-primary-soft text-ink', repost: 'bg-amber-100 text-amber-900' } as const;

export const STALE_LABEL = {
  expired: 'Older than 30 days',
  sold: 'Car sold',
  unpublished: 'Listing unpublished',
  deleted: 'Listing deleted',
} as const;
