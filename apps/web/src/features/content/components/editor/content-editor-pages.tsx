import { useParams } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner';
import { LoadError } from '../../../../components/ui/load-error';
import { NotFoundState } from '../../../errors';
import { useContent } from '../../api/content';
import { ContentForm } from './content-form';

export { AdminContentListPage } from './content-list-page';

/** /admin/content/new and /admin/content/{id} (admin and concierge). */
export function AdminContentEditPage() {
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const q = useContent(isNew ? undefined : id);
  if (isNew) return <ContentForm content={null} />;
  if (q.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the entry" />
      </div>
    );
  if (q.isError)
    return <LoadError title="We couldn't load this entry" error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <NotFoundState />;
  // Keyed so that opening another entry starts the form afresh.
  return <ContentForm key={q.data.id} content={q.data} />;
}
