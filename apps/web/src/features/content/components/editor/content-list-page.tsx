import { Link, useSearchParams } from 'react-router';
import { CONTENT_STATUSES, CONTENT_TYPES, type Content } from '@revy/shared';
import { EmptyState } from '../../../../components/empty-state';
import { DocumentIllustration } from '../../../../components/illustrations';
import { ButtonLink } from '../../../../components/ui/button';
import { FilterSelect } from '../../../../components/ui/form-controls';
import { LoadError } from '../../../../components/ui/load-error';
import { PageNav } from '../../../../components/ui/page-nav';
import { Spinner } from '../../../../components/ui/spinner';
import { useContentList } from '../../api/content';
import { formatDate } from '../content-pages';

const PAGE_SIZE = 25;
const TYPE_LABELS: Record<Content['type'], string> = { page: 'Page', blog: 'Blog post', landing: 'Landing copy' };
const STATUS_STYLES: Record<Content['status'], string> = {
  draft: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
  archived: 'bg-line text-muted',
};

/** Where an entry shows on the site. */
export function publicPath(c: Pick<Content, 'id' | 'slug' | 'type'>): string {
  if (c.type === 'blog') return `/blog/${c.slug ?? c.id}`;
  if (c.slug === 'terms') return '/privacy/terms';
  if (c.slug === 'privacy') return '/privacy/policy';
  return c.slug ? `/${c.slug}` : `/content/${c.id}`;
}

/** /admin/content (admin and concierge): every entry, filtered by type and status, with a search. */
export function AdminContentListPage() {
  const [params, setParams] = useSearchParams();
  const type = CONTENT_TYPES.find((t) => t === params.get('type'));
  const status = CONTENT_STATUSES.find((s) => s === params.get('status'));
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useContentList({
    type,
    status,
    search: search || undefined,
    sort: 'updatedAt,desc',
    size: PAGE_SIZE,
    page: page - 1,
  });
  const set = (key: string, value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">Content</h1>
          <p className="mt-1 text-sm text-muted">
            Blog posts, help and legal pages, and the words of the landing pages.
          </p>
        </div>
        <ButtonLink to="/admin/content/new">New content</ButtonLink>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="content-search" className="text-xs font-medium tracking-wide text-muted uppercase">
            Search
          </label>
          <input
            id="content-search"
            type="search"
            defaultValue={search}
            placeholder="Title or slug"
            onKeyDown={(e) => {
              if (e.key === 'Enter') set('q', e.currentTarget.value.trim());
            }}
            onBlur={(e) => set('q', e.currentTarget.value.trim())}
            className="h-10 rounded-lg border border-line bg-white px-3 text-sm shadow-xs outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
          />
        </div>
        <FilterSelect label="Type" value={type ?? ''} onChange={(v) => set('type', v)}>
          <option value="">All types</option>
          {CONTENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Status" value={status ?? ''} onChange={(v) => set('status', v)}>
          <option value="">Any status</option>
          {CONTENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0]!.toUpperCase() + s.slice(1)}
            </option>
          ))}
        </FilterSelect>
      </div>
      {q.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading content" />
        </div>
      ) : q.isError ? (
        <LoadError title="We couldn't load the content" error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.content.length === 0 ? (
        <EmptyState
          illustration={<DocumentIllustration />}
          title={type || status || search ? 'Nothing matches these filters' : 'No content yet'}
          description="Write a blog post, a help page or the copy of a landing page."
          actions={[{ to: '/admin/content/new', label: 'New content' }]}
        />
      ) : (
        <>
          <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
            {q.data.content.map((c) => (
              <li key={c.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={`/admin/content/${c.id}`} className="font-semibold text-ink hover:text-primary">
                    {c.title || 'Untitled'}
                  </Link>
                  <p className="truncate text-sm text-muted">
                    {TYPE_LABELS[c.type]} · {publicPath(c)}
                    {c.metadata.variant ? ` · ${c.metadata.variant}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-3 text-sm text-muted">
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[c.status]}`}>
                    {c.status}
                  </span>
                  <span>Updated {formatDate(c.updatedAt)}</span>
                </div>
              </li>
            ))}
          </ul>
          <PageNav
            page={page}
            totalPages={q.data.totalPages}
            totalElements={q.data.totalElements}
            noun="entries"
            onPage={(n) => set('page', n > 1 ? String(n) : '')}
          />
        </>
      )}
    </div>
  );
}
