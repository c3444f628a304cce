import { Link, useParams, useSearchParams } from 'react-router';
import { ROUTES, type Content } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { DocumentIllustration } from '../../../components/illustrations';
import { LoadError } from '../../../components/ui/load-error';
import { PageNav } from '../../../components/ui/page-nav';
import { Spinner } from '../../../components/ui/spinner';
import { MarkdownView, useContent, useContentList, useContentTitle } from '../../content';

export const BLOG_PAGE_SIZE = 12;
const BLOG_SORT = 'publishedAt,desc';

function postDate(c: Content): string | null {
  const iso = c.metadata.publishedAt ?? c.createdAt;
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? null
    : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const postPath = (c: Content) => `${ROUTES.blog}/${c.slug ?? c.id}`;

/** A post without a cover picture: the guide mark on the brand tint, so the grid stays even. */
function CoverPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full w-full flex-col items-center justify-center gap-2 text-primary"
      style={{ background: 'linear-gradient(135deg, var(--theme-primary-soft), #ffffff)' }}
    >
      <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5" />
      </svg>
      <span className="text-xs font-semibold tracking-wide uppercase">Seller guide</span>
    </div>
  );
}

/** One post in a grid: cover (or a plain panel), date, title and excerpt; the whole card is one link. */
function PostCard({ post }: { post: Content }) {
  const date = postDate(post);
  return (
    <li className="group overflow-hidden rounded-2xl border border-line bg-white shadow-xs transition hover:shadow-md">
      <Link to={postPath(post)} className="flex h-full flex-col focus-visible:outline-none">
        <div className="aspect-video bg-primary-soft">
          {post.metadata.coverImageUrl ? (
            <img
              src={post.metadata.coverImageUrl}
              alt={post.metadata.coverAlt ?? ''}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          ) : (
            <CoverPlaceholder />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-5">
          {date ? <p className="text-xs font-medium tracking-wide text-muted uppercase">{date}</p> : null}
          <h2 className="text-lg font-semibold text-ink group-hover:text-primary group-focus-visible:underline">
            {post.title}
          </h2>
          {post.metadata.excerpt ? <p className="line-clamp-3 text-sm text-muted">{post.metadata.excerpt}</p> : null}
        </div>
      </Link>
    </li>
  );
}

/** /blog: published posts, newest first, 12 a page (?page=2…). */
export function BlogPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = useContentList({
    type: 'blog',
    status: 'published',
    sort: BLOG_SORT,
    size: BLOG_PAGE_SIZE,
    page: page - 1,
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">The Revy blog</h1>
        <p className="mt-3 text-lg text-muted">
          Guides for selling your car privately: pricing, photos, test drives, paperwork and staying safe.
        </p>
      </header>
      {q.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label="Loading articles" />
        </div>
      ) : q.isError ? (
        <LoadError title="We couldn't load the articles" error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.content.length === 0 ? (
        <EmptyState
          illustration={<DocumentIllustration />}
          title={page > 1 ? 'No more articles' : 'No articles yet'}
          description="Our first guides for private sellers are on their way. Meanwhile, see how Revy sells your car."
          actions={[
            page > 1
              ? { to: ROUTES.blog, label: 'Back to the newest' }
              : { to: ROUTES.myGarageCreate, label: 'Sell my car' },
            { to: '/marketing', label: 'How Revy works' },
          ]}
        />
      ) : (
        <>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {q.data.content.map((p) => (
              <PostCard key={p.id} post={p} />
            ))}
          </ul>
          <div className="mt-10">
            <PageNav
              page={page}
              totalPages={q.data.totalPages}
              totalElements={q.data.totalElements}
              noun="articles"
              onPage={(n) => {
                setParams(n > 1 ? { page: String(n) } : {});
                window.scrollTo?.(0, 0);
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}

/** "More posts": the three newest others. */
function MorePosts({ currentId }: { currentId: string }) {
  const q = useContentList({ type: 'blog', status: 'published', sort: BLOG_SORT, size: 4, page: 0 });
  const others = (q.data?.content ?? []).filter((p) => p.id !== currentId).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-posts" className="mx-auto max-w-7xl border-t border-line px-4 py-12 sm:px-6">
      <h2 id="more-posts" className="text-2xl font-bold text-ink">
        More from the blog
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((p) => (
          <PostCard key={p.id} post={p} />
        ))}
      </ul>
    </section>
  );
}

/** /blog/{id}: a post by id or slug; unknown, draft or not a blog post → "couldn't find". */
export function BlogPostPage() {
  const { id } = useParams();
  const q = useContent(id);
  const post = q.data && q.data.type === 'blog' ? q.data : null;
  useContentTitle(post);
  if (q.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading the article" />
      </div>
    );
  }
  if (q.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError title="We couldn't load this article" error={q.error} onRetry={() => void q.refetch()} />
      </div>
    );
  }
  if (!post) {
    return (
      <EmptyState
        illustration={<DocumentIllustration />}
        title="We couldn't find this article"
        description="It may have moved or been retired. The blog lists every guide we have published."
        actions={[
          { to: ROUTES.blog, label: 'All articles' },
          { to: ROUTES.home, label: 'Home' },
        ]}
      />
    );
  }
  const date = postDate(post);
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <Link to={ROUTES.blog} className="text-sm font-medium text-primary hover:underline">
          ← All articles
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-muted">
          {date ? <time dateTime={post.metadata.publishedAt ?? post.createdAt}>{date}</time> : null}
          {date && post.metadata.authorName ? ' · ' : null}
          {post.metadata.authorName ? `By ${post.metadata.authorName}` : null}
        </p>
        {post.metadata.coverImageUrl ? (
          <div className="mt-6 aspect-video overflow-hidden rounded-2xl bg-primary-soft">
            <img
              src={post.metadata.coverImageUrl}
              alt={post.metadata.coverAlt ?? ''}
              className="h-full w-full object-cover"
            />
          </div>
        ) : null}
        <MarkdownView markdown={post.data.markdown} className="mt-6" />
      </article>
      <MorePosts currentId={post.id} />
    </>
  );
}
