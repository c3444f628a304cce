import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { NotFoundState } from '../../errors';
import { useContent } from '../api/content';
import { MarkdownView } from './lazy-markdown';
import { useContentTitle } from './use-content-title';

function formatDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? null
    : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A page written in the content editor, found by id or slug; unknown or unpublished → the not-found page. */
export function ContentArticle({ idOrSlug }: { idOrSlug: string | undefined }) {
  const q = useContent(idOrSlug);
  useContentTitle(q.data);
  if (q.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading the page" />
      </div>
    );
  }
  if (q.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError title="We couldn't load this page" error={q.error} onRetry={() => void q.refetch()} />
      </div>
    );
  }
  const c = q.data;
  if (!c) return <NotFoundState />;
  const updated = formatDate(c.updatedAt);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b border-line pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{c.title}</h1>
        {c.metadata.excerpt ? <p className="mt-3 text-lg text-muted">{c.metadata.excerpt}</p> : null}
        {updated ? <p className="mt-3 text-sm text-muted">Last updated {updated}</p> : null}
      </header>
      <MarkdownView markdown={c.data.markdown} className="mt-4" />
    </article>
  );
}

/** /{slug} (the public-builder catch-all) and /content/{id}. */
export function ContentPage() {
  const { section, id } = useParams();
  return <ContentArticle idOrSlug={id ?? section} />;
}

/** /privacy/terms shows the content with slug "terms"; /privacy/policy the one with slug "privacy". */
export const TermsPage = () => <ContentArticle idOrSlug="terms" />;
export const PrivacyPolicyPage = () => <ContentArticle idOrSlug="privacy" />;

export { formatDate };
