import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, isAdmin, type ConfigItem } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { DocumentIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageNav } from '../../../components/ui/page-nav';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { useConfigList } from '../api/config';
import { valuePreview } from './value-input';
import { RelativeTime } from '../../../components/ui/relative-time';

const PAGE_SIZE = 50;
const SORTS = [
  { value: 'name,asc', label: 'Name' },
  { value: 'updatedAt,desc', label: 'Recently changed' },
  { value: 'readCount,desc', label: 'Most read' },
  { value: 'readAt,desc', label: 'Recently read' },
];

function ValueCell({ c }: { c: ConfigItem }) {
  if (c.value === null)
    return (
      <span className="text-muted">
        Default
        {c.defaultValue ? (
          <span className="font-mono text-xs">: {valuePreview(c.defaultValue, c.type)}</span>
        ) : (
          ' (empty)'
        )}
      </span>
    );
  if (c.value === '') return <span className="text-muted">(empty)</span>;
  return <span className="break-all font-mono text-xs text-ink">{valuePreview(c.value, c.type)}</span>;
}

/**
 * /admin/config (staff): every setting with its value, type, description, who changed it last and how often the
 * product reads it; the settings the product acts on are marked. Search by name and the sort stay in the URL. Rows
 * become cards below the `md` breakpoint.
 */
export function AdminConfigPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const sort = SORTS.some((s) => s.value === params.get('sort')) ? params.get('sort')! : 'name,asc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const id = useId();
  const { data: me } = useCurrentUser();
  const q = useConfigList({ search: search || undefined, sort, page: page - 1, size: PAGE_SIZE });
  const data = q.data;

  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-xl font-semibold text-ink">Configuration</h1>
          <p className="text-sm text-muted">
            Settings the product reads while it runs. A change applies everywhere within seconds, no restart.
          </p>
        </div>
        {isAdmin(me) ? (
          <ButtonLink to="/admin/config/configrow" className="shrink-0">
            New setting
          </ButtonLink>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-q`} className="text-sm font-medium text-ink">
            Search by name
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            onChange={(e) => set('q', e.target.value)}
            placeholder="e.g. support"
            className="h-10 rounded-lg border border-line bg-white px-3"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-sort`} className="text-sm font-medium text-ink">
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(e) => set('sort', e.target.value === 'name,asc' ? '' : e.target.value)}
            className="h-10 rounded-lg border border-line bg-white px-3"
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {q.isError ? (
        <Alert tone="error" title="We couldn't load the settings">
          {errorMessage(q.error)}
          <div className="mt-2">
            <Button variant="secondary" size="sm" onClick={() => void q.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-12 text-primary">
          <Spinner size={28} label="Loading settings" />
        </div>
      ) : !data.content.length ? (
        <EmptyState
          headingLevel={2}
          illustration={<DocumentIllustration />}
          title={search ? `No setting matches “${search}”` : 'No settings yet'}
          description={
            search ? 'Try part of the name, or clear the search.' : 'Settings you create show here, with their history.'
          }
          actions={isAdmin(me) ? [{ to: '/admin/config/configrow', label: 'New setting' }] : []}
        />
      ) : (
        <table className="w-full text-left text-sm md:rounded-xl md:border md:border-line md:bg-white">
          <caption className="sr-only">
            Settings, page {page} of {Math.max(1, data.totalPages)}
          </caption>
          <thead className="hidden border-b border-line bg-canvas text-xs uppercase tracking-wide text-muted md:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                Setting
              </th>
              <th scope="col" className="px-4 py-2.5">
                Value
              </th>
              <th scope="col" className="px-4 py-2.5">
                Last change
              </th>
              <th scope="col" className="px-4 py-2.5">
                Reads
              </th>
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group md:divide-y md:divide-line">
            {data.content.map((c) => (
              <tr
                key={c.id}
                className="relative flex flex-col gap-2 rounded-xl border border-line bg-white p-4 hover:bg-primary-soft/40 md:table-row md:rounded-none md:border-0 md:p-0"
              >
                <td className="md:max-w-sm md:px-4 md:py-3 md:align-top">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/admin/config/${c.id}`}
                      className="break-all font-medium text-ink underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
                    >
                      {c.name}
                    </Link>
                    <span className="rounded-full bg-canvas px-2 py-0.5 text-xs text-muted">{c.type}</span>
                    {c.known ? (
                      <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-ink">
                        Used by the product
                      </span>
                    ) : null}
                  </div>
                  {c.description ? <p className="mt-1 line-clamp-2 text-muted">{c.description}</p> : null}
                </td>
                <td className="md:px-4 md:py-3 md:align-top">
                  <span className="text-muted md:hidden">Value: </span>
                  <ValueCell c={c} />
                </td>
                <td className="text-muted md:whitespace-nowrap md:px-4 md:py-3 md:align-top">
                  {c.updatedBy ? (
                    <>
                      <span className="md:hidden">Changed </span>
                      <time dateTime={c.updatedAt} title={formatDateTime(c.updatedAt)}>
                        <RelativeTime value={c.updatedAt} />
                      </time>
                      <span className="md:block"> by {c.updatedByName ?? 'a former staff member'}</span>
                    </>
                  ) : (
                    'Not changed yet'
                  )}
                </td>
                <td className="text-muted md:whitespace-nowrap md:px-4 md:py-3 md:align-top">
                  <span className="md:hidden">Reads: </span>
                  <span className="text-ink">{c.readCount.toLocaleString('en-US')}</span>
                  {c.readAt ? (
                    <span className="md:block">
                      {' '}
                      · last{' '}
                      <time dateTime={c.readAt} title={formatDateTime(c.readAt)}>
                        <RelativeTime value={c.readAt} />
                      </time>
                    </span>
                  ) : (
                    <span className="md:block"> · never read</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {data ? (
        <PageNav
          page={page}
          totalPages={data.totalPages}
          totalElements={data.totalElements}
          noun="settings"
          onPage={(p) => set('page', p > 1 ? String(p) : '')}
        />
      ) : null}
    </div>
  );
}
